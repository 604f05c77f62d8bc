CREATE TYPE "public"."currency" AS ENUM('EUR', 'CHF', 'MUR');--> statement-breakpoint
CREATE TYPE "public"."reservation_status" AS ENUM('pending', 'confirmed', 'rejected', 'waiting', 'cancelled', 'no_show');--> statement-breakpoint
CREATE TABLE "closures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "closures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	CONSTRAINT "closures_venue_date_uq" UNIQUE("venue_id","date")
);
--> statement-breakpoint
CREATE TABLE "experience_zones" (
	"experience_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	CONSTRAINT "experience_zones_experience_id_zone_id_pk" PRIMARY KEY("experience_id","zone_id")
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "experiences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"hash" text NOT NULL,
	"kind" smallint DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"booking_conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"photo_url" text DEFAULT '' NOT NULL,
	"file_url" text DEFAULT '' NOT NULL,
	"file_title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"purchase_type" smallint DEFAULT 0 NOT NULL,
	"deposit_amount" integer DEFAULT 0 NOT NULL,
	"guarantee_type" smallint DEFAULT 0 NOT NULL,
	"guarantee_amount" integer DEFAULT 0 NOT NULL,
	"cancellation_hours" integer DEFAULT 0 NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"min_guests" integer DEFAULT 1 NOT NULL,
	"max_guests" integer DEFAULT 0 NOT NULL,
	"max_reservations_per_slot" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"soldout_enabled" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"show_in_calendar" boolean DEFAULT true NOT NULL,
	"ask_visit_reason" boolean DEFAULT false NOT NULL,
	"has_dates" boolean DEFAULT false NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"has_own_times" boolean DEFAULT false NOT NULL,
	"times" text[] DEFAULT '{}'::text[] NOT NULL,
	"weekdays" smallint[],
	"zone_choice" boolean DEFAULT false NOT NULL,
	"extra_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiences_hash_unique" UNIQUE("hash"),
	CONSTRAINT "experiences_guests_check" CHECK ("experiences"."min_guests" >= 1 and "experiences"."max_guests" >= 0),
	CONSTRAINT "experiences_dates_check" CHECK (not "experiences"."has_dates" or ("experiences"."starts_on" is not null and "experiences"."ends_on" >= "experiences"."starts_on"))
);
--> statement-breakpoint
CREATE TABLE "giftcard_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "giftcard_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"values" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"custom_amount" boolean DEFAULT false NOT NULL,
	"validity_months" integer DEFAULT 12 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "opening_shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"name" text NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"slot_interval_minutes" smallint DEFAULT 30 NOT NULL,
	"capacity" integer,
	"experience_only" boolean DEFAULT false NOT NULL,
	CONSTRAINT "opening_shifts_weekday_check" CHECK ("opening_shifts"."weekday" between 1 and 7),
	CONSTRAINT "opening_shifts_times_check" CHECK ("opening_shifts"."end_time" > "opening_shifts"."start_time"),
	CONSTRAINT "opening_shifts_interval_check" CHECK ("opening_shifts"."slot_interval_minutes" between 5 and 240)
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"url_name" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"use_by_date" date,
	"use_by_days" integer,
	"phone_required" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_venue_url_name_uq" UNIQUE("venue_id","url_name"),
	CONSTRAINT "promotions_period_check" CHECK ("promotions"."ends_at" > "promotions"."starts_at"),
	CONSTRAINT "promotions_quantity_check" CHECK ("promotions"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"experience_id" integer,
	"zone_id" integer,
	"date" date NOT NULL,
	"time" time NOT NULL,
	"pax" integer NOT NULL,
	"status" "reservation_status" DEFAULT 'pending' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_prefix" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"visit_reason" text DEFAULT '' NOT NULL,
	"extra_answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"language" text DEFAULT 'it' NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"privacy_accepted_at" timestamp with time zone,
	"cancellation_policy_accepted_at" timestamp with time zone,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_hash_unique" UNIQUE("hash"),
	CONSTRAINT "reservations_pax_check" CHECK ("reservations"."pax" >= 1)
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "venues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"currency" "currency" DEFAULT 'EUR' NOT NULL,
	"timezone" text NOT NULL,
	"default_language" text DEFAULT 'it' NOT NULL,
	"frontpage_token" text NOT NULL,
	"custom_header" text DEFAULT '' NOT NULL,
	"custom_footer" text DEFAULT '' NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'IT' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"hero_image" text DEFAULT '' NOT NULL,
	"privacy_policy" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"marketing_policy" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"booking_enabled" boolean DEFAULT true NOT NULL,
	"giftcards_enabled" boolean DEFAULT true NOT NULL,
	"booking_settings" jsonb NOT NULL,
	"giftcard_min" integer DEFAULT 1000 NOT NULL,
	"giftcard_max" integer DEFAULT 50000 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_slug_unique" UNIQUE("slug"),
	CONSTRAINT "venues_frontpage_token_unique" UNIQUE("frontpage_token")
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"seats" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "zones_seats_check" CHECK ("zones"."seats" >= 0)
);
--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_zones" ADD CONSTRAINT "experience_zones_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_zones" ADD CONSTRAINT "experience_zones_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giftcard_products" ADD CONSTRAINT "giftcard_products_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_shifts" ADD CONSTRAINT "opening_shifts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiences_venue_idx" ON "experiences" USING btree ("venue_id","active","visible");--> statement-breakpoint
CREATE INDEX "giftcard_products_venue_idx" ON "giftcard_products" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "opening_shifts_venue_weekday_idx" ON "opening_shifts" USING btree ("venue_id","weekday");--> statement-breakpoint
CREATE INDEX "reservations_venue_date_idx" ON "reservations" USING btree ("venue_id","date");--> statement-breakpoint
CREATE INDEX "reservations_experience_idx" ON "reservations" USING btree ("experience_id");--> statement-breakpoint
CREATE INDEX "zones_venue_idx" ON "zones" USING btree ("venue_id");
CREATE TYPE "public"."wallet_pass_kind" AS ENUM('giftcard', 'promo', 'booking');--> statement-breakpoint
CREATE SEQUENCE "public"."wallet_update_tags" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_passes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"kind" "wallet_pass_kind" NOT NULL,
	"subject_id" integer NOT NULL,
	"language" text NOT NULL,
	"serial" text NOT NULL,
	"auth_token_hashes" text[] NOT NULL,
	"update_tag" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"google_object_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_passes_serial_unique" UNIQUE("serial"),
	CONSTRAINT "wallet_passes_subject_uq" UNIQUE("kind","subject_id","language")
);
--> statement-breakpoint
CREATE TABLE "wallet_push_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wallet_push_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target" text NOT NULL,
	"pass_id" integer NOT NULL,
	"push_token" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_push_jobs_status_check" CHECK ("wallet_push_jobs"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "wallet_push_jobs_target_check" CHECK ("wallet_push_jobs"."target" in ('apns', 'google'))
);
--> statement-breakpoint
CREATE TABLE "wallet_registrations" (
	"device_library_id" text NOT NULL,
	"pass_id" integer NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_registrations_device_library_id_pass_id_pk" PRIMARY KEY("device_library_id","pass_id")
);
--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "pass_colors" jsonb;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_push_jobs" ADD CONSTRAINT "wallet_push_jobs_pass_id_wallet_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."wallet_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_registrations" ADD CONSTRAINT "wallet_registrations_pass_id_wallet_passes_id_fk" FOREIGN KEY ("pass_id") REFERENCES "public"."wallet_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_passes_venue_idx" ON "wallet_passes" USING btree ("venue_id");--> statement-breakpoint
CREATE INDEX "wallet_push_jobs_due_idx" ON "wallet_push_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "wallet_registrations_pass_idx" ON "wallet_registrations" USING btree ("pass_id");
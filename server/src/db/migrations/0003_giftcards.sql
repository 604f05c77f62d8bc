CREATE TYPE "public"."giftcard_order_status" AS ENUM('pending', 'issued', 'canceled', 'failed');--> statement-breakpoint
CREATE TYPE "public"."giftcard_status" AS ENUM('active', 'redeemed', 'void');--> statement-breakpoint
CREATE TABLE "giftcard_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "giftcard_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"product_id" integer,
	"fingerprint" text NOT NULL,
	"request_id" text NOT NULL,
	"status" "giftcard_order_status" DEFAULT 'pending' NOT NULL,
	"product_title" jsonb NOT NULL,
	"unit_amount" integer NOT NULL,
	"quantity" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"currency" "currency" NOT NULL,
	"validity_months" integer NOT NULL,
	"language" text DEFAULT 'it' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_prefix" text NOT NULL,
	"phone" text NOT NULL,
	"birth_date" date NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"privacy_accepted_at" timestamp with time zone NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"for_recipient" boolean DEFAULT false NOT NULL,
	"recipient_first_name" text DEFAULT '' NOT NULL,
	"recipient_last_name" text DEFAULT '' NOT NULL,
	"recipient_email" text DEFAULT '' NOT NULL,
	"recipient_phone_prefix" text DEFAULT '' NOT NULL,
	"recipient_phone" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"deliver_on" date NOT NULL,
	"gateway" text NOT NULL,
	"test_mode" boolean DEFAULT false NOT NULL,
	"payment_intent_id" text,
	"last_payment_error" text,
	"paid_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giftcard_orders_fingerprint_unique" UNIQUE("fingerprint"),
	CONSTRAINT "giftcard_orders_payment_intent_id_unique" UNIQUE("payment_intent_id"),
	CONSTRAINT "giftcard_orders_request_uq" UNIQUE("venue_id","request_id"),
	CONSTRAINT "giftcard_orders_amount_check" CHECK ("giftcard_orders"."unit_amount" > 0 and "giftcard_orders"."quantity" between 1 and 20 and "giftcard_orders"."total_amount" = "giftcard_orders"."unit_amount" * "giftcard_orders"."quantity")
);
--> statement-breakpoint
CREATE TABLE "giftcard_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "giftcard_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"giftcard_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"staff_token_id" integer,
	"request_id" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giftcard_redemptions_request_uq" UNIQUE("giftcard_id","request_id"),
	CONSTRAINT "giftcard_redemptions_amount_check" CHECK ("giftcard_redemptions"."amount" > 0 and "giftcard_redemptions"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "giftcards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "giftcards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"code" text NOT NULL,
	"public_id" text NOT NULL,
	"initial_amount" integer NOT NULL,
	"balance" integer NOT NULL,
	"currency" "currency" NOT NULL,
	"status" "giftcard_status" DEFAULT 'active' NOT NULL,
	"expires_on" date NOT NULL,
	"deliver_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "giftcards_code_unique" UNIQUE("code"),
	CONSTRAINT "giftcards_public_id_unique" UNIQUE("public_id"),
	CONSTRAINT "giftcards_order_seq_uq" UNIQUE("order_id","seq"),
	CONSTRAINT "giftcards_balance_check" CHECK ("giftcards"."balance" between 0 and "giftcards"."initial_amount")
);
--> statement-breakpoint
ALTER TABLE "giftcard_products" ADD COLUMN "sales_end_on" date;--> statement-breakpoint
ALTER TABLE "giftcard_orders" ADD CONSTRAINT "giftcard_orders_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giftcard_orders" ADD CONSTRAINT "giftcard_orders_product_id_giftcard_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."giftcard_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giftcard_redemptions" ADD CONSTRAINT "giftcard_redemptions_giftcard_id_giftcards_id_fk" FOREIGN KEY ("giftcard_id") REFERENCES "public"."giftcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giftcard_redemptions" ADD CONSTRAINT "giftcard_redemptions_staff_token_id_staff_tokens_id_fk" FOREIGN KEY ("staff_token_id") REFERENCES "public"."staff_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giftcards" ADD CONSTRAINT "giftcards_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giftcards" ADD CONSTRAINT "giftcards_order_id_giftcard_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."giftcard_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "giftcard_orders_status_idx" ON "giftcard_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "giftcards_due_idx" ON "giftcards" USING btree ("delivered_at","deliver_at");
CREATE TYPE "public"."fee_status" AS ENUM('none', 'processing', 'paid', 'requires_action', 'failed');--> statement-breakpoint
ALTER TYPE "public"."reservation_status" ADD VALUE 'held';--> statement-breakpoint
CREATE TABLE "booking_modules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_modules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"experience_ids" integer[],
	"tables" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_modules_venue_slug_uq" UNIQUE("venue_id","slug")
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "module_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "duration_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guarantee_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guarantee_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "free_cancellation_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_customer_id" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "setup_intent_id" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "fee_status" "fee_status" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "fee_payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "fee_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "fee_charged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "late_cancellation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_modules" ADD CONSTRAINT "booking_modules_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_module_id_booking_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."booking_modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_venue_status_idx" ON "reservations" USING btree ("venue_id","status","created_at");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_guarantee_check" CHECK ("reservations"."guarantee_type" between 0 and 2 and "reservations"."guarantee_amount" >= 0);
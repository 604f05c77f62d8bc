CREATE TYPE "public"."reservation_payment_status" AS ENUM('none', 'awaiting', 'paid', 'refund_pending', 'refunded', 'refund_failed');--> statement-breakpoint
ALTER TABLE "reservations" ALTER COLUMN "extra_answers" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_status" "reservation_payment_status" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_issue" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_payment_intent_id_unique" UNIQUE("payment_intent_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_payment_check" CHECK ("reservations"."payment_type" between 0 and 2 and "reservations"."payment_amount" >= 0 and "reservations"."refunded_amount" >= 0);--> statement-breakpoint
UPDATE "reservations" SET "extra_answers" = '[]'::jsonb WHERE jsonb_typeof("extra_answers") <> 'array';
ALTER TABLE "giftcard_redemptions" DROP CONSTRAINT "giftcard_redemptions_amount_check";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "giftcard_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "giftcard_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "giftcard_last4" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "giftcard_returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_giftcard_id_giftcards_id_fk" FOREIGN KEY ("giftcard_id") REFERENCES "public"."giftcards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "giftcard_redemptions" ADD CONSTRAINT "giftcard_redemptions_amount_check" CHECK ("giftcard_redemptions"."amount" <> 0 and "giftcard_redemptions"."balance_after" >= 0);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_giftcard_check" CHECK ("reservations"."giftcard_amount" between 0 and "reservations"."payment_amount");
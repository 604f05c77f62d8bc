ALTER TABLE "venues" ADD COLUMN "retention_days" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "giftcard_orders" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "giftcard_orders" ALTER COLUMN "birth_date" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_claims" ADD COLUMN "anonymized_at" timestamp with time zone;

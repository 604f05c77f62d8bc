ALTER TABLE "giftcard_orders" ADD COLUMN "voucher_experience_id" integer;--> statement-breakpoint
ALTER TABLE "giftcard_orders" ADD COLUMN "voucher_guests" smallint;--> statement-breakpoint
ALTER TABLE "giftcard_orders" ADD COLUMN "voucher_covers" text;--> statement-breakpoint
ALTER TABLE "giftcard_products" ADD COLUMN "voucher_experience_key" text;--> statement-breakpoint
ALTER TABLE "giftcard_products" ADD COLUMN "voucher_guests" smallint;--> statement-breakpoint
ALTER TABLE "giftcard_products" ADD COLUMN "voucher_covers" text;--> statement-breakpoint
ALTER TABLE "giftcard_orders" ADD CONSTRAINT "giftcard_orders_voucher_experience_id_experiences_id_fk" FOREIGN KEY ("voucher_experience_id") REFERENCES "public"."experiences"("id") ON DELETE set null ON UPDATE no action;
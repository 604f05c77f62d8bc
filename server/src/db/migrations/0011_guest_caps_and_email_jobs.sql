ALTER TABLE "email_outbox" ADD COLUMN "job" jsonb;--> statement-breakpoint
ALTER TABLE "promo_claims" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "client_key" text;--> statement-breakpoint
CREATE INDEX "promo_claims_promotion_client_idx" ON "promo_claims" USING btree ("promotion_id","client_key");--> statement-breakpoint
CREATE INDEX "reservations_venue_date_client_idx" ON "reservations" USING btree ("venue_id","date","client_key");
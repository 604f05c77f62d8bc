ALTER TYPE "public"."reservation_status" ADD VALUE 'offered';--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "remind_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reminded_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "reconfirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "closed_reason" text;--> statement-breakpoint
CREATE INDEX "reservations_remind_at_idx" ON "reservations" USING btree ("remind_at") WHERE "reservations"."remind_at" is not null;--> statement-breakpoint
CREATE INDEX "reservations_release_at_idx" ON "reservations" USING btree ("release_at") WHERE "reservations"."release_at" is not null;--> statement-breakpoint
CREATE INDEX "reservations_status_hold_idx" ON "reservations" USING btree ("status","hold_expires_at");
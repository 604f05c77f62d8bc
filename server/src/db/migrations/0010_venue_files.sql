CREATE TABLE "frontpage_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "frontpage_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"token" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "frontpage_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "booking_modules" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "giftcard_products" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "giftcard_products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "languages" text[] DEFAULT '{it,en,fr,es,de}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "key" text;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "frontpage_tokens" ADD CONSTRAINT "frontpage_tokens_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Rows made before venue files get the ids a venue file will name them by (export shows them).
UPDATE "experiences" SET "key" = CASE WHEN "hash" ~ '^[a-z0-9][a-z0-9-]{0,62}$' THEN "hash" ELSE 'experience-' || "id" END;--> statement-breakpoint
UPDATE "giftcard_products" SET "key" = 'gift-card-' || "id";--> statement-breakpoint
UPDATE "zones" SET "key" = 'zone-' || "id";--> statement-breakpoint
ALTER TABLE "experiences" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "giftcard_products" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "zones" ALTER COLUMN "key" SET NOT NULL;--> statement-breakpoint
-- Every venue's token so far becomes its first front-page token; the demo ones mark demo venues.
INSERT INTO "frontpage_tokens" ("venue_id", "token", "label") SELECT "id", "frontpage_token", 'initial' FROM "venues";--> statement-breakpoint
UPDATE "venues" SET "demo" = true WHERE "frontpage_token" LIKE 'fp\_demo\_%';--> statement-breakpoint
CREATE INDEX "frontpage_tokens_venue_idx" ON "frontpage_tokens" USING btree ("venue_id");--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_venue_key_uq" UNIQUE("venue_id","key");--> statement-breakpoint
ALTER TABLE "giftcard_products" ADD CONSTRAINT "giftcard_products_venue_key_uq" UNIQUE("venue_id","key");--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_venue_key_uq" UNIQUE("venue_id","key");
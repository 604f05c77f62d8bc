CREATE TABLE "staff_actions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_actions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"staff_token_id" integer,
	"token_label" text NOT NULL,
	"action" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"result" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"staff_token_id" integer NOT NULL,
	"token_label" text NOT NULL,
	"session_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "staff_sessions_session_hash_unique" UNIQUE("session_hash")
);
--> statement-breakpoint
ALTER TABLE "giftcard_redemptions" ADD COLUMN "staff_label" text;--> statement-breakpoint
ALTER TABLE "promo_claims" ADD COLUMN "redeemed_by_label" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "arrived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_actions" ADD CONSTRAINT "staff_actions_staff_token_id_staff_tokens_id_fk" FOREIGN KEY ("staff_token_id") REFERENCES "public"."staff_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_token_id_staff_tokens_id_fk" FOREIGN KEY ("staff_token_id") REFERENCES "public"."staff_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_actions_venue_idx" ON "staff_actions" USING btree ("venue_id","id");--> statement-breakpoint
CREATE INDEX "staff_sessions_token_idx" ON "staff_sessions" USING btree ("staff_token_id");--> statement-breakpoint
-- Redemptions made before labels were kept: the label their token has now (added by hand to
-- the generated SQL; drizzle-kit writes schema changes only).
UPDATE "promo_claims" SET "redeemed_by_label" = "staff_tokens"."label" FROM "staff_tokens" WHERE "staff_tokens"."id" = "promo_claims"."redeemed_by";--> statement-breakpoint
UPDATE "giftcard_redemptions" SET "staff_label" = "staff_tokens"."label" FROM "staff_tokens" WHERE "staff_tokens"."id" = "giftcard_redemptions"."staff_token_id";

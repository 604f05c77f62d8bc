-- A guest known by their history (modules/reservations/guest-history): every reservation carries
-- the keys that name its guest, computed by the database from what the guest typed, so no writer
-- can forget them and an erasure (which empties the e-mail and the phone) takes them away too.
-- The e-mail's key is its normal form (lib/email-address.ts normaliseEmail: lower case, +tag
-- dropped, Gmail's dots dropped and googlemail.com as gmail.com); the phone's, its digits with
-- the prefix, when there are at least 6 of them.
ALTER TABLE "reservations" ADD COLUMN "guest_email_key" text GENERATED ALWAYS AS (
  nullif(
    CASE
      WHEN position('@' in btrim(lower("email"))) > 1 THEN
        CASE
          WHEN split_part(btrim(lower("email")), '@', 2) IN ('gmail.com', 'googlemail.com') THEN
            replace(regexp_replace(split_part(btrim(lower("email")), '@', 1), '^([^+]+)\+.*$', '\1'), '.', '') || '@gmail.com'
          ELSE regexp_replace(split_part(btrim(lower("email")), '@', 1), '^([^+]+)\+.*$', '\1') || '@' || split_part(btrim(lower("email")), '@', 2)
        END
      ELSE btrim(lower("email"))
    END,
    ''
  )
) STORED;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "guest_phone_key" text GENERATED ALWAYS AS (
  CASE WHEN length(regexp_replace("phone", '\D', '', 'g')) >= 6 THEN regexp_replace("phone_prefix" || "phone", '\D', '', 'g') END
) STORED;--> statement-breakpoint
CREATE INDEX "reservations_guest_email_idx" ON "reservations" ("venue_id", "guest_email_key") WHERE "guest_email_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "reservations_guest_phone_idx" ON "reservations" ("venue_id", "guest_phone_key") WHERE "guest_phone_key" IS NOT NULL;--> statement-breakpoint
-- What staff note about a guest, kept per venue and found again by either key on the next visit.
CREATE TABLE "guest_notes" (
  "id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "venue_id" integer NOT NULL REFERENCES "venues"("id") ON DELETE CASCADE,
  "email_key" text,
  "phone_key" text,
  "note" text NOT NULL,
  "updated_by" text NOT NULL DEFAULT '',
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "guest_notes_key_check" CHECK ("email_key" IS NOT NULL OR "phone_key" IS NOT NULL)
);--> statement-breakpoint
CREATE INDEX "guest_notes_venue_email_idx" ON "guest_notes" ("venue_id", "email_key") WHERE "email_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "guest_notes_venue_phone_idx" ON "guest_notes" ("venue_id", "phone_key") WHERE "phone_key" IS NOT NULL;

-- An experience's link is unique within its venue, not across venues: a venue copied from
-- another's file keeps the same links. Nothing looks an experience up by its link alone.
-- Deferred to the commit, so one apply can swap two experiences' links.
ALTER TABLE "experiences" DROP CONSTRAINT "experiences_hash_unique";--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_venue_hash_uq" UNIQUE("venue_id","hash") DEFERRABLE INITIALLY DEFERRED;

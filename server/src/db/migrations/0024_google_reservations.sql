-- Reserve with Google (modules/google-reservations): the venue's switch and merchant id, where a
-- booking came from, Google's user of a Google booking, and the real-time updates' outbox.
ALTER TABLE "venues" ADD COLUMN "google" jsonb;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "source" text DEFAULT 'page' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "google_user_id" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_source_check" CHECK ("reservations"."source" in ('page', 'embed', 'google', 'staff'));--> statement-breakpoint
CREATE INDEX "reservations_google_user_idx" ON "reservations" USING btree ("venue_id","google_user_id") WHERE "reservations"."google_user_id" is not null;--> statement-breakpoint
CREATE TABLE "google_update_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "google_update_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"kind" text NOT NULL,
	"reservation_id" integer,
	"date" date,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_update_jobs_status_check" CHECK ("google_update_jobs"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "google_update_jobs_kind_check" CHECK ("google_update_jobs"."kind" in ('booking', 'availability'))
);--> statement-breakpoint
ALTER TABLE "google_update_jobs" ADD CONSTRAINT "google_update_jobs_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_update_jobs" ADD CONSTRAINT "google_update_jobs_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "google_update_jobs_due_idx" ON "google_update_jobs" USING btree ("status","next_attempt_at");

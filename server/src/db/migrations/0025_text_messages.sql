-- Text messages (modules/text-messages): the guest's consent as given at booking (when, and the
-- wording's version), the outbox of texts worked by lease like the e-mail outbox (one row per
-- booking and kind: dedupe_key is unique, so two instances never queue the same text twice), and
-- the numbers that replied STOP, per venue.
ALTER TABLE "reservations" ADD COLUMN "text_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "text_consent_version" text;--> statement-breakpoint
CREATE TABLE "text_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "text_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"venue_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_messages_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "text_messages_status_check" CHECK ("status" in ('pending', 'sent', 'failed', 'dropped')),
	CONSTRAINT "text_messages_kind_check" CHECK ("kind" in ('confirmation', 'reminder', 'offer'))
);--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_messages" ADD CONSTRAINT "text_messages_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_messages_due_idx" ON "text_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "text_messages_reservation_idx" ON "text_messages" USING btree ("reservation_id");--> statement-breakpoint
CREATE TABLE "text_opt_outs" (
	"venue_id" integer NOT NULL,
	"phone" text NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "text_opt_outs_venue_id_phone_pk" PRIMARY KEY("venue_id","phone")
);--> statement-breakpoint
ALTER TABLE "text_opt_outs" ADD CONSTRAINT "text_opt_outs_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;

-- Every committed change to what the front page reads (venue, opening shifts, zones, closures,
-- experiences, booking modules, reservations) is announced on the channel 'frontpage_changes'
-- as '<table>:<venue id>' ('*' when the row does not name a venue). PostgreSQL delivers a
-- NOTIFY only at COMMIT and drops it on ROLLBACK, and merges the same message sent twice in one
-- transaction: each API instance LISTENs and drops its cached reads of that venue
-- (server/src/modules/read-cache). Any writer counts: another instance, the CLI, a manual SQL.
CREATE FUNCTION frontpage_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify(
    'frontpage_changes',
    TG_TABLE_NAME || ':' || coalesce(CASE WHEN TG_NARGS > 0 THEN to_jsonb(coalesce(NEW, OLD)) ->> TG_ARGV[0] END, '*')
  );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER venues_notify_change AFTER INSERT OR UPDATE OR DELETE ON venues FOR EACH ROW EXECUTE FUNCTION frontpage_notify_change('id');
--> statement-breakpoint
CREATE TRIGGER opening_shifts_notify_change AFTER INSERT OR UPDATE OR DELETE ON opening_shifts FOR EACH ROW EXECUTE FUNCTION frontpage_notify_change('venue_id');
--> statement-breakpoint
CREATE TRIGGER zones_notify_change AFTER INSERT OR UPDATE OR DELETE ON zones FOR EACH ROW EXECUTE FUNCTION frontpage_notify_change('venue_id');
--> statement-breakpoint
CREATE TRIGGER closures_notify_change AFTER INSERT OR UPDATE OR DELETE ON closures FOR EACH ROW EXECUTE FUNCTION frontpage_notify_change('venue_id');
--> statement-breakpoint
CREATE TRIGGER experiences_notify_change AFTER INSERT OR UPDATE OR DELETE ON experiences FOR EACH ROW EXECUTE FUNCTION frontpage_notify_change('venue_id');
--> statement-breakpoint
CREATE TRIGGER experience_zones_notify_change AFTER INSERT OR UPDATE OR DELETE ON experience_zones FOR EACH ROW EXECUTE FUNCTION frontpage_notify_change();
--> statement-breakpoint
CREATE TRIGGER booking_modules_notify_change AFTER INSERT OR UPDATE OR DELETE ON booking_modules FOR EACH ROW EXECUTE FUNCTION frontpage_notify_change('venue_id');
--> statement-breakpoint
CREATE TRIGGER reservations_notify_change AFTER INSERT OR UPDATE OR DELETE ON reservations FOR EACH ROW EXECUTE FUNCTION frontpage_notify_change('venue_id');

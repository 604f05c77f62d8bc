CREATE TABLE "experience_guest_totals" (
	"experience_id" integer PRIMARY KEY NOT NULL,
	"guests" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experience_guest_totals" ADD CONSTRAINT "experience_guest_totals_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- experience_guest_totals follows every committed change of reservations, in its transaction:
-- a reservation counts while it is pending, confirmed or a no-show (holds are counted apart).
-- A decrease never inserts (the experience may be going away: ON DELETE SET NULL fires this).
CREATE FUNCTION experience_guest_totals_add(exp integer, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta > 0 THEN
    INSERT INTO experience_guest_totals (experience_id, guests) VALUES (exp, delta)
      ON CONFLICT (experience_id) DO UPDATE SET guests = experience_guest_totals.guests + delta;
  ELSIF delta < 0 THEN
    UPDATE experience_guest_totals SET guests = guests + delta WHERE experience_id = exp;
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION experience_guest_totals_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_exp integer;
  old_pax integer := 0;
  new_exp integer;
  new_pax integer := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.experience_id IS NOT NULL AND OLD.status IN ('pending', 'confirmed', 'no_show') THEN
    old_exp := OLD.experience_id;
    old_pax := OLD.pax;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.experience_id IS NOT NULL AND NEW.status IN ('pending', 'confirmed', 'no_show') THEN
    new_exp := NEW.experience_id;
    new_pax := NEW.pax;
  END IF;
  IF old_exp IS NOT DISTINCT FROM new_exp THEN
    IF new_exp IS NOT NULL THEN
      PERFORM experience_guest_totals_add(new_exp, new_pax - old_pax);
    END IF;
  -- Two experiences (an edit moved the booking): rows in id order, so two such edits never
  -- wait on each other in a cycle.
  ELSIF old_exp IS NULL OR (new_exp IS NOT NULL AND new_exp < old_exp) THEN
    PERFORM experience_guest_totals_add(new_exp, new_pax);
    IF old_exp IS NOT NULL THEN PERFORM experience_guest_totals_add(old_exp, -old_pax); END IF;
  ELSE
    PERFORM experience_guest_totals_add(old_exp, -old_pax);
    IF new_exp IS NOT NULL THEN PERFORM experience_guest_totals_add(new_exp, new_pax); END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reservations_experience_guest_totals AFTER INSERT OR DELETE OR UPDATE OF experience_id, status, pax ON reservations
  FOR EACH ROW EXECUTE FUNCTION experience_guest_totals_follow();
--> statement-breakpoint
INSERT INTO experience_guest_totals (experience_id, guests)
  SELECT r.experience_id, sum(r.pax)::integer FROM reservations r
  WHERE r.experience_id IS NOT NULL AND r.status IN ('pending', 'confirmed', 'no_show')
  GROUP BY r.experience_id;

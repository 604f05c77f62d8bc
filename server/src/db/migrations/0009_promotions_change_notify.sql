-- The promotions list is answered from the read cache too (server/src/modules/read-cache): a
-- committed change of a promotion (a claim counts its row down) is announced like the others.
-- The cache drops only the answers that read promotions (its 'promotions' topic), not the
-- venue's calendar: a burst of claims must not empty the booking pages' cache.
CREATE TRIGGER promotions_notify_change AFTER INSERT OR UPDATE OR DELETE ON promotions FOR EACH ROW EXECUTE FUNCTION frontpage_notify_change('venue_id');

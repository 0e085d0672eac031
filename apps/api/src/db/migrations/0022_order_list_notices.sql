-- Order-list notices (docs/decisions/027-order-list-cache.md): every API instance keeps the pages of a sender's
-- order list (and their home tiles) it has read in memory, so whatever changes what they show must tell every
-- instance. The database says it, whoever writes the row: a NOTIFY on tote_order_lists with the sender's id,
-- delivered at commit and dropped on rollback. A page shows, per order, its own columns (and is filtered, searched
-- and counted by the sender, the status, search_text and created_at) and the name of the traveler of its carrying
-- match, read through matches -> trips -> users; the tiles add the trip's arrival. So: any change of an order (for
-- its old and its new sender), any change of a match (for its order's sender), a trip moving to another traveler
-- or landing at another time, and a traveler's new name (for the senders of the orders matched on them), and '*'
-- on a TRUNCATE of any of the four tables.
CREATE FUNCTION order_list_notice_of_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('tote_order_lists', OLD.sender_id::text);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.sender_id IS DISTINCT FROM OLD.sender_id) THEN
    PERFORM pg_notify('tote_order_lists', NEW.sender_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The order's sender, when the order is still there (a match deleted with its order: the order's own trigger
-- has said it).
CREATE FUNCTION order_list_notice_of_match() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('tote_order_lists', orders.sender_id::text) FROM orders WHERE orders.id = OLD.order_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.order_id IS DISTINCT FROM OLD.order_id) THEN
    PERFORM pg_notify('tote_order_lists', orders.sender_id::text) FROM orders WHERE orders.id = NEW.order_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every match on the trip, ended ones too: a cancelled or failed order still shows the traveler its end unmatched.
CREATE FUNCTION order_list_notice_of_trip() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tote_order_lists', senders.sender_id::text)
    FROM (SELECT DISTINCT orders.sender_id FROM matches JOIN orders ON orders.id = matches.order_id
          WHERE matches.trip_id = NEW.id) AS senders;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- matches.traveler_id (0021) finds the traveler's matches from its index; ended ones too, as for a trip.
CREATE FUNCTION order_list_notice_of_traveler() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tote_order_lists', senders.sender_id::text)
    FROM (SELECT DISTINCT orders.sender_id FROM matches JOIN orders ON orders.id = matches.order_id
          WHERE matches.traveler_id = NEW.id) AS senders;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE names no rows: '*' tells every instance to forget every list it holds.
CREATE FUNCTION order_list_notice_of_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tote_order_lists', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_list_notice_insert_delete AFTER INSERT OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION order_list_notice_of_order();
--> statement-breakpoint
-- Any change of the row: most columns are shown, filtered or searched, and the rest change rarely.
CREATE TRIGGER orders_list_notice_update AFTER UPDATE ON orders
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION order_list_notice_of_order();
--> statement-breakpoint
CREATE TRIGGER orders_list_notice_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_list_notice_of_truncate();
--> statement-breakpoint
CREATE TRIGGER matches_list_notice_insert_delete AFTER INSERT OR DELETE ON matches
  FOR EACH ROW EXECUTE FUNCTION order_list_notice_of_match();
--> statement-breakpoint
-- Which match carries an order (unmatched_at), on which trip, for which order: any change of the row.
CREATE TRIGGER matches_list_notice_update AFTER UPDATE ON matches
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION order_list_notice_of_match();
--> statement-breakpoint
CREATE TRIGGER matches_list_notice_truncate AFTER TRUNCATE ON matches
  FOR EACH STATEMENT EXECUTE FUNCTION order_list_notice_of_truncate();
--> statement-breakpoint
-- The home tiles show when the trip lands. A trip keeps its traveler (ADR 026), so that part never fires today;
-- it keeps the cache true if that ever changes.
CREATE TRIGGER trips_list_notice_update AFTER UPDATE ON trips
  FOR EACH ROW WHEN ((OLD.traveler_id, OLD.arrival_at) IS DISTINCT FROM (NEW.traveler_id, NEW.arrival_at))
  EXECUTE FUNCTION order_list_notice_of_trip();
--> statement-breakpoint
CREATE TRIGGER trips_list_notice_truncate AFTER TRUNCATE ON trips
  FOR EACH STATEMENT EXECUTE FUNCTION order_list_notice_of_truncate();
--> statement-breakpoint
CREATE TRIGGER users_list_notice_full_name AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name)
  EXECUTE FUNCTION order_list_notice_of_traveler();
--> statement-breakpoint
CREATE TRIGGER users_list_notice_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION order_list_notice_of_truncate();

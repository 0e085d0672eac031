-- A traveler's deliveries are listed newest order first (docs/decisions/026-lists-at-scale.md). The traveler is
-- the trip's and the date the order's, so no one index held that order: a busy traveler's page sorted all of
-- their deliveries across three tables. The match now carries both, copied by the database from the trip and the
-- order (neither changes once the match exists: a match never moves to another trip or order, a trip keeps its
-- traveler, an order its created_at), so matches_traveler_order_created_at_idx serves the page and its count.
ALTER TABLE "matches" ADD COLUMN "traveler_id" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "order_created_at" timestamp with time zone;--> statement-breakpoint
CREATE FUNCTION matches_copy_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT traveler_id INTO NEW.traveler_id FROM trips WHERE id = NEW.trip_id;
  SELECT created_at INTO NEW.order_created_at FROM orders WHERE id = NEW.order_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER matches_copy_sort_keys BEFORE INSERT OR UPDATE OF trip_id, order_id ON matches
  FOR EACH ROW EXECUTE FUNCTION matches_copy_sort_keys();
--> statement-breakpoint
UPDATE "matches" SET "traveler_id" = "trips"."traveler_id", "order_created_at" = "orders"."created_at"
  FROM "trips", "orders" WHERE "trips"."id" = "matches"."trip_id" AND "orders"."id" = "matches"."order_id";--> statement-breakpoint
ALTER TABLE "matches" ALTER COLUMN "traveler_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ALTER COLUMN "order_created_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "matches_traveler_order_created_at_idx" ON "matches" USING btree ("traveler_id","order_created_at","order_id","unmatched_at");

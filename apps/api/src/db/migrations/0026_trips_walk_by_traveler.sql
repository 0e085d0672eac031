-- The staff's trip search by a name many people share (admin.repo.ts tripHits) walks the trips in departure order,
-- in a status or not, and tests each one's traveler: with the traveler in the index, from the index alone. Without
-- it, /admin-l's Travelers tab (approved, not departed) read and sorted every upcoming trip first: 61 ms p95 at full
-- scale (bench/lists.mjs).
DROP INDEX "trips_departure_at_id_idx";--> statement-breakpoint
DROP INDEX "trips_status_departure_at_id_idx";--> statement-breakpoint
CREATE INDEX "trips_departure_at_id_traveler_idx" ON "trips" USING btree ("departure_at","id","traveler_id");--> statement-breakpoint
CREATE INDEX "trips_status_departure_at_id_traveler_idx" ON "trips" USING btree ("status","departure_at","id","traveler_id");
-- The staff's trip search by a name many people share (admin.repo.ts tripHits): the trips are read in departure
-- order, newest or soonest first, until a page of that name's trips is found, where reading every namesake's
-- trips took 15-50 ms at full scale (bench/lists.mjs). 300,000 trips: a few MB, written once per new trip.
CREATE INDEX "trips_departure_at_id_idx" ON "trips" USING btree ("departure_at","id");
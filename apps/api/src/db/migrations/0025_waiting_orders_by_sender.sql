-- The staff's search of the orders in a status by a name (/admin-l's waiting orders, admin.repo.ts newestOrderHits):
-- the orders in the status newest first with their sender, from the index alone. Without the sender PostgreSQL read
-- and sorted every waiting order to test their senders' names (300 ms at full scale, bench/lists.mjs).
DROP INDEX "orders_status_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "orders_status_created_at_id_sender_idx" ON "orders" USING btree ("status","created_at","id","sender_id");
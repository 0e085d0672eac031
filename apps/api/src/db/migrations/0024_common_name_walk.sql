-- The staff's order list searched by a name many people share (admin.repo.ts newestOrderHits): a page is found by
-- reading the orders, and the orders being carried, newest first and keeping the namesakes' rows, from the index
-- alone: the sender joins the every-order index, and the carried orders get theirs with the traveler. At full scale
-- (bench/lists.mjs) about 16 MB and 25 MB.
DROP INDEX "orders_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "matches_active_order_created_at_idx" ON "matches" USING btree ("order_created_at","order_id","traveler_id") WHERE "matches"."unmatched_at" is null;--> statement-breakpoint
CREATE INDEX "orders_created_at_id_sender_idx" ON "orders" USING btree ("created_at","id","sender_id");
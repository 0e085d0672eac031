DROP INDEX "notifications_user_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_sender_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_at_idx";--> statement-breakpoint
DROP INDEX "trips_traveler_departure_at_idx";--> statement-breakpoint
DROP INDEX "trips_status_departure_at_idx";--> statement-breakpoint
CREATE INDEX "disputes_resolved_idx" ON "disputes" USING btree ("resolved_at" DESC NULLS FIRST,"id") WHERE "disputes"."status" = 'resolved';--> statement-breakpoint
CREATE INDEX "matches_order_id_idx" ON "matches" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_at_id_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_sender_created_at_id_idx" ON "orders" USING btree ("sender_id","created_at","id","status");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_id_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_at_id_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "trips_traveler_departure_at_id_idx" ON "trips" USING btree ("traveler_id","departure_at","id");--> statement-breakpoint
CREATE INDEX "trips_status_departure_at_id_idx" ON "trips" USING btree ("status","departure_at","id");--> statement-breakpoint
CREATE INDEX "trips_search_trgm_idx" ON "trips" USING gin ((lower("booking_id" || chr(10) || "airline" || chr(10) || "flight_number" || chr(10) || "departure_city" || chr(10) || "arrival_city")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_state_trgm_idx" ON "users" USING gin ("state" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_senders_name_idx" ON "users" USING btree ("full_name","id") WHERE "users"."is_sender";--> statement-breakpoint
CREATE INDEX "users_travelers_name_idx" ON "users" USING btree ("full_name","id") WHERE "users"."is_traveler";
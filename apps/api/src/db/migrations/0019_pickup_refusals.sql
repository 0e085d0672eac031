CREATE TABLE "pickup_refusal_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refusal_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_refusals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"traveler_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"refused_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pickup_refusal_photos" ADD CONSTRAINT "pickup_refusal_photos_refusal_id_pickup_refusals_id_fk" FOREIGN KEY ("refusal_id") REFERENCES "public"."pickup_refusals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_refusals" ADD CONSTRAINT "pickup_refusals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_refusals" ADD CONSTRAINT "pickup_refusals_traveler_id_users_id_fk" FOREIGN KEY ("traveler_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_refusal_photos_refusal_position_key" ON "pickup_refusal_photos" USING btree ("refusal_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "pickup_refusal_photos_storage_key_key" ON "pickup_refusal_photos" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "pickup_refusals_order_id_idx" ON "pickup_refusals" USING btree ("order_id");
CREATE TABLE "receiver_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "receiver_links" ADD CONSTRAINT "receiver_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receiver_links" ADD CONSTRAINT "receiver_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receiver_links_token_hash_key" ON "receiver_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "receiver_links_active_order_key" ON "receiver_links" USING btree ("order_id") WHERE "receiver_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "receiver_links_order_id_idx" ON "receiver_links" USING btree ("order_id");
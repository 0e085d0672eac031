ALTER TABLE "orders" ADD COLUMN "contents_attested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prohibited_list_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_contents_attestation_check" CHECK (("orders"."contents_attested_at" is null) = ("orders"."prohibited_list_version" is null));
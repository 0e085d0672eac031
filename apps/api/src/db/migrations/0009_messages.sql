CREATE TABLE "conversation_reads" (
	"conversation_id" uuid NOT NULL,
	"user_id" uuid,
	"last_read_message_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"order_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "conversations_kind_check" CHECK (("conversations"."kind" = 'support' and "conversations"."user_id" is not null and "conversations"."order_id" is null)
        or ("conversations"."kind" = 'delivery' and "conversations"."order_id" is not null and "conversations"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"author_id" uuid,
	"author_is_staff" boolean NOT NULL,
	"body" text NOT NULL,
	"image_key" text,
	"image_type" text,
	"image_size" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_reads" ADD CONSTRAINT "conversation_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_reads_user_key" ON "conversation_reads" USING btree ("conversation_id","user_id") WHERE "conversation_reads"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_reads_staff_key" ON "conversation_reads" USING btree ("conversation_id") WHERE "conversation_reads"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_support_user_key" ON "conversations" USING btree ("user_id") WHERE "conversations"."kind" = 'support';--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_delivery_order_key" ON "conversations" USING btree ("order_id") WHERE "conversations"."kind" = 'delivery';--> statement-breakpoint
CREATE INDEX "messages_conversation_id_id_idx" ON "messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "messages_author_created_at_idx" ON "messages" USING btree ("author_id","created_at");
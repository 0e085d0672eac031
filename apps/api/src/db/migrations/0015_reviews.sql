CREATE TABLE "review_reminders" (
	"order_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reminded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "review_reminders_order_id_user_id_pk" PRIMARY KEY("order_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "window_closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "revealed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "report_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "report_outcome" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "report_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "report_decided_by" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "review_reminders" ADD CONSTRAINT "review_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reminders" ADD CONSTRAINT "review_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_report_decided_by_users_id_fk" FOREIGN KEY ("report_decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_order_id_idx" ON "reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reviews_open_reports_idx" ON "reviews" USING btree ("reported_at") WHERE "reviews"."reported_at" is not null and "reviews"."report_outcome" is null;--> statement-breakpoint
CREATE INDEX "reviews_unrevealed_idx" ON "reviews" USING btree ("window_closes_at") WHERE "reviews"."revealed_at" is null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_report_outcome_check" CHECK ("reviews"."report_outcome" is null or "reviews"."report_outcome" in ('hidden', 'dismissed'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_reason_check" CHECK ("reviews"."hidden_at" is null or "reviews"."hidden_reason" is not null);--> statement-breakpoint
-- hand-written: begin
-- reviews written before the window existed (demo rows) were already shown: they stay shown.
UPDATE "reviews" SET "revealed_at" = "created_at" WHERE "revealed_at" IS NULL;
--> statement-breakpoint
-- hand-written: a review never changes once sent (docs/decisions/018-reviews.md): its stars, text, author,
-- subject and order are refused by the database itself; the reply, report and hiding columns may be set.
CREATE OR REPLACE FUNCTION reviews_content_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.rating IS DISTINCT FROM OLD.rating OR NEW.text IS DISTINCT FROM OLD.text
     OR NEW.subject_user_id IS DISTINCT FROM OLD.subject_user_id
     OR (NEW.author_user_id IS DISTINCT FROM OLD.author_user_id AND NEW.author_user_id IS NOT NULL)
     OR (NEW.order_id IS DISTINCT FROM OLD.order_id AND NEW.order_id IS NOT NULL) THEN
    RAISE EXCEPTION 'a review''s content never changes once written';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_content_frozen BEFORE UPDATE ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_content_frozen();
-- hand-written: end

CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"delivery_id" text NOT NULL,
	"sender_id" uuid NOT NULL,
	"traveler_id" uuid NOT NULL,
	"payment_id" uuid,
	"reason" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"outcome" text,
	"refund_minor" bigint,
	"currency" text,
	"resolution_note" text,
	"resolved_by" uuid,
	"opened_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"refund_due_since" timestamp with time zone,
	"provider_refund_id" text,
	CONSTRAINT "disputes_order_id_key" UNIQUE("order_id"),
	CONSTRAINT "disputes_resolution" CHECK (("disputes"."status" = 'open' and "disputes"."outcome" is null and "disputes"."resolved_at" is null)
        or ("disputes"."status" = 'resolved' and "disputes"."outcome" is not null and "disputes"."resolved_at" is not null
            and "disputes"."refund_minor" is not null and "disputes"."refund_minor" >= 0))
);
--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_kind_check";--> statement-breakpoint
ALTER TABLE "earnings" ADD COLUMN "refunded_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "dispute_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_traveler_id_users_id_fk" FOREIGN KEY ("traveler_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("opened_at") WHERE "disputes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "disputes_sender_idx" ON "disputes" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "disputes_traveler_idx" ON "disputes" USING btree ("traveler_id");--> statement-breakpoint
CREATE INDEX "disputes_refund_due_idx" ON "disputes" USING btree ("refund_due_since") WHERE "disputes"."refund_due_since" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_dispute_order_key" ON "conversations" USING btree ("order_id") WHERE "conversations"."kind" = 'dispute';--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_kind_check" CHECK (("conversations"."kind" = 'support' and "conversations"."user_id" is not null and "conversations"."order_id" is null)
        or ("conversations"."kind" in ('delivery', 'dispute') and "conversations"."order_id" is not null and "conversations"."user_id" is null));--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_refunded" CHECK ("earnings"."refunded_minor" between 0 and "earnings"."amount_minor");--> statement-breakpoint
-- hand-written: begin
-- A resolved dispute is final (docs/decisions/019-disputes.md): its status, outcome and refund never change
-- again, whatever code or hand-typed SQL tries. Only the provider refund's bookkeeping may still move.
CREATE FUNCTION disputes_resolved_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'resolved' AND (
    NEW.status IS DISTINCT FROM OLD.status
    OR NEW.outcome IS DISTINCT FROM OLD.outcome
    OR NEW.refund_minor IS DISTINCT FROM OLD.refund_minor
  ) THEN
    RAISE EXCEPTION 'dispute % is resolved and cannot change', OLD.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'disputes_resolved_final';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER disputes_resolved_final BEFORE UPDATE ON disputes
  FOR EACH ROW EXECUTE FUNCTION disputes_resolved_final();
-- hand-written: end

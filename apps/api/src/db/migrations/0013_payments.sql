CREATE TABLE "payment_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"provider_event_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_attempts_provider_event_id_key" UNIQUE("provider_event_id"),
	CONSTRAINT "payment_attempts_outcome" CHECK ("payment_attempts"."outcome" in ('authorized', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"delivery_id" text NOT NULL,
	"sender_id" uuid NOT NULL,
	"traveler_id" uuid NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"currency" text NOT NULL,
	"carriage_minor" bigint NOT NULL,
	"service_fee_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"fee_rate_bps" integer NOT NULL,
	"fee_minimum_minor" bigint NOT NULL,
	"release_hold_hours" integer NOT NULL,
	"capture_after" timestamp with time zone NOT NULL,
	"checkout_attempt" integer DEFAULT 0 NOT NULL,
	"provider_session_id" text,
	"checkout_url" text,
	"checkout_expires_at" timestamp with time zone,
	"provider_payment_id" text,
	"hold_key" text,
	"release_key" text,
	"refund_key" text,
	"due_call" text,
	"due_since" timestamp with time zone,
	"pay_request_mailed_at" timestamp with time zone,
	"release_due" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"authorized_at" timestamp with time zone,
	"captured_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_match_id_key" UNIQUE("match_id"),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('requires_payment', 'authorized', 'captured', 'released', 'voided', 'refunded')),
	CONSTRAINT "payments_amounts" CHECK ("payments"."carriage_minor" >= 0 and "payments"."service_fee_minor" >= 0
        and "payments"."total_minor" = "payments"."carriage_minor" + "payments"."service_fee_minor"
        and "payments"."refunded_minor" between 0 and "payments"."total_minor"),
	CONSTRAINT "payments_due_call" CHECK (("payments"."due_call" is null) = ("payments"."due_since" is null))
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"delivery_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"provider_payment_id" text,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_checkout_sessions_idempotency_key" UNIQUE("idempotency_key"),
	CONSTRAINT "test_checkout_sessions_status" CHECK ("test_checkout_sessions"."status" in ('open', 'complete', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "test_provider_operations" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount_minor" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_provider_operations_kind" CHECK ("test_provider_operations"."kind" in ('capture', 'void', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "test_provider_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_traveler_id_users_id_fk" FOREIGN KEY ("traveler_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD CONSTRAINT "test_checkout_sessions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_payment_id_idx" ON "payment_attempts" USING btree ("payment_id","at");--> statement-breakpoint
CREATE INDEX "payments_order_id_idx" ON "payments" USING btree ("order_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_due_idx" ON "payments" USING btree ("due_since") WHERE "payments"."due_call" is not null;--> statement-breakpoint
CREATE INDEX "payments_authorized_capture_after_idx" ON "payments" USING btree ("capture_after") WHERE "payments"."status" = 'authorized';--> statement-breakpoint
CREATE UNIQUE INDEX "provider_events_provider_event_id_key" ON "provider_events" USING btree ("provider","event_id");--> statement-breakpoint
-- hand-written: begin
-- A payment's status only moves forward along its life (docs/decisions/017-payments-and-escrow.md), whatever
-- code or hand-typed SQL tries: requires_payment → authorized → captured → released or refunded; voided from
-- requires_payment (the match ended before anyone paid) or authorized (the hold let go).
CREATE FUNCTION payments_status_forward_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND NOT (
    (OLD.status = 'requires_payment' AND NEW.status IN ('authorized', 'voided'))
    OR (OLD.status = 'authorized' AND NEW.status IN ('captured', 'voided'))
    OR (OLD.status = 'captured' AND NEW.status IN ('released', 'refunded'))
  ) THEN
    RAISE EXCEPTION 'payment % cannot go from % to %', OLD.id, OLD.status, NEW.status
      USING ERRCODE = 'check_violation', CONSTRAINT = 'payments_status_forward_only';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payments_status_forward_only BEFORE UPDATE OF status ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_status_forward_only();
-- hand-written: end

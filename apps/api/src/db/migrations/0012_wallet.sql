CREATE TABLE "earnings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"traveler_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"delivery_id" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"made_available_at" timestamp with time zone,
	"frozen" boolean DEFAULT false NOT NULL,
	"ledger_key" text NOT NULL,
	CONSTRAINT "earnings_order_id_key" UNIQUE("order_id"),
	CONSTRAINT "earnings_ledger_key" UNIQUE("ledger_key"),
	CONSTRAINT "earnings_amount_positive" CHECK ("earnings"."amount_minor" > 0),
	CONSTRAINT "earnings_currency" CHECK ("earnings"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "earnings_hold" CHECK ("earnings"."available_at" >= "earnings"."earned_at")
);
--> statement-breakpoint
CREATE TABLE "payout_methods" (
	"traveler_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"holder_name" text NOT NULL,
	"country" text NOT NULL,
	"last4" text NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payout_methods_kind" CHECK ("payout_methods"."kind" in ('iban', 'us_account')),
	CONSTRAINT "payout_methods_country" CHECK ("payout_methods"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "payout_methods_last4" CHECK ("payout_methods"."last4" ~ '^[0-9A-Z]{4}$')
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"traveler_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"destination" text NOT NULL,
	"provider" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"provider_payout_id" text,
	"ledger_transaction_key" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"failure_reason" text,
	CONSTRAINT "payouts_ledger_transaction_key" UNIQUE("ledger_transaction_key"),
	CONSTRAINT "payouts_traveler_idempotency_key" UNIQUE("traveler_id","idempotency_key"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_minor" > 0),
	CONSTRAINT "payouts_currency" CHECK ("payouts"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payouts_status" CHECK ("payouts"."status" in ('requested', 'approved', 'paid', 'failed')),
	CONSTRAINT "payouts_status_times" CHECK (("payouts"."status" = 'paid') = ("payouts"."paid_at" is not null)
        and ("payouts"."status" = 'failed') = ("payouts"."failed_at" is not null and "payouts"."failure_reason" is not null)
        and ("payouts"."status" <> 'approved' or "payouts"."approved_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_traveler_id_users_id_fk" FOREIGN KEY ("traveler_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings" ADD CONSTRAINT "earnings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_traveler_id_users_id_fk" FOREIGN KEY ("traveler_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_traveler_id_users_id_fk" FOREIGN KEY ("traveler_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earnings_due_idx" ON "earnings" USING btree ("available_at") WHERE "earnings"."made_available_at" is null and not "earnings"."frozen";--> statement-breakpoint
CREATE INDEX "earnings_traveler_available_at_idx" ON "earnings" USING btree ("traveler_id","available_at");--> statement-breakpoint
CREATE INDEX "payouts_status_requested_at_idx" ON "payouts" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "payouts_traveler_requested_at_idx" ON "payouts" USING btree ("traveler_id","requested_at" DESC NULLS LAST);
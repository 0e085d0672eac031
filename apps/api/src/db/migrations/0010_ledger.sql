CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"currency" char(3) NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"posted_balance" bigint DEFAULT 0 NOT NULL,
	"pending_debits" bigint DEFAULT 0 NOT NULL,
	"pending_credits" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_accounts_code_key" UNIQUE("code"),
	CONSTRAINT "ledger_accounts_id_currency_key" UNIQUE("id","currency"),
	CONSTRAINT "ledger_accounts_code_format" CHECK ("ledger_accounts"."code" ~ '^[a-z][a-z_]*(:[A-Za-z0-9_.-]+)+$'),
	CONSTRAINT "ledger_accounts_kind_format" CHECK ("ledger_accounts"."kind" ~ '^[a-z][a-z_]*$'),
	CONSTRAINT "ledger_accounts_currency_format" CHECK ("ledger_accounts"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "ledger_accounts_pending_not_negative" CHECK ("ledger_accounts"."pending_debits" >= 0 and "ledger_accounts"."pending_credits" >= 0),
	CONSTRAINT "ledger_accounts_non_negative" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."posted_balance" - "ledger_accounts"."pending_debits" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"posted_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "ledger_transactions_idempotency_key" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transactions_kind_format" CHECK ("ledger_transactions"."kind" ~ '^[a-z][a-z_]*$'),
	CONSTRAINT "ledger_transactions_status" CHECK ("ledger_transactions"."status" in ('pending', 'posted', 'voided')),
	CONSTRAINT "ledger_transactions_status_times" CHECK (("ledger_transactions"."status" = 'posted') = ("ledger_transactions"."posted_at" is not null)
        and ("ledger_transactions"."status" = 'voided') = ("ledger_transactions"."voided_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_currency_fk" FOREIGN KEY ("account_id","currency") REFERENCES "public"."ledger_accounts"("id","currency") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_id_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_id_id_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_pending_created_at_idx" ON "ledger_transactions" USING btree ("created_at") WHERE "ledger_transactions"."status" = 'pending';--> statement-breakpoint
-- Hand-written (docs/decisions/015-ledger.md): the rules of the ledger that the database enforces itself, so no
-- code path, present or future, and no hand-typed SQL can break them. Plain PL/pgSQL: PGlite and PostgreSQL 15
-- both run it.
--
-- Entries are append-only: a mistake is reversed by a new transaction, never edited away.
CREATE FUNCTION ledger_refuse_entry_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only: % refused', TG_OP
    USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'ledger_entries_append_only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_entry_change();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_entry_change();
--> statement-breakpoint
-- Every transaction's entries sum to zero per currency, checked at COMMIT (deferred): the entries of one
-- transaction go in one at a time, and only the whole set has to balance.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  SELECT currency, sum(amount) AS total INTO unbalanced
    FROM ledger_entries WHERE transaction_id = NEW.transaction_id
    GROUP BY currency HAVING sum(amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: its % entries sum to %',
      NEW.transaction_id, unbalanced.currency, unbalanced.total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transactions_balanced';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
-- A transaction without entries moves nothing and would only confuse the history: refused at COMMIT.
CREATE FUNCTION ledger_check_has_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_entries WHERE transaction_id = NEW.id) THEN
    RAISE EXCEPTION 'ledger transaction % has no entries', NEW.id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transactions_has_entries';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_transactions_has_entries AFTER INSERT ON ledger_transactions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_has_entries();
--> statement-breakpoint
-- The cached balances follow the entries: a posted entry moves posted_balance, a pending one pending_debits or
-- pending_credits. The UPDATE takes the account's row lock (modules/ledger takes them first, in id order, so
-- concurrent posts queue instead of deadlocking) and re-reads the row under it, so no increment is lost; the
-- CHECKs on ledger_accounts then refuse a non-negative account going below zero.
CREATE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx_status text;
BEGIN
  SELECT status INTO tx_status FROM ledger_transactions WHERE id = NEW.transaction_id;
  IF tx_status = 'posted' THEN
    UPDATE ledger_accounts SET posted_balance = posted_balance + NEW.amount WHERE id = NEW.account_id;
  ELSIF tx_status = 'pending' THEN
    UPDATE ledger_accounts
      SET pending_debits = pending_debits + greatest(-NEW.amount, 0),
          pending_credits = pending_credits + greatest(NEW.amount, 0)
      WHERE id = NEW.account_id;
  ELSE
    RAISE EXCEPTION 'ledger transaction % is voided: no entries may be added', NEW.transaction_id
      USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'ledger_transactions_status_once';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry();
--> statement-breakpoint
-- A transaction changes only its status, once: pending → posted or pending → voided (with the matching time).
-- Nothing else about it is ever edited, and it is never deleted.
CREATE FUNCTION ledger_guard_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    RAISE EXCEPTION 'ledger transactions are never deleted: % refused', TG_OP
      USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'ledger_transactions_immutable';
  END IF;
  IF NEW.id <> OLD.id OR NEW.kind <> OLD.kind OR NEW.idempotency_key <> OLD.idempotency_key
     OR NEW.fingerprint <> OLD.fingerprint OR NEW.metadata <> OLD.metadata OR NEW.created_at <> OLD.created_at THEN
    RAISE EXCEPTION 'ledger transaction %: only its status may change', OLD.id
      USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'ledger_transactions_immutable';
  END IF;
  IF OLD.status <> 'pending' OR NEW.status NOT IN ('posted', 'voided') THEN
    RAISE EXCEPTION 'ledger transaction %: status % → % refused (only pending → posted or voided, once)',
      OLD.id, OLD.status, NEW.status
      USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'ledger_transactions_status_once';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_guard BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_transaction();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_guard_transaction();
--> statement-breakpoint
-- Posting moves a pending transaction's amounts from the pending columns into posted_balance; voiding only
-- releases them. Neither can take an account below zero: the hold already counted against it.
CREATE FUNCTION ledger_settle_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE ledger_accounts a
    SET posted_balance = a.posted_balance + CASE WHEN NEW.status = 'posted' THEN e.total ELSE 0 END,
        pending_debits = a.pending_debits - e.debits,
        pending_credits = a.pending_credits - e.credits
    FROM (
      SELECT account_id, sum(amount) AS total,
             sum(greatest(-amount, 0)) AS debits, sum(greatest(amount, 0)) AS credits
        FROM ledger_entries WHERE transaction_id = NEW.id GROUP BY account_id
    ) e
    WHERE a.id = e.account_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_settle AFTER UPDATE OF status ON ledger_transactions
  FOR EACH ROW WHEN (OLD.status = 'pending' AND NEW.status <> 'pending')
  EXECUTE FUNCTION ledger_settle_transaction();
--> statement-breakpoint
-- An account's identity never changes under its entries: code, kind and currency are fixed once created.
CREATE FUNCTION ledger_guard_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id <> OLD.id OR NEW.code <> OLD.code OR NEW.kind <> OLD.kind OR NEW.currency <> OLD.currency THEN
    RAISE EXCEPTION 'ledger account %: code, kind and currency never change', OLD.code
      USING ERRCODE = 'integrity_constraint_violation', CONSTRAINT = 'ledger_accounts_identity';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_identity BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_guard_account();

import { createHash, randomUUID } from 'node:crypto';
import { commonErrors } from '@tote/validation/contract';
import { type Currency, formatMoney, type Money } from '@tote/validation/orders';
import {
  DEFAULT_MIN_WITHDRAWAL_MINOR,
  DEFAULT_RELEASE_HOLD_HOURS,
  type Payout,
  type PayoutListQuery,
  PayoutListQuerySchema,
  type PayoutMethod,
  type PayoutPage,
  type SavePayoutMethodSchema,
  type Wallet,
  type WalletEntry,
  type WalletHistoryPage,
  WalletHistoryQuerySchema,
  walletErrors,
  walletMessages,
} from '@tote/validation/wallet';
import type { FastifyBaseLogger } from 'fastify';
import { ValidationErrorsIBAN, validateIBAN } from 'ibantools';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { EarningRow } from '../../db/schema/earnings';
import type { PayoutMethodRow } from '../../db/schema/payout-methods';
import type { PayoutRow } from '../../db/schema/payouts';
import { raise } from '../../errors';
import type { Clock } from '../../plugins/clock';
import type { Mailer, MailMessage } from '../../plugins/mail';
import { publishOnCommit } from '../events/publish';
import {
  balanceOf,
  historyOf,
  type LedgerBalance,
  LedgerError,
  type LedgerHistoryEntry,
  postPending,
  postTransaction,
  voidPending,
} from '../ledger/ledger.service';
import { notify } from '../notifications/notifications.service';
import {
  CLEARING_ACCOUNT,
  ensureMoneyAccount,
  IN_TRANSIT_ACCOUNT,
  moneyAccounts,
  travelerAvailableAccount,
  travelerPendingAccount,
} from '../payments/money-accounts';
import {
  type PaymentProviderAdapter,
  type PayoutDestination,
  type ProviderEvent,
  ProviderUnavailable,
} from '../payments/provider';
import { payoutFailedMail, payoutPaidMail } from './wallet.mail';
import * as repo from './wallet.repo';

/**
 * The traveler's wallet (docs/decisions/017-payments-and-escrow.md): earnings, payout methods, withdrawals and
 * payouts, all money moved through the ledger (docs/decisions/015-ledger.md), never a balance of our own.
 *
 * - An earning arrives in `traveler:<id>:pending` (posted by payments when a delivery is handed over, with
 *   recordEarning in the same transaction); after the hold, releaseDueEarnings moves it to
 *   `traveler:<id>:available`.
 * - A withdrawal is a pending ledger transaction `available → payouts:in-transit` (a hold: out of reach at once)
 *   and a payout row, in one database transaction. Paid posts the hold and sends the money out
 *   (`payouts:in-transit → provider:clearing`), so nothing stays in transit; failed voids it (back in
 *   available).
 * - Lock order: the wallet's row (payout, earning) first, then the ledger's (its transaction row, then its
 *   accounts in id order), on every path, so two staff members, a webhook and the scheduler queue instead of
 *   deadlocking.
 */

// ---- ledger accounts ------------------------------------------------------------------------------------------

/**
 * `traveler:<id>:pending`, created if needed: payments calls it before posting a release into it, so the two
 * modules open it the one way (modules/payments/money-accounts.ts holds every shared code and kind).
 */
export function ensureTravelerPendingAccount(db: Database, travelerId: string, currency: string, at: Date) {
  return ensureMoneyAccount(db, moneyAccounts.travelerPending(travelerId), currency, at);
}

const ensureAvailableAccount = (db: Database, travelerId: string, currency: string, at: Date) =>
  ensureMoneyAccount(db, moneyAccounts.travelerAvailable(travelerId), currency, at);

const ensureInTransitAccount = (db: Database, currency: string, at: Date) =>
  ensureMoneyAccount(db, moneyAccounts.inTransit, currency, at);

/** The marketplace prices in USD for now (orders.ts CURRENCIES); a wallet is in that currency. */
const WALLET_CURRENCY: Currency = 'USD';

const money = (amountMinor: number, currency: string = WALLET_CURRENCY): Money => ({
  amountMinor,
  currency: currency as Currency,
});

/** A balance, or nothing yet when the account was never opened. */
async function balanceOrZero(db: Database, code: string): Promise<LedgerBalance | null> {
  try {
    return await balanceOf(db, code);
  } catch (error) {
    if (error instanceof LedgerError && error.code === 'account_not_found') return null;
    throw error;
  }
}

// ---- settings -------------------------------------------------------------------------------------------------

export interface WalletConfig {
  /** RELEASE_HOLD_HOURS: how long an earning stays pending after the hand-over. */
  releaseHoldHours: number;
  /** MIN_WITHDRAWAL_MINOR: the smallest withdrawal. */
  minWithdrawalMinor: number;
}

export const DEFAULT_WALLET_CONFIG: WalletConfig = {
  releaseHoldHours: DEFAULT_RELEASE_HOLD_HOURS,
  minWithdrawalMinor: DEFAULT_MIN_WITHDRAWAL_MINOR,
};

/** When an earning made at `earnedAt` becomes available (payments passes it to recordEarning). */
export const releaseTimeOf = (earnedAt: Date, holdHours = DEFAULT_RELEASE_HOLD_HOURS) =>
  new Date(earnedAt.getTime() + holdHours * 60 * 60 * 1000);

/** What the wallet needs of the payment provider: the payout half of its interface. */
export type PayoutProvider = Pick<
  PaymentProviderAdapter,
  'name' | 'payoutMode' | 'savePayoutAccount' | 'createPayout'
>;

// ---- earnings -------------------------------------------------------------------------------------------------

export interface RecordEarningInput {
  travelerId: string;
  deliveryId: string;
  orderId: string;
  amount: Money;
  earnedAt: Date;
  availableAt: Date;
  /** Released while a dispute is open (docs/decisions/019-disputes.md): it stays pending until resolved. */
  frozen?: boolean;
}

/**
 * Records what the traveler earned for a delivery. Payments calls it INSIDE its release transaction, right after
 * posting `escrow:order:<id> → traveler:<id>:pending`: the money is already in the ledger, this is the row that
 * says when it frees. Idempotent by order: a retried release records nothing twice and returns the first row.
 */
export async function recordEarning(tx: Database, input: RecordEarningInput): Promise<EarningRow> {
  if (!Number.isSafeInteger(input.amount.amountMinor) || input.amount.amountMinor <= 0) {
    throw new RangeError(`an earning is a positive integer amount (${input.amount.amountMinor})`);
  }
  const id = randomUUID();
  const inserted = await repo.insertEarning(tx, {
    id,
    travelerId: input.travelerId,
    orderId: input.orderId,
    deliveryId: input.deliveryId,
    amountMinor: input.amount.amountMinor,
    currency: input.amount.currency,
    earnedAt: input.earnedAt,
    availableAt: input.availableAt,
    frozen: input.frozen ?? false,
    ledgerKey: `available:${id}`,
  });
  if (inserted) {
    await publishOnCommit(tx, [input.travelerId], {
      type: 'wallet.changed',
      travelerId: input.travelerId,
      payoutId: null,
    });
    return inserted;
  }
  const existing = await repo.findEarningOfOrder(tx, input.orderId);
  if (!existing) throw new Error(`the earning of order ${input.orderId} conflicted but is not found`);
  return existing;
}

/**
 * A dispute opened about the order (docs/decisions/019-disputes.md): its earning, if the release happened, stays
 * pending whatever its hold says until staff resolve it. On the dispute's transaction; answers the earning.
 */
export async function freezeEarning(tx: Database, orderId: string): Promise<EarningRow | undefined> {
  const earning = await repo.lockEarningOfOrder(tx, orderId);
  if (!earning || earning.madeAvailableAt || earning.frozen) return earning;
  const frozen = await repo.updateEarning(tx, earning.id, { frozen: true });
  await publishOnCommit(tx, [earning.travelerId], {
    type: 'wallet.changed',
    travelerId: earning.travelerId,
    payoutId: null,
  });
  return frozen;
}

/**
 * The dispute resolved (docs/decisions/019-disputes.md): `refundMinor` of the earning went back to the sender
 * (payments posted it out of `traveler:<id>:pending` on this transaction). The earning is unfrozen and keeps its
 * hold: the scheduler makes the rest available at `available_at` (at its next run when that has passed). An
 * earning refunded whole is closed with nothing left to move.
 */
export async function settleDisputedEarning(
  tx: Database,
  input: { orderId: string; refundMinor: number; at: Date },
): Promise<EarningRow | undefined> {
  const earning = await repo.lockEarningOfOrder(tx, input.orderId);
  if (!earning || earning.madeAvailableAt) return earning;
  const refunded = earning.refundedMinor + input.refundMinor;
  if (refunded > earning.amountMinor) throw new RangeError(`refund above the earning of ${earning.orderId}`);
  const settled = await repo.updateEarning(tx, earning.id, {
    frozen: false,
    refundedMinor: refunded,
    madeAvailableAt: refunded === earning.amountMinor ? input.at : null,
  });
  await publishOnCommit(tx, [earning.travelerId], {
    type: 'wallet.changed',
    travelerId: earning.travelerId,
    payoutId: null,
  });
  return settled;
}

export interface ReleaseResult {
  released: number;
  /** Earnings the ledger refused (logged): they stay pending and are tried again next time. */
  failed: number;
}

/**
 * The scheduler's step: every earning whose hold is over, not frozen, moves `traveler:<id>:pending →
 * traveler:<id>:available` (ledger key `available:<earningId>`) and gets made_available_at, one database
 * transaction each. Safe on several instances at once: the earning is locked (SKIP LOCKED) and re-checked
 * before anything moves, and the ledger key makes a repeat move nothing.
 */
export async function releaseDueEarnings(
  db: Database,
  now: Date,
  options: { log?: FastifyBaseLogger; batchSize?: number } = {},
): Promise<ReleaseResult> {
  const batchSize = options.batchSize ?? 200;
  const result: ReleaseResult = { released: 0, failed: 0 };
  const refused = new Set<string>();
  for (;;) {
    const ids = (await repo.listDueEarningIds(db, now, batchSize + refused.size)).filter(
      (id) => !refused.has(id),
    );
    if (ids.length === 0) return result;
    for (const id of ids) {
      try {
        const moved = await db.transaction(async (tx) => {
          const earning = await repo.lockDueEarning(tx, id, now);
          if (!earning) return false; // another instance has it, or it is frozen or done since we listed it
          await ensureAvailableAccount(tx, earning.travelerId, earning.currency, now);
          await postTransaction(tx, {
            idempotencyKey: earning.ledgerKey,
            kind: 'earning_available',
            entries: [
              // What a dispute refunded of it went back to the sender already (ADR 019).
              {
                account: travelerPendingAccount(earning.travelerId),
                amount: -(earning.amountMinor - earning.refundedMinor),
              },
              {
                account: travelerAvailableAccount(earning.travelerId),
                amount: earning.amountMinor - earning.refundedMinor,
              },
            ],
            metadata: { earningId: earning.id, deliveryId: earning.deliveryId, orderId: earning.orderId },
            at: now,
          });
          await repo.markEarningAvailable(tx, earning.id, now);
          await publishOnCommit(tx, [earning.travelerId], {
            type: 'wallet.changed',
            travelerId: earning.travelerId,
            payoutId: null,
          });
          return true;
        });
        if (moved) result.released += 1;
      } catch (error) {
        refused.add(id);
        result.failed += 1;
        options.log?.error({ err: error, earningId: id }, 'could not make an earning available');
      }
    }
    if (ids.length < batchSize) return result;
  }
}

// ---- bank accounts --------------------------------------------------------------------------------------------

/**
 * ABA routing number checksum (the American Bankers Association's MICR check digit): 3, 7, 1 weights over the
 * nine digits, sum divisible by 10; the first two digits name a Federal Reserve district (00–12), a thrift
 * (21–32), an electronic routing number (61–72) or travelers' cheques (80).
 */
export function isValidRoutingNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing) || /^0+$/.test(routing)) return false;
  const prefix = Number(routing.slice(0, 2));
  const prefixOk =
    (prefix >= 0 && prefix <= 12) ||
    (prefix >= 21 && prefix <= 32) ||
    (prefix >= 61 && prefix <= 72) ||
    prefix === 80;
  if (!prefixOk) return false;
  const d = [...routing].map(Number);
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = d.reduce((total, digit, i) => total + digit * (weights[i] as number), 0);
  return sum % 10 === 0;
}

const fieldError = (error: typeof walletErrors.ibanInvalid, field: string, text: string) =>
  raise(error, { message: text, fields: { [field]: text } });

/** The bank account as the provider needs it, after the checks only the server makes. */
function destinationOf(input: z.output<typeof SavePayoutMethodSchema>): PayoutDestination {
  if (input.kind === 'iban') {
    const checked = validateIBAN(input.iban);
    if (!checked.valid) {
      const unknownCountry = checked.errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry);
      throw fieldError(
        walletErrors.ibanInvalid,
        'iban',
        unknownCountry ? walletMessages.ibanCountryUnknown : walletMessages.ibanInvalid,
      );
    }
    return { kind: 'iban', holderName: input.holderName, iban: input.iban, country: input.iban.slice(0, 2) };
  }
  if (!isValidRoutingNumber(input.routingNumber)) {
    throw fieldError(walletErrors.ibanInvalid, 'routingNumber', walletMessages.routingNumberInvalid);
  }
  return {
    kind: 'us_account',
    holderName: input.holderName,
    accountNumber: input.accountNumber,
    routingNumber: input.routingNumber,
    country: 'US',
  };
}

const numberOf = (destination: PayoutDestination) =>
  destination.kind === 'iban' ? destination.iban : destination.accountNumber;

/** How a bank account is shown: its kind and last four characters, never more. */
const labelOf = (kind: PayoutMethodRow['kind'], last4: string) =>
  `${kind === 'iban' ? 'IBAN' : 'Account'} ••••${last4}`;

function toPayoutMethod(row: PayoutMethodRow): PayoutMethod {
  return {
    kind: row.kind,
    holderName: row.holderName,
    country: row.country,
    last4: row.last4,
    updatedAt: row.updatedAt.toISOString(),
  };
}

// ---- payouts --------------------------------------------------------------------------------------------------

export function toPayout(row: PayoutRow, travelerName: string): Payout {
  return {
    id: row.id,
    amount: money(row.amountMinor, row.currency),
    status: row.status,
    destination: row.destination,
    requestedAt: row.requestedAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    failedAt: row.failedAt?.toISOString() ?? null,
    failureReason: row.failureReason,
    traveler: { id: row.travelerId, fullName: travelerName },
  };
}

type Settlement = { status: 'paid' } | { status: 'failed'; reason: string };

/**
 * Decides a payout on the caller's transaction, the payout's row already locked: paid posts the withdrawal's hold
 * and sends the money out of in-transit; failed voids the hold (the money is back in available). The traveler
 * is notified (bell and live event on commit); the email to send after the commit is returned.
 */
async function settlePayout(
  tx: Database,
  payout: PayoutRow,
  outcome: Settlement,
  at: Date,
): Promise<{ row: PayoutRow; mail: MailMessage | null }> {
  const amount = money(payout.amountMinor, payout.currency);
  let row: PayoutRow;
  if (outcome.status === 'paid') {
    await postPending(tx, { idempotencyKey: payout.ledgerTransactionKey }, at);
    await postTransaction(tx, {
      idempotencyKey: `${repo.PAYOUT_SENT_KEY_PREFIX}${payout.id}`,
      kind: 'payout_sent',
      entries: [
        { account: IN_TRANSIT_ACCOUNT, amount: -payout.amountMinor },
        { account: CLEARING_ACCOUNT, amount: payout.amountMinor },
      ],
      metadata: { payoutId: payout.id, travelerId: payout.travelerId },
      at,
    });
    row = await repo.updatePayout(tx, payout.id, { status: 'paid', paidAt: at });
    await notify(
      tx,
      {
        userId: payout.travelerId,
        title: `Payout of ${formatMoney(amount)} paid`,
        body: `It was sent to ${payout.destination}.`,
      },
      at,
    );
  } else {
    await voidPending(tx, { idempotencyKey: payout.ledgerTransactionKey }, at);
    row = await repo.updatePayout(tx, payout.id, {
      status: 'failed',
      failedAt: at,
      failureReason: outcome.reason,
    });
    await notify(
      tx,
      {
        userId: payout.travelerId,
        title: `Payout of ${formatMoney(amount)} failed`,
        body: `${outcome.reason} The money is back in your available balance.`,
      },
      at,
    );
  }
  await publishOnCommit(
    tx,
    [payout.travelerId],
    { type: 'wallet.changed', travelerId: payout.travelerId, payoutId: payout.id },
    { staff: true },
  );
  const traveler = await repo.findTraveler(tx, payout.travelerId);
  const mail = !traveler
    ? null
    : outcome.status === 'paid'
      ? payoutPaidMail(traveler, amount, payout.destination)
      : payoutFailedMail(traveler, amount, payout.destination, outcome.reason);
  return { row, mail };
}

/** Mail that follows a change already committed: a failure is logged, the change stands. */
async function sendNotice(
  mailer: Mailer,
  log: FastifyBaseLogger | undefined,
  mail: MailMessage | null,
  context: Record<string, unknown>,
): Promise<void> {
  if (!mail) return;
  try {
    await mailer.send(mail);
  } catch (error) {
    log?.error({ err: error, ...context, subject: mail.subject }, 'could not send a wallet mail');
  }
}

export type PayoutEvent = Extract<ProviderEvent, { type: 'payout.paid' | 'payout.failed' }>;

export interface PayoutEventOutcome {
  /** False when there was nothing to do: an unknown payout, or one already decided (a repeated event). */
  applied: boolean;
  payout: PayoutRow | null;
  /** The traveler's email. Sent here when a mailer was given; otherwise the caller sends it after its commit. */
  mail: MailMessage | null;
}

/**
 * A payout.paid or payout.failed event from the provider's webhook. Runs in a transaction of its own, or a
 * savepoint of the caller's: with the caller's transaction, pass no mailer and send `mail` once it commits.
 * A payout already paid or failed is left as it is (a repeated or late event changes nothing).
 */
export async function applyPayoutEvent(
  db: Database,
  event: PayoutEvent,
  options: { at: Date; mailer?: Mailer; log?: FastifyBaseLogger },
): Promise<PayoutEventOutcome> {
  const outcome = await db.transaction(async (tx): Promise<PayoutEventOutcome> => {
    const payout = await repo.lockPayout(tx, event.payoutId);
    if (!payout) return { applied: false, payout: null, mail: null };
    if (payout.status === 'paid' || payout.status === 'failed') return { applied: false, payout, mail: null };
    const settled = await settlePayout(
      tx,
      payout,
      event.type === 'payout.paid' ? { status: 'paid' } : { status: 'failed', reason: event.reason },
      options.at,
    );
    return { applied: true, payout: settled.row, mail: settled.mail };
  });
  if (!outcome.payout) {
    options.log?.warn({ payoutId: event.payoutId, eventId: event.id }, 'payout event for an unknown payout');
  } else if (
    !outcome.applied &&
    outcome.payout.status !== (event.type === 'payout.paid' ? 'paid' : 'failed')
  ) {
    options.log?.error(
      { payoutId: event.payoutId, eventId: event.id, status: outcome.payout.status, event: event.type },
      'payout event contradicts a payout already decided',
    );
  }
  if (options.mailer) {
    await sendNotice(options.mailer, options.log, outcome.mail, { payoutId: event.payoutId });
    return { ...outcome, mail: null };
  }
  return outcome;
}

// ---- history --------------------------------------------------------------------------------------------------

const HISTORY_PAGE = 200;

async function wholeHistoryOf(db: Database, code: string): Promise<LedgerHistoryEntry[]> {
  const all: LedgerHistoryEntry[] = [];
  for (;;) {
    try {
      // Keyset, not page numbers: each chunk starts after the last entry read, so a long history costs one index
      // range per chunk instead of skipping every earlier entry again (ADR 026).
      const chunk = await historyOf(db, code, { pageSize: HISTORY_PAGE, beforeEntryId: all.at(-1)?.entryId });
      all.push(...chunk.entries);
      if (!chunk.hasMore) return all;
    } catch (error) {
      if (error instanceof LedgerError && error.code === 'account_not_found') return all;
      throw error;
    }
  }
}

/** A name-based UUID (RFC 9562 version 5 layout, SHA-256 here) for a history line that is not a transaction. */
function derivedUuid(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

const stringOf = (value: unknown) => (typeof value === 'string' ? value : null);

const PAYOUT_STATE_WORDS: Record<PayoutRow['status'], string> = {
  requested: 'waiting for approval',
  approved: 'on its way',
  paid: 'paid',
  failed: 'failed',
};

/**
 * The wallet's history from the ledger: the entries of the traveler's pending and available accounts, one line
 * per transaction (a move from pending to available touches both), plus a line when a withdrawal's hold was
 * voided (the payout failed and the money came back). Newest first.
 *
 * Read whole and paged here: the ledger pages one account at a time and a traveler's history is short (a line
 * per delivery and per withdrawal). Should it ever not be, the ledger can page several accounts at once.
 */
async function historyLines(db: Database, travelerId: string): Promise<WalletEntry[]> {
  const pendingCode = travelerPendingAccount(travelerId);
  const availableCode = travelerAvailableAccount(travelerId);
  const [pendingEntries, availableEntries] = [
    await wholeHistoryOf(db, pendingCode),
    await wholeHistoryOf(db, availableCode),
  ];
  // `seq`: the transaction's newest entry id, the ledger's own order, which breaks ties between lines of the
  // same instant (the clock does not move between an earning's steps in one request).
  type Group = {
    tx: LedgerHistoryEntry['transaction'];
    createdAt: Date;
    seq: number;
    pending: number;
    available: number;
  };
  const groups = new Map<string, Group>();
  const add = (entry: LedgerHistoryEntry, side: 'pending' | 'available') => {
    const group = groups.get(entry.transaction.id) ?? {
      tx: entry.transaction,
      createdAt: entry.createdAt,
      seq: entry.entryId,
      pending: 0,
      available: 0,
    };
    group[side] += entry.amount;
    group.seq = Math.max(group.seq, entry.entryId);
    groups.set(entry.transaction.id, group);
  };
  for (const entry of pendingEntries) add(entry, 'pending');
  for (const entry of availableEntries) add(entry, 'available');

  const payoutIds = [...groups.values()].flatMap((g) => stringOf(g.tx.metadata.payoutId) ?? []);
  const orderIds = [...groups.values()].flatMap((g) =>
    stringOf(g.tx.metadata.deliveryId) ? [] : (stringOf(g.tx.metadata.orderId) ?? []),
  );
  const payoutRows = new Map((await repo.findPayoutsByIds(db, payoutIds)).map((p) => [p.id, p]));
  const deliveryOfOrder = new Map(
    (await repo.findEarningsOfOrders(db, orderIds)).map((e) => [e.orderId, e.deliveryId]),
  );

  const lines: (WalletEntry & { seq: number })[] = [];
  for (const { tx, createdAt, seq, pending, available } of groups.values()) {
    const deliveryId =
      stringOf(tx.metadata.deliveryId) ?? deliveryOfOrder.get(stringOf(tx.metadata.orderId) ?? '') ?? null;
    const payoutId = stringOf(tx.metadata.payoutId);
    const payout = payoutId ? payoutRows.get(payoutId) : undefined;
    const base = { deliveryId, payoutId: payout ? payout.id : null };
    const forDelivery = deliveryId ? ` ${deliveryId}` : '';
    const line = (
      kind: WalletEntry['kind'],
      amount: number,
      at: Date,
      description: string,
      // A voided hold's second line comes after its first.
      later = false,
    ) =>
      lines.push({
        id: later ? derivedUuid(`${tx.id}:voided`) : tx.id,
        kind,
        amount: money(amount),
        at: at.toISOString(),
        description,
        ...base,
        seq: later ? seq + 0.5 : seq,
      });

    if (available < 0 && payout) {
      const destination = payout.destination;
      line(
        'withdrawn',
        available,
        createdAt,
        `Withdrawal to ${destination} (${PAYOUT_STATE_WORDS[payout.status]})`,
      );
      if (tx.status === 'voided' && tx.voidedAt) {
        const reason = payout.failureReason ? ` ${payout.failureReason}` : '';
        line(
          'payout_failed',
          -available,
          tx.voidedAt,
          `Payout to ${destination} failed.${reason} The money is back in your available balance.`,
          true,
        );
      }
      continue;
    }
    // Any other hold that was let go changed nothing the traveler had.
    if (tx.status === 'voided') continue;
    const at = tx.postedAt ?? createdAt;
    if (pending < 0 && available > 0) {
      line('available', available, at, `Delivery${forDelivery} is now available to withdraw`);
    } else if (pending > 0 || available > 0) {
      line('earned', pending + available, at, `Earned for delivery${forDelivery}`);
    } else if (pending < 0 || available < 0) {
      line('refunded', pending + available, at, `Refunded to the sender of delivery${forDelivery}`);
    }
  }
  return lines
    .sort((a, b) => (a.at === b.at ? b.seq - a.seq : a.at < b.at ? 1 : -1))
    .map(({ seq: _seq, ...line }) => line);
}

// ---- the service ----------------------------------------------------------------------------------------------

export interface WalletDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  provider: PayoutProvider;
  config?: Partial<WalletConfig>;
}

interface Person {
  id: string;
  email: string;
}

export function createWalletService({ db, clock, mailer, log, provider, config: overrides }: WalletDeps) {
  const config: WalletConfig = { ...DEFAULT_WALLET_CONFIG, ...overrides };

  async function payoutView(id: string): Promise<Payout> {
    const found = await repo.findPayoutView(db, id);
    if (!found) throw raise(commonErrors.notFound);
    return toPayout(found.payout, found.travelerName);
  }

  async function wallet(travelerId: string): Promise<Wallet> {
    const [available, pending, earnings, method] = [
      await balanceOrZero(db, travelerAvailableAccount(travelerId)),
      await balanceOrZero(db, travelerPendingAccount(travelerId)),
      await repo.listPendingEarnings(db, travelerId),
      await repo.findPayoutMethod(db, travelerId),
    ];
    return {
      available: money(available?.available ?? 0),
      pending: money(pending?.available ?? 0),
      pendingEarnings: earnings.map((e) => ({
        deliveryId: e.deliveryId,
        amount: money(e.amountMinor - e.refundedMinor, e.currency),
        availableAt: e.availableAt.toISOString(),
        frozen: e.frozen,
      })),
      inPayout: money(available?.pendingDebits ?? 0),
      minimumWithdrawal: money(config.minWithdrawalMinor),
      payoutMethod: method ? toPayoutMethod(method) : null,
    };
  }

  async function history(
    travelerId: string,
    query: z.input<typeof WalletHistoryQuerySchema>,
  ): Promise<WalletHistoryPage> {
    const { page, pageSize } = WalletHistoryQuerySchema.parse(query);
    const lines = await historyLines(db, travelerId);
    return {
      entries: lines.slice((page - 1) * pageSize, page * pageSize),
      total: lines.length,
      page,
      pageSize,
    };
  }

  /**
   * Asks the provider to pay a requested payout (idempotent by `payout:<id>`: a retry reaches the same provider
   * payout), then records it approved unless someone decided it meanwhile. Outside any database transaction: no
   * row stays locked while the provider answers.
   */
  async function sendToProvider(payout: PayoutRow): Promise<{ approved: boolean }> {
    const { providerPayoutId } = await provider.createPayout({
      payoutId: payout.id,
      travelerId: payout.travelerId,
      amount: money(payout.amountMinor, payout.currency),
      idempotencyKey: `payout:${payout.id}`,
      providerAccountId: payout.providerAccountId,
    });
    const at = clock.now();
    return db.transaction(async (tx) => {
      const locked = await repo.lockPayout(tx, payout.id);
      if (locked?.status !== 'requested') {
        log.warn(
          { payoutId: payout.id, status: locked?.status },
          'payout decided while the provider was asked',
        );
        return { approved: false };
      }
      await repo.updatePayout(tx, payout.id, { status: 'approved', providerPayoutId, approvedAt: at });
      await publishOnCommit(
        tx,
        [payout.travelerId],
        { type: 'wallet.changed', travelerId: payout.travelerId, payoutId: payout.id },
        { staff: true },
      );
      return { approved: true };
    });
  }

  /** Staff's paid / failed: the payout locked, its state checked, then settled; the email after the commit. */
  async function decide(payoutId: string, outcome: Settlement): Promise<Payout> {
    const at = clock.now();
    const { mail } = await db.transaction(async (tx) => {
      const payout = await repo.lockPayout(tx, payoutId);
      if (!payout) throw raise(commonErrors.notFound);
      if (outcome.status === 'paid' && payout.status === 'requested')
        throw raise(walletErrors.payoutNotApproved);
      if (payout.status !== 'requested' && payout.status !== 'approved')
        throw raise(walletErrors.payoutNotPending);
      return settlePayout(tx, payout, outcome, at);
    });
    await sendNotice(mailer, log, mail, { payoutId });
    return payoutView(payoutId);
  }

  async function payoutPage(
    filter: { travelerId?: string; order: 'newest' | 'oldest'; defaultStatus?: PayoutRow['status'] },
    query: PayoutListQuery,
  ): Promise<PayoutPage> {
    const { status, page, pageSize } = PayoutListQuerySchema.parse(query);
    const { rows, total } = await repo.listPayouts(db, {
      travelerId: filter.travelerId,
      status: status ?? filter.defaultStatus,
      order: filter.order,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    return { payouts: rows.map((r) => toPayout(r.payout, r.travelerName)), total, page, pageSize };
  }

  return {
    config,

    getWallet: (travelerId: string) => wallet(travelerId),

    getHistory: history,

    /**
     * Saves the bank account payouts go to: checked here (IBAN checksum and country with ibantools, the routing
     * number's ABA checksum), handed to the provider (key `payout-account:<travelerId>:<hash>`: the same account
     * saved twice is one provider call's worth), and only its last four characters kept.
     */
    async savePayoutMethod(
      traveler: Person,
      input: z.output<typeof SavePayoutMethodSchema>,
    ): Promise<PayoutMethod> {
      const destination = destinationOf(input);
      const existing = await repo.findPayoutMethod(db, traveler.id);
      const hash = createHash('sha256')
        .update(
          JSON.stringify([
            destination.kind,
            destination.holderName,
            destination.country,
            numberOf(destination),
          ]),
        )
        .digest('hex')
        .slice(0, 32);
      let providerAccountId: string;
      try {
        ({ providerAccountId } = await provider.savePayoutAccount({
          travelerId: traveler.id,
          email: traveler.email,
          existingAccountId: existing?.provider === provider.name ? existing.providerAccountId : null,
          destination,
          idempotencyKey: `payout-account:${traveler.id}:${hash}`,
        }));
      } catch (error) {
        if (error instanceof ProviderUnavailable) throw raise(walletErrors.providerUnavailable);
        throw error;
      }
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const saved = await repo.upsertPayoutMethod(tx, {
          travelerId: traveler.id,
          kind: destination.kind,
          holderName: destination.holderName,
          country: destination.country,
          last4: numberOf(destination).slice(-4),
          provider: provider.name,
          providerAccountId,
          createdAt: now,
          updatedAt: now,
        });
        await publishOnCommit(tx, [traveler.id], {
          type: 'wallet.changed',
          travelerId: traveler.id,
          payoutId: null,
        });
        return saved;
      });
      return toPayoutMethod(row);
    },

    /**
     * Withdraw: the payout row, then the ledger's hold `traveler:<id>:available → payouts:in-transit` (key
     * `withdraw:<payoutId>`), in one transaction. The row first: a repeat of the same Idempotency-Key waits on
     * its unique index and answers the first payout instead of being judged against the balance that payout
     * already took. The ledger locks the accounts and checks the balance under the lock, so of concurrent
     * withdrawals only those the balance covers are accepted. With a provider that pays by itself, it is then
     * asked to, outside the transaction (a failure leaves the payout requested for staff to retry).
     */
    async withdraw(
      traveler: Person,
      amountMinor: number,
      idempotencyKey: string = randomUUID(),
    ): Promise<Payout> {
      // The route's schema bounds it; callers from code get the same refusal rather than a ledger error.
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
        throw raise(commonErrors.validation, { fields: { amountMinor: walletMessages.amountInvalid } });
      }
      const earlier = await repo.findPayoutByKey(db, traveler.id, idempotencyKey);
      if (earlier) return payoutView(earlier.id);
      if (amountMinor < config.minWithdrawalMinor) {
        const text = walletMessages.belowMinimum.replace(
          '{minimum}',
          formatMoney(money(config.minWithdrawalMinor)),
        );
        throw raise(walletErrors.belowMinimum, { message: text, fields: { amountMinor: text } });
      }
      const method = await repo.findPayoutMethod(db, traveler.id);
      // An account saved with another provider is not one this provider can pay into.
      if (!method || method.provider !== provider.name) throw raise(walletErrors.noPayoutMethod);
      const now = clock.now();
      await ensureAvailableAccount(db, traveler.id, WALLET_CURRENCY, now);
      await ensureInTransitAccount(db, WALLET_CURRENCY, now);
      const id = randomUUID();
      const ledgerKey = `withdraw:${id}`;
      const created = await db.transaction(async (tx) => {
        const row = await repo.insertPayout(tx, {
          id,
          travelerId: traveler.id,
          amountMinor,
          currency: WALLET_CURRENCY,
          status: 'requested',
          destination: labelOf(method.kind, method.last4),
          provider: provider.name,
          providerAccountId: method.providerAccountId,
          ledgerTransactionKey: ledgerKey,
          idempotencyKey,
          requestedAt: now,
        });
        if (!row) return undefined; // the same key, committed by a concurrent request we waited for
        try {
          await postTransaction(tx, {
            idempotencyKey: ledgerKey,
            kind: 'withdrawal',
            pending: true,
            entries: [
              { account: travelerAvailableAccount(traveler.id), amount: -amountMinor },
              { account: IN_TRANSIT_ACCOUNT, amount: amountMinor },
            ],
            metadata: { payoutId: id, travelerId: traveler.id },
            at: now,
          });
        } catch (error) {
          if (error instanceof LedgerError && error.code === 'insufficient_funds') {
            const available = Number(error.details.available ?? 0);
            const text = walletMessages.aboveAvailable.replace('{available}', formatMoney(money(available)));
            throw raise(walletErrors.aboveAvailable, { message: text, fields: { amountMinor: text } });
          }
          throw error;
        }
        await publishOnCommit(
          tx,
          [traveler.id],
          { type: 'wallet.changed', travelerId: traveler.id, payoutId: id },
          { staff: true },
        );
        return row;
      });
      if (!created) {
        const first = await repo.findPayoutByKey(db, traveler.id, idempotencyKey);
        if (!first) throw new Error(`payout key ${idempotencyKey} conflicted but is not found`);
        return payoutView(first.id);
      }
      if (provider.payoutMode === 'provider') {
        try {
          await sendToProvider(created);
        } catch (error) {
          log.error({ err: error, payoutId: id }, 'the provider did not take the payout; it waits for staff');
        }
      }
      return payoutView(id);
    },

    listMyPayouts: (travelerId: string, query: PayoutListQuery) =>
      payoutPage({ travelerId, order: 'newest' }, query),

    /** Staff's Payouts queue: oldest first, the requested ones unless another status is asked for. */
    listPayouts: (query: PayoutListQuery) =>
      payoutPage({ order: 'oldest', defaultStatus: 'requested' }, query),

    async approvePayout(payoutId: string): Promise<Payout> {
      const payout = await repo.findPayout(db, payoutId);
      if (!payout) throw raise(commonErrors.notFound);
      if (payout.status !== 'requested') throw raise(walletErrors.payoutNotPending);
      let approved: boolean;
      try {
        ({ approved } = await sendToProvider(payout));
      } catch (error) {
        if (error instanceof ProviderUnavailable) throw raise(walletErrors.providerUnavailable);
        throw error;
      }
      if (!approved) throw raise(walletErrors.payoutNotPending);
      return payoutView(payoutId);
    },

    markPayoutPaid: (payoutId: string) => decide(payoutId, { status: 'paid' }),

    markPayoutFailed: (payoutId: string, reason: string) => decide(payoutId, { status: 'failed', reason }),

    applyPayoutEvent: (event: PayoutEvent) => applyPayoutEvent(db, event, { at: clock.now(), mailer, log }),

    /** Staff: a person's balances and latest history (zero for someone who never earned). */
    async getUserMoney(userId: string): Promise<{ wallet: Wallet; history: WalletHistoryPage }> {
      const user = await repo.findTraveler(db, userId);
      if (!user) throw raise(commonErrors.notFound);
      return { wallet: await wallet(userId), history: await history(userId, {}) };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;

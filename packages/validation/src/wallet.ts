import './zod-config';
import { z } from 'zod';
import { defineErrors } from './errors';
import { MoneySchema, PageQueryShape } from './orders';

/**
 * The traveler's wallet (docs/product/payments.md, The traveler's wallet: the Overview's Wallet tile and
 * /wallet "Withdraw Wallet"). Earnings arrive as pending when a delivery is handed over, become available after
 * the hold (no dispute open), and leave by a withdrawal that staff or the provider pays out
 * (docs/decisions/017-payments-and-escrow.md).
 */

/** How long delivered earnings stay pending before they can be withdrawn (disputes may freeze them meanwhile). */
export const DEFAULT_RELEASE_HOLD_HOURS = 72;
/** The smallest withdrawal, in minor units (a default; the server's setting decides). */
export const DEFAULT_MIN_WITHDRAWAL_MINOR = 1000;

export const PendingEarningSchema = z.object({
  deliveryId: z.string(),
  amount: MoneySchema,
  /** When it becomes available (the hand-over plus the hold). */
  availableAt: z.iso.datetime(),
  /** A dispute is open about the delivery: it stays pending until staff resolve it (ADR 019). */
  frozen: z.boolean(),
});

export const WalletSchema = z.object({
  available: MoneySchema,
  pending: MoneySchema,
  /** Each pending amount and the day it frees, soonest first. */
  pendingEarnings: z.array(PendingEarningSchema),
  /** Withdrawals asked for and not yet paid (already out of `available`). */
  inPayout: MoneySchema,
  minimumWithdrawal: MoneySchema,
  payoutMethod: z.lazy(() => PayoutMethodSchema).nullable(),
});
export type Wallet = z.infer<typeof WalletSchema>;

export const WALLET_ENTRY_KINDS = ['earned', 'available', 'withdrawn', 'payout_failed', 'refunded'] as const;
export const WalletEntryKindSchema = z.enum(WALLET_ENTRY_KINDS);
export type WalletEntryKind = z.infer<typeof WalletEntryKindSchema>;

/** A history line's kind in words, as the traveler's wallet and staff's view of it show it. */
export const walletEntryKindLabels: Record<WalletEntryKind, string> = {
  earned: 'Earned',
  available: 'Available',
  withdrawn: 'Withdrawn',
  payout_failed: 'Payout failed',
  refunded: 'Refunded',
};

/** One line of the wallet's history, newest first. */
export const WalletEntrySchema = z.object({
  id: z.uuid(),
  kind: WalletEntryKindSchema,
  /** Signed: what it did to the traveler's money (earned +, withdrawn −, a failed payout back +). */
  amount: MoneySchema,
  at: z.iso.datetime(),
  deliveryId: z.string().nullable(),
  payoutId: z.uuid().nullable(),
  description: z.string(),
});
export type WalletEntry = z.infer<typeof WalletEntrySchema>;

export const WalletHistoryQuerySchema = z.object({ ...PageQueryShape });
export const WalletHistoryPageSchema = z.object({
  entries: z.array(WalletEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type WalletHistoryPage = z.infer<typeof WalletHistoryPageSchema>;

export const walletMessages = {
  holderRequired: 'Enter the account holder’s name.',
  ibanInvalid: 'Enter a valid IBAN, e.g. GB82 WEST 1234 5698 7654 32.',
  ibanCountryUnknown:
    'This IBAN starts with a country code that does not use IBANs. Check the first two letters.',
  accountNumberInvalid: 'Enter a valid account number (4 to 17 digits).',
  routingNumberInvalid: 'Enter a valid 9-digit routing number.',
  amountInvalid: 'Enter an amount above $0.',
  amountTooLarge: 'Enter an amount of at most $1,000,000.',
  belowMinimum: 'The smallest withdrawal is {minimum}.',
  aboveAvailable: 'You can withdraw at most your available balance, {available}.',
  noPayoutMethod: 'Add a bank account before you withdraw.',
  payoutNotPending: 'This payout has already been decided.',
  payoutNotApproved: 'Approve this payout before marking it paid.',
  providerUnavailable: 'The payout provider did not answer. Nothing was sent; try again in a moment.',
  reasonRequired: 'Say why the payout failed.',
} as const;

/** A bank account to be paid into: an IBAN, or a US account and routing number. Only the last 4 are shown. */
export const PayoutMethodSchema = z.object({
  kind: z.enum(['iban', 'us_account']),
  holderName: z.string(),
  country: z.string(),
  last4: z.string(),
  updatedAt: z.iso.datetime(),
});
export type PayoutMethod = z.infer<typeof PayoutMethodSchema>;

/** "IBAN ••••1234" or "Account ••••6789": only the last four are ever kept, so only they are shown. */
export const payoutMethodLabel = (method: Pick<PayoutMethod, 'kind' | 'last4'>) =>
  `${method.kind === 'iban' ? 'IBAN' : 'Account'} ••••${method.last4}`;

const holderName = z
  .string({ error: walletMessages.holderRequired })
  .trim()
  .min(1, walletMessages.holderRequired)
  .max(120, 'Use at most 120 characters.');

/** The form's fields; the IBAN's checksum and the routing number's are checked by the server (ibantools). */
export const SavePayoutMethodSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('iban'),
    holderName,
    iban: z
      .string({ error: walletMessages.ibanInvalid })
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, walletMessages.ibanInvalid)),
  }),
  z.object({
    kind: z.literal('us_account'),
    holderName,
    accountNumber: z
      .string({ error: walletMessages.accountNumberInvalid })
      .trim()
      .regex(/^\d{4,17}$/, walletMessages.accountNumberInvalid),
    routingNumber: z
      .string({ error: walletMessages.routingNumberInvalid })
      .trim()
      .regex(/^\d{9}$/, walletMessages.routingNumberInvalid),
  }),
]);
export type SavePayoutMethod = z.input<typeof SavePayoutMethodSchema>;

/** The largest amount one withdrawal may ask for ($1,000,000), in minor units. */
export const MAX_WITHDRAWAL_MINOR = 100_000_000;

/** Withdraw: an amount in dollars as typed, turned into cents; the server checks it against the balance. */
export const WithdrawSchema = z.object({
  amountMinor: z.coerce
    .number({ error: walletMessages.amountInvalid })
    .int(walletMessages.amountInvalid)
    .positive(walletMessages.amountInvalid)
    // Far above any balance, and far below where integer arithmetic on minor units stops being exact.
    .max(MAX_WITHDRAWAL_MINOR, walletMessages.amountTooLarge),
});
export type Withdraw = z.input<typeof WithdrawSchema>;

/**
 * A payout's life, each step with its date and, when it failed, the reason: requested (the money left
 * `available`), approved (staff, or the provider accepted it), paid, or failed (the money is back in available).
 */
export const PAYOUT_STATUSES = ['requested', 'approved', 'paid', 'failed'] as const;
export const PayoutStatusSchema = z.enum(PAYOUT_STATUSES);
export type PayoutStatus = z.infer<typeof PayoutStatusSchema>;

export const payoutStatusLabels: Record<PayoutStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  paid: 'Paid',
  failed: 'Failed',
};

export const PayoutSchema = z.object({
  id: z.uuid(),
  amount: MoneySchema,
  status: PayoutStatusSchema,
  destination: z.string(),
  requestedAt: z.iso.datetime(),
  approvedAt: z.iso.datetime().nullable(),
  paidAt: z.iso.datetime().nullable(),
  failedAt: z.iso.datetime().nullable(),
  failureReason: z.string().nullable(),
  traveler: z.object({ id: z.uuid(), fullName: z.string() }),
});
export type Payout = z.infer<typeof PayoutSchema>;

export const PayoutListQuerySchema = z.object({
  status: PayoutStatusSchema.optional(),
  ...PageQueryShape,
});
export type PayoutListQuery = z.input<typeof PayoutListQuerySchema>;
export const PayoutPageSchema = z.object({
  payouts: z.array(PayoutSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PayoutPage = z.infer<typeof PayoutPageSchema>;

export const PayoutIdParamsSchema = z.object({ payoutId: z.uuid('Not a payout id.') });
export const FailPayoutSchema = z.object({
  reason: z
    .string({ error: walletMessages.reasonRequired })
    .trim()
    .min(1, walletMessages.reasonRequired)
    .max(500, 'Use at most 500 characters.'),
});

export const walletErrors = defineErrors({
  belowMinimum: { status: 400, code: 'withdrawal_below_minimum', message: walletMessages.belowMinimum },
  aboveAvailable: { status: 409, code: 'insufficient_balance', message: walletMessages.aboveAvailable },
  noPayoutMethod: { status: 409, code: 'payout_method_required', message: walletMessages.noPayoutMethod },
  payoutNotPending: { status: 409, code: 'payout_not_pending', message: walletMessages.payoutNotPending },
  payoutNotApproved: { status: 409, code: 'payout_not_approved', message: walletMessages.payoutNotApproved },
  ibanInvalid: { status: 400, code: 'validation_error', message: walletMessages.ibanInvalid },
  providerUnavailable: {
    status: 502,
    code: 'provider_unavailable',
    message: walletMessages.providerUnavailable,
  },
});

import { z } from 'zod';
import { defineErrors } from './errors';
import { MoneySchema } from './orders';

/**
 * Disputes (docs/product/sender.md, Open a dispute; docs/decisions/019-disputes.md). A sender who got their items
 * damaged, not at all, or not all of them opens a dispute from the tracking page within the hold after the
 * hand-over (or once the delivery is 48 hours past its estimated arrival). The traveler's earning is frozen
 * until staff resolve it: a full refund, a partial refund of an amount, or a release to the traveler.
 */

export const DISPUTE_REASONS = ['not_delivered', 'damaged', 'items_missing', 'wrong_items', 'other'] as const;
export const DisputeReasonSchema = z.enum(DISPUTE_REASONS);
export type DisputeReason = z.infer<typeof DisputeReasonSchema>;

/** What the sender picks from, in the form's words. */
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  not_delivered: 'Not delivered',
  damaged: 'Damaged',
  items_missing: 'Items missing',
  wrong_items: 'Wrong items',
  other: 'Other',
};

export const DISPUTE_STATUSES = ['open', 'resolved'] as const;
export const DisputeStatusSchema = z.enum(DISPUTE_STATUSES);
export type DisputeStatus = z.infer<typeof DisputeStatusSchema>;

export const DISPUTE_OUTCOMES = ['full_refund', 'partial_refund', 'release'] as const;
export const DisputeOutcomeSchema = z.enum(DISPUTE_OUTCOMES);
export type DisputeOutcome = z.infer<typeof DisputeOutcomeSchema>;

export const DISPUTE_OUTCOME_LABELS: Record<DisputeOutcome, string> = {
  full_refund: 'Full refund',
  partial_refund: 'Partial refund',
  release: 'Released to the traveler',
};

/** How long after the estimated arrival an undelivered order may be disputed. */
export const DISPUTE_LATE_HOURS = 48;
export const DISPUTE_DESCRIPTION_MAX = 2000;
export const DISPUTE_NOTE_MAX = 1000;
export const MAX_DISPUTE_PHOTOS = 4;

export const disputeMessages = {
  reasonRequired: 'Choose what went wrong please!',
  descriptionRequired: 'Describe what went wrong please!',
  descriptionTooLong: `Keep the description under ${DISPUTE_DESCRIPTION_MAX} characters.`,
  tooManyPhotos: `Add at most ${MAX_DISPUTE_PHOTOS} photos.`,
  afterHold:
    'The time to open a dispute about this delivery is over: the payment was released to the traveler.',
  tooEarly: `You can open a dispute once the delivery is delivered, or when it is ${DISPUTE_LATE_HOURS} hours past its estimated arrival.`,
  notDisputable: 'This delivery has no traveler and no payment to dispute.',
  alreadyOpen: 'A dispute about this delivery is already open.',
  alreadyResolved: 'The dispute about this delivery was resolved and cannot be reopened.',
  resolved: 'This dispute is already resolved.',
  noteRequired: 'Say why you decide this please!',
  noteTooLong: `Keep the reason under ${DISPUTE_NOTE_MAX} characters.`,
  amountRequired: 'Enter the amount to refund please!',
  amountInvalid: 'Enter an amount above $0.',
  refundAbovePaid: (paid: string) => `A refund cannot be more than the ${paid} paid.`,
  paymentNotCaptured: 'The payment for this delivery is still being taken. Try again in a few minutes.',
} as const;

export const OpenDisputeSchema = z.object({
  reason: z.enum(DISPUTE_REASONS, { error: disputeMessages.reasonRequired }),
  description: z
    .string({ error: disputeMessages.descriptionRequired })
    .trim()
    .min(1, disputeMessages.descriptionRequired)
    .max(DISPUTE_DESCRIPTION_MAX, disputeMessages.descriptionTooLong),
});
export type OpenDispute = z.infer<typeof OpenDisputeSchema>;

export const ResolveDisputeSchema = z
  .object({
    outcome: z.enum(DISPUTE_OUTCOMES),
    /** The partial refund, in minor units of the payment's currency (only with partial_refund). */
    refundMinor: z.number().int().positive(disputeMessages.amountInvalid).optional(),
    note: z
      .string({ error: disputeMessages.noteRequired })
      .trim()
      .min(1, disputeMessages.noteRequired)
      .max(DISPUTE_NOTE_MAX, disputeMessages.noteTooLong),
  })
  .superRefine((value, ctx) => {
    if (value.outcome === 'partial_refund' && value.refundMinor === undefined) {
      ctx.addIssue({ code: 'custom', path: ['refundMinor'], message: disputeMessages.amountRequired });
    }
  });
export type ResolveDispute = z.infer<typeof ResolveDisputeSchema>;

export const DisputeParamsSchema = z.object({ disputeId: z.uuid() });

export const DisputeSchema = z.object({
  id: z.string(),
  deliveryId: z.string(),
  senderName: z.string(),
  travelerName: z.string(),
  reason: DisputeReasonSchema,
  description: z.string(),
  status: DisputeStatusSchema,
  outcome: DisputeOutcomeSchema.nullable(),
  /** What went back to the sender (null while open). */
  refunded: MoneySchema.nullable(),
  /** What the sender paid and may still get back (null when nothing was paid). */
  paid: MoneySchema.nullable(),
  resolutionNote: z.string().nullable(),
  openedAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
  /** The dispute's thread with the sender, the traveler and staff (GET /conversations/:id). */
  conversationId: z.string().nullable(),
});
export type Dispute = z.infer<typeof DisputeSchema>;

export const DisputeListSchema = z.object({ disputes: z.array(DisputeSchema) });
export type DisputeList = z.infer<typeof DisputeListSchema>;

/** The order's dispute (zero or one) and, for its sender, whether one can be opened now. */
export const OrderDisputesSchema = z.object({
  disputes: z.array(DisputeSchema),
  /** The sender may open a dispute now (none yet, and within its window). */
  canOpen: z.boolean(),
  /** Delivered: the window's end (the earning's hold). Null otherwise. */
  openUntil: z.iso.datetime().nullable(),
  /** Not delivered: when the window opens (48 hours past the estimated arrival). Null otherwise. */
  openFrom: z.iso.datetime().nullable(),
});
export type OrderDisputes = z.infer<typeof OrderDisputesSchema>;

export const DisputeQueueQuerySchema = z.object({ status: DisputeStatusSchema.default('open') });

/** Staff, on a person's profile: the disputes they were part of and how each ended. */
export const UserDisputesSchema = z.object({
  total: z.number().int(),
  open: z.number().int(),
  disputes: z.array(DisputeSchema.extend({ side: z.enum(['sender', 'traveler']) })),
});
export type UserDisputes = z.infer<typeof UserDisputesSchema>;

export const disputeErrors = defineErrors({
  afterHold: { status: 409, code: 'dispute_window_closed', message: disputeMessages.afterHold },
  tooEarly: { status: 409, code: 'dispute_too_early', message: disputeMessages.tooEarly },
  notDisputable: { status: 409, code: 'dispute_not_possible', message: disputeMessages.notDisputable },
  alreadyOpen: { status: 409, code: 'dispute_already_open', message: disputeMessages.alreadyOpen },
  alreadyResolved: { status: 409, code: 'dispute_resolved', message: disputeMessages.alreadyResolved },
  resolved: { status: 409, code: 'dispute_already_resolved', message: disputeMessages.resolved },
  refundAbovePaid: {
    status: 422,
    code: 'refund_above_paid',
    message: disputeMessages.refundAbovePaid('amount'),
  },
  paymentNotCaptured: {
    status: 409,
    code: 'payment_not_captured',
    message: disputeMessages.paymentNotCaptured,
  },
  /** More photos than a dispute takes (the route's own message for the upload's too_many_files). */
  tooManyPhotos: { status: 400, code: 'too_many_files', message: disputeMessages.tooManyPhotos },
});

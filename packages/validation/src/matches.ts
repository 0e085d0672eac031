import './zod-config';
import { z } from 'zod';
import { defineErrors } from './errors';
import { DELIVERY_ID_PATTERN, MoneySchema, OrderStatusSchema, PageQueryShape } from './orders';

/**
 * Matching orders with trips (docs/product/admin.md: /sender-m "Traveler in Sync", /traveler-m "Sender in
 * Sync", /admin-p Active Log; lifecycles.md, Match). Staff only. The contract the API, the api-client and the
 * admin app share. The routes: contracts/matches.ts. The sender and the traveler are notified of every match
 * and unmatch (transitionOrder).
 */

/** docs/product/admin.md, The Active Log: "Matches made after 24 hours cannot be Unmatched." */
export const UNMATCH_WINDOW_HOURS = 24;
export const UNMATCH_WINDOW_MS = UNMATCH_WINDOW_HOURS * 60 * 60 * 1000;

export const matchMessages = {
  orderAlreadyMatched: 'Someone else matched this order a moment ago. Refresh the list to see its traveler.',
  orderNotOpen: 'Only an order that is waiting for a traveler can be matched.',
  tripNotApproved: 'Only an approved trip can take deliveries.',
  tripNotOpen: 'This trip is not open for deliveries: it is not approved or has already departed.',
  tripDeparted: 'This trip has already departed, so it can no longer take deliveries.',
  routeMismatch: 'This trip does not fly the order’s route.',
  tripFull: 'This trip has not enough room left for the order’s weight.',
  unmatchWindowPassed: 'Matches made after 24 hours cannot be Unmatched.',
  alreadyPickedUp: 'The traveler has picked up this delivery, so it can no longer be unmatched.',
  matchEnded: 'This match has already been undone.',
  tripIdInvalid: 'Choose a trip to match with.',
  deliveryIdInvalid: 'A Delivery ID looks like TT-7K3Q9M.',
} as const;

/** What matching answers when it refuses (the routes in contracts/matches.ts list which). */
export const matchErrors = defineErrors({
  orderAlreadyMatched: {
    status: 409,
    code: 'order_already_matched',
    message: matchMessages.orderAlreadyMatched,
  },
  orderNotOpen: { status: 409, code: 'order_not_open', message: matchMessages.orderNotOpen },
  tripNotApproved: { status: 409, code: 'trip_not_approved', message: matchMessages.tripNotApproved },
  tripNotOpen: { status: 409, code: 'trip_not_open', message: matchMessages.tripNotOpen },
  tripDeparted: { status: 409, code: 'trip_departed', message: matchMessages.tripDeparted },
  routeMismatch: { status: 409, code: 'route_mismatch', message: matchMessages.routeMismatch },
  tripFull: { status: 409, code: 'trip_full', message: matchMessages.tripFull },
  unmatchWindowPassed: {
    status: 409,
    code: 'unmatch_window_passed',
    message: matchMessages.unmatchWindowPassed,
  },
  alreadyPickedUp: { status: 409, code: 'already_picked_up', message: matchMessages.alreadyPickedUp },
  matchEnded: { status: 409, code: 'match_ended', message: matchMessages.matchEnded },
});

const { page, pageSize } = PageQueryShape;

export const CandidateQuerySchema = z.object({ page, pageSize });
export type CandidateQuery = z.input<typeof CandidateQuerySchema>;

const DeliveryIdSchema = z
  .string({ error: matchMessages.deliveryIdInvalid })
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(DELIVERY_ID_PATTERN, matchMessages.deliveryIdInvalid));

export const CreateMatchSchema = z.object({
  deliveryId: DeliveryIdSchema,
  tripId: z.uuid(matchMessages.tripIdInvalid),
});
export type CreateMatch = z.infer<typeof CreateMatchSchema>;
export type CreateMatchInput = z.input<typeof CreateMatchSchema>;

export const MatchIdParamsSchema = z.object({ matchId: z.uuid('Not a match id.') });

/** A trip that could carry the order (a /sender-m row). */
export const TravelerCandidateSchema = z.object({
  tripId: z.string(),
  bookingId: z.string(),
  travelerId: z.string(),
  travelerName: z.string(),
  travelerAvatarUrl: z.string().nullable(),
  airline: z.string(),
  flightNumber: z.string(),
  departureCity: z.string(),
  departureCountry: z.string(),
  departureAt: z.string(),
  arrivalCity: z.string(),
  arrivalCountry: z.string(),
  arrivalAt: z.string(),
  remainingKg: z.number(),
  feePerKg: MoneySchema,
  /** What carrying the order would cost: its weight × the trip's fee per kg, rounded to the cent. */
  cost: MoneySchema,
});
export type TravelerCandidate = z.infer<typeof TravelerCandidateSchema>;

export const TravelerCandidatePageSchema = z.object({
  order: z.object({
    deliveryId: z.string(),
    weightKg: z.number(),
    pickupCountry: z.string(),
    deliveryCountry: z.string(),
  }),
  candidates: z.array(TravelerCandidateSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Another page follows (the list is cut by the page, not counted: it must answer fast at any size). */
  hasMore: z.boolean(),
});
export type TravelerCandidatePage = z.infer<typeof TravelerCandidatePageSchema>;

/** An order the trip could carry (a /traveler-m row). */
export const SenderCandidateSchema = z.object({
  deliveryId: z.string(),
  senderId: z.string(),
  senderName: z.string(),
  category: z.string(),
  itemNames: z.array(z.string()),
  pickupAddress: z.string(),
  pickupCountry: z.string(),
  deliveryAddress: z.string(),
  deliveryCountry: z.string(),
  weightKg: z.number(),
  /** The order's weight × the trip's fee per kg. */
  cost: MoneySchema,
  createdAt: z.string(),
});
export type SenderCandidate = z.infer<typeof SenderCandidateSchema>;

export const SenderCandidatePageSchema = z.object({
  trip: z.object({
    id: z.string(),
    bookingId: z.string(),
    remainingKg: z.number(),
    departureCountry: z.string(),
    arrivalCountry: z.string(),
  }),
  candidates: z.array(SenderCandidateSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
});
export type SenderCandidatePage = z.infer<typeof SenderCandidatePageSchema>;

export const MatchSchema = z.object({
  id: z.string(),
  deliveryId: z.string(),
  orderStatus: OrderStatusSchema,
  category: z.string(),
  itemNames: z.array(z.string()),
  weightKg: z.number(),
  cost: MoneySchema,
  /** "Sender from": the sender and the country the order leaves from. */
  sender: z.object({ id: z.string(), name: z.string(), country: z.string() }),
  /** "Traveler to": the traveler and the country the trip lands in. */
  traveler: z.object({ id: z.string(), name: z.string(), country: z.string() }),
  trip: z.object({
    id: z.string(),
    bookingId: z.string(),
    airline: z.string(),
    flightNumber: z.string(),
    departureAt: z.string(),
    arrivalAt: z.string(),
  }),
  matchedById: z.string().nullable(),
  matchedAt: z.string(),
  unmatchedAt: z.string().nullable(),
  /** matchedAt + UNMATCH_WINDOW_HOURS: the Active Log counts down to it. */
  unmatchDeadline: z.string(),
  /** Still active, not picked up, and the window has not passed (by the server's clock). */
  canUnmatch: z.boolean(),
});
export type Match = z.infer<typeof MatchSchema>;

const booleanFlag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

export const MatchListQuerySchema = z.object({
  /** true: only the matches the signed-in staff member made (the Active Log). */
  mine: booleanFlag,
  /** true: only matches not undone. */
  active: booleanFlag,
  page,
  pageSize,
});
export type MatchListQuery = z.input<typeof MatchListQuerySchema>;
export type MatchListParams = z.output<typeof MatchListQuerySchema>;

export const MatchPageSchema = z.object({
  matches: z.array(MatchSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MatchPage = z.infer<typeof MatchPageSchema>;

import './zod-config';
import { z } from 'zod';
import { CountryCodeSchema } from './countries';
import { defineErrors, NUL_CHARACTER_MESSAGE, waitInWords } from './errors';
import {
  ContentsDeclarationSchema,
  MoneySchema,
  OrderEventSchema,
  OrderImageSchema,
  OrderListQuerySchema,
  OrderStatusSchema,
  orderMessages,
  PageQueryShape,
} from './orders';
import { ReviewSchema } from './profiles';

/**
 * Trips and the deliveries a traveler carries (docs/product/traveler.md; lifecycles.md, Trip and Hand-over).
 * The contract the API, the api-client and the traveler app share.
 * The routes: contracts/trips.ts and contracts/deliveries.ts.
 *
 * The sender's Order (orders.ts) carries `handOverCode` while matched or shipping: the sender passes it to the
 * receiver, who gives it to the traveler at hand-over. Every status change goes through transitionOrder, writes
 * an order event and notifies the sender and the traveler.
 */

export const TRIP_STATUSES = ['pending', 'approved', 'rejected', 'completed', 'cancelled'] as const;
export const TripStatusSchema = z.enum(TRIP_STATUSES);
export type TripStatus = z.infer<typeof TripStatusSchema>;

/** A trip's status in words, for the traveler's trips and the staff screens. */
export const tripStatusLabels: Record<TripStatus, string> = {
  pending: 'Pending approval',
  approved: 'Approved',
  rejected: 'Rejected',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * "Upload Traveler Details" (docs/product/traveler.md, The trip form): what a traveler may offer on one
 * flight.
 */
export const MIN_TRIP_WEIGHT_KG = 0.5;
export const MAX_TRIP_WEIGHT_KG = 50;
export const MAX_FEE_PER_KG_USD = 1_000;
export const HAND_OVER_CODE_LENGTH = 6;
export const HAND_OVER_MAX_ATTEMPTS = 5;

export const tripMessages = {
  departureCityRequired: 'Enter the city you depart from please!',
  departureCountryRequired: 'Choose the country you depart from please!',
  departureDateRequired: 'Enter the departure date please!',
  departureTimeRequired: 'Enter the departure time please!',
  arrivalCityRequired: 'Enter the destination city please!',
  arrivalCountryRequired: 'Choose the arrival country please!',
  arrivalAddressRequired: 'Enter the arrival address please!',
  arrivalDateRequired: 'Enter the arrival date please!',
  arrivalTimeRequired: 'Enter the arrival time please!',
  timeZoneInvalid: 'Choose the airport’s time zone from the list please!',
  airlineRequired: 'Enter the airline name please!',
  flightNumberInvalid: 'Enter the flight number as printed on the ticket, e.g. KQ 532.',
  weightInvalid: `Enter a weight from ${MIN_TRIP_WEIGHT_KG} to ${MAX_TRIP_WEIGHT_KG} kg.`,
  feeInvalid: `Enter a price per kg above $0 and up to $${MAX_FEE_PER_KG_USD.toLocaleString('en-US')}.`,
  departureInPast: 'The departure must be in the future.',
  arrivalBeforeDeparture: 'The arrival must be after the departure.',
  notVerified: 'Your ID must be verified before you can share a trip.',
  tripHasDeliveries: 'This trip carries a delivery, so it can no longer be cancelled.',
  tripClosed: 'This trip can no longer be changed.',
  tripNotPending: 'This trip has already been reviewed.',
  rejectReasonRequired: 'Give the traveler a reason please!',
  handOverCodeInvalid: `Enter the ${HAND_OVER_CODE_LENGTH}-digit hand-over code from the receiver.`,
  // A hand-over before the flight's scheduled landing is possible (an early landing) but asked for.
  flightLandedUnconfirmed: 'Tick the box to confirm your flight has landed.',
  handOverCodeWrong: 'That hand-over code is not right. Ask the receiver to check it.',
  handOverLocked: 'Too many wrong hand-over codes. Contact support to complete this delivery.',
  submittedTitle: 'Submitted!',
  submittedBody: "Your travel detail is in process, you'll get a notification if it has been approved.",
  tooManyHandOverPhotos: 'Add one hand-over photo at most.',
  // The per-traveler limit on new trips (apps/api modules/trips/trips.policy.ts: 10 an hour, 20 a day).
  tooManyTrips: (retryAfterSeconds: number) =>
    `You have shared many trips in a short time. You can share another in ${waitInWords(retryAfterSeconds)}.`,
} as const;

/** What the trips module answers when it refuses (the routes in contracts/trips.ts list which). */
export const tripErrors = defineErrors({
  tripHasDeliveries: {
    status: 409,
    code: 'trip_has_deliveries',
    message: tripMessages.tripHasDeliveries,
  },
  tripClosed: { status: 409, code: 'trip_closed', message: tripMessages.tripClosed },
  tripNotPending: { status: 409, code: 'trip_not_pending', message: tripMessages.tripNotPending },
  /** Too many new trips from one traveler (trips.policy.ts); Retry-After says when the next may come. */
  tooManyTrips: {
    status: 429,
    code: 'too_many_trips',
    message: 'You have shared many trips in a short time. Try again later.',
  },
});

/** What the deliveries module answers when it refuses (contracts/deliveries.ts lists which). */
export const deliveryErrors = defineErrors({
  /** Also names the field: `fields: { code: message }`. */
  handOverCodeWrong: {
    status: 400,
    code: 'hand_over_code_wrong',
    message: tripMessages.handOverCodeWrong,
  },
  handOverLocked: { status: 429, code: 'hand_over_locked', message: tripMessages.handOverLocked },
  // The hand-over photo (the other upload answers: uploadErrors in uploads.ts); the item photos' rules.
  photoTooLarge: { status: 413, code: 'file_too_large', message: orderMessages.imageTooLarge },
  photoType: { status: 400, code: 'file_type', message: orderMessages.imageType },
  tooManyPhotos: { status: 400, code: 'too_many_files', message: tripMessages.tooManyHandOverPhotos },
});

const text = (message: string, max = 120) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(max, `Use at most ${max} characters.`)
    .refine((value) => !value.includes('\u0000'), NUL_CHARACTER_MESSAGE);

const country = (message: string) =>
  z.string({ error: message }).trim().min(1, message).pipe(CountryCodeSchema);

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.length > 0 && value.length <= 64;
  } catch {
    return false;
  }
}

const TimeZoneSchema = z.string().trim().refine(isTimeZone, tripMessages.timeZoneInvalid);

/**
 * The Travel details form (docs/product/traveler.md, The trip form, plus what matching and the admin cards
 * need).
 */
export const CreateTripSchema = z.object({
  departureCity: text(tripMessages.departureCityRequired, 80),
  departureCountry: country(tripMessages.departureCountryRequired),
  departureDate: z.string().trim().regex(DATE, tripMessages.departureDateRequired),
  departureTime: z.string().trim().regex(TIME, tripMessages.departureTimeRequired),
  /** IANA zone of the departure airport (the form defaults it from the browser). */
  departureTimeZone: TimeZoneSchema,
  arrivalCity: text(tripMessages.arrivalCityRequired, 80),
  arrivalCountry: country(tripMessages.arrivalCountryRequired),
  arrivalAddress: text(tripMessages.arrivalAddressRequired, 300),
  arrivalDate: z.string().trim().regex(DATE, tripMessages.arrivalDateRequired),
  arrivalTime: z.string().trim().regex(TIME, tripMessages.arrivalTimeRequired),
  arrivalTimeZone: TimeZoneSchema,
  airline: text(tripMessages.airlineRequired, 80),
  flightNumber: z
    .string()
    .trim()
    .toUpperCase()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^[A-Z0-9]{2,3}\d{1,4}[A-Z]?$/, tripMessages.flightNumberInvalid)),
  weightKg: z.coerce
    .number({ error: tripMessages.weightInvalid })
    .min(MIN_TRIP_WEIGHT_KG, tripMessages.weightInvalid)
    .max(MAX_TRIP_WEIGHT_KG, tripMessages.weightInvalid),
  /** The traveler's fee per kg in dollars as typed (the Price field, dollar prefix); stored as integer cents. */
  feePerKgUsd: z.coerce
    .number({ error: tripMessages.feeInvalid })
    .gt(0, tripMessages.feeInvalid)
    .max(MAX_FEE_PER_KG_USD, tripMessages.feeInvalid)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, tripMessages.feeInvalid),
});
export type CreateTrip = z.infer<typeof CreateTripSchema>;
export type CreateTripInput = z.input<typeof CreateTripSchema>;

/**
 * A wall-clock date and time at a place (IANA zone) as the instant it names. For a time skipped by a DST jump
 * the later offset is used; for a repeated time, the first occurrence.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wallClock = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(new Date(instant));
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    const seen = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
    return seen - Math.floor(instant / 60_000) * 60_000;
  };
  const first = wallClock - offsetAt(wallClock);
  const second = wallClock - offsetAt(first);
  return new Date(Math.min(first, second));
}

/**
 * The rules that need a clock, shared by the form and POST /trips (the server checks with its own clock):
 * departure in the future, arrival after departure. Null when both hold.
 */
export function tripTimesProblem(
  trip: Pick<
    CreateTrip,
    | 'departureDate'
    | 'departureTime'
    | 'departureTimeZone'
    | 'arrivalDate'
    | 'arrivalTime'
    | 'arrivalTimeZone'
  >,
  now: Date,
): { field: 'departureDate' | 'arrivalDate'; message: string } | null {
  const departureAt = zonedTimeToInstant(trip.departureDate, trip.departureTime, trip.departureTimeZone);
  const arrivalAt = zonedTimeToInstant(trip.arrivalDate, trip.arrivalTime, trip.arrivalTimeZone);
  if (departureAt.getTime() <= now.getTime())
    return { field: 'departureDate', message: tripMessages.departureInPast };
  if (arrivalAt.getTime() <= departureAt.getTime())
    return { field: 'arrivalDate', message: tripMessages.arrivalBeforeDeparture };
  return null;
}

/** BK- and six characters of the delivery ids' alphabet (no 0/O, 1/I/L), e.g. BK-7K3Q9M. */
export const BOOKING_ID_PATTERN = /^BK-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

export const TripIdParamsSchema = z.object({ tripId: z.uuid('Not a trip id.') });
export const RejectTripSchema = z.object({ reason: text(tripMessages.rejectReasonRequired, 300) });
export type RejectTrip = z.infer<typeof RejectTripSchema>;

/** The traveler's list filters (docs/product/lifecycles.md, Trip: pending, approved, past). */
export const TRIP_FILTERS = ['pending', 'approved', 'past'] as const;
export const TripFilterSchema = z.enum(TRIP_FILTERS);
export type TripFilter = z.infer<typeof TripFilterSchema>;

/**
 * The filters as the traveler's tabs name them. `past` holds every trip no longer open, which includes a
 * rejected or cancelled trip that would have departed next week: "Closed" says that, "Past" did not.
 */
export const tripFilterLabels: Record<TripFilter, string> = {
  pending: 'Pending',
  approved: 'Approved',
  past: 'Closed',
};
/** What each tab holds, said on the tab and when it is empty. */
export const tripFilterDescriptions: Record<TripFilter, string> = {
  pending: 'Trips waiting for staff to approve them, until they land.',
  approved: 'Approved trips can be matched with senders’ items until they depart.',
  past: 'Trips that have landed, were cancelled or were not approved.',
};

export const TripListQuerySchema = z.object({
  filter: TripFilterSchema.optional(),
  /** Staff only: one status. */
  status: TripStatusSchema.optional(),
  ...PageQueryShape,
});
export type TripListQuery = z.input<typeof TripListQuerySchema>;

export const TripSchema = z.object({
  id: z.string(),
  /**
   * What staff and the traveler read and type, e.g. BK-7K3Q9M (the admin card's booking ID,
   * docs/product/admin.md).
   */
  bookingId: z.string(),
  travelerId: z.string(),
  travelerName: z.string(),
  status: TripStatusSchema,
  departureCity: z.string(),
  departureCountry: z.string(),
  departureAt: z.string(),
  departureTimeZone: z.string(),
  arrivalCity: z.string(),
  arrivalCountry: z.string(),
  arrivalAddress: z.string(),
  arrivalAt: z.string(),
  arrivalTimeZone: z.string(),
  airline: z.string(),
  flightNumber: z.string(),
  weightKg: z.number(),
  /** What is left after the active matches. */
  remainingKg: z.number(),
  feePerKg: MoneySchema,
  /** Orders the trip carries now (active matches). */
  deliveryCount: z.number().int(),
  rejectionReason: z.string().nullable(),
  canCancel: z.boolean(),
  createdAt: z.string(),
});
export type Trip = z.infer<typeof TripSchema>;

export const TripPageSchema = z.object({
  trips: z.array(TripSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TripPage = z.infer<typeof TripPageSchema>;

/** The traveler's Deliveries take the sender's tabs, search and paging. */
export const DeliveryListQuerySchema = OrderListQuerySchema;
export type DeliveryListQuery = z.input<typeof DeliveryListQuerySchema>;

/**
 * A delivery card (docs/product/traveler.md, /delivery-order): category, item names, person (the sender),
 * destination, id.
 */
export const DeliverySummarySchema = z.object({
  deliveryId: z.string(),
  category: z.string(),
  itemNames: z.array(z.string()),
  senderName: z.string(),
  pickupCountry: z.string(),
  deliveryAddress: z.string(),
  deliveryCountry: z.string(),
  status: OrderStatusSchema,
  /** The traveler's own name (the Deliveries table's Traveler column). */
  travelerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeliverySummary = z.infer<typeof DeliverySummarySchema>;

export const DeliveryPageSchema = z.object({
  deliveries: z.array(DeliverySummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DeliveryPage = z.infer<typeof DeliveryPageSchema>;

/** What the traveler sees of an order they carry: enough to pick it up and hand it over, nothing more. */
export const DeliverySchema = DeliverySummarySchema.extend({
  senderId: z.string(),
  senderAvatarUrl: z.string().nullable(),
  pickupAddress: z.string(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  weightKg: z.number(),
  /** weight × the trip's fee per kg. */
  earnings: MoneySchema,
  images: z.array(OrderImageSchema),
  events: z.array(OrderEventSchema),
  trip: TripSchema.pick({
    id: true,
    bookingId: true,
    airline: true,
    flightNumber: true,
    departureCity: true,
    departureCountry: true,
    departureAt: true,
    arrivalCity: true,
    arrivalCountry: true,
    arrivalAt: true,
  }),
  estimatedArrivalAt: z.string(),
  /**
   * The trip's scheduled landing has passed on the server's clock (ADR 014): before it, Delivered asks the
   * traveler to confirm the flight landed early (docs/product/traveler.md, Traveler item tracking).
   */
  flightLanded: z.boolean(),
  canPickUp: z.boolean(),
  canDeliver: z.boolean(),
  handOverAttemptsLeft: z.number().int(),
  /** The optional hand-over photo, once delivered. */
  handOverPhotoUrl: z.string().nullable(),
  /**
   * Declared contents, shown before pick-up; while matched the traveler may refuse the items (contents.ts,
   * docs/decisions/020-declared-contents.md). Defaults only keep stubs built before them parsing.
   */
  contents: ContentsDeclarationSchema.nullable().default(null),
  canRefuse: z.boolean().default(false),
});
export type Delivery = z.infer<typeof DeliverySchema>;

/** Where the hand-over photo is read (its traveler, the order's sender and staff; 404 for anyone else). */
export const handOverPhotoPath = (deliveryId: string) =>
  `/api/v1/deliveries/${encodeURIComponent(deliveryId)}/hand-over-photo`;

export const HandOverSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${HAND_OVER_CODE_LENGTH}}$`), tripMessages.handOverCodeInvalid),
});
export type HandOver = z.infer<typeof HandOverSchema>;

export const TravelerOverviewSchema = z.object({
  /** The soonest-arriving delivery the traveler carries (matched or shipping), hours until the flight lands. */
  nextDelivery: z
    .object({
      deliveryId: z.string(),
      senderName: z.string(),
      category: z.string(),
      hoursAway: z.number().int(),
    })
    .nullable(),
  /** Deliveries completed this calendar month (UTC). */
  monthlyDelivered: z.number().int(),
  /** The traveler's ID check: the Upload Traveler Details tile links to verification until it is approved. */
  verification: z.enum(['none', 'pending', 'approved', 'rejected']),
});
export type TravelerOverview = z.infer<typeof TravelerOverviewSchema>;

export const TravelerProfileSchema = z.object({
  id: z.string(),
  fullname: z.string(),
  avatarUrl: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  itemsDelivered: z.number().int(),
  /** Mean stars, null before the first review. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  reviews: z.array(ReviewSchema),
  /** The viewer's delivery with this traveler where the viewer's review is due (Add Review), if any. */
  reviewDueFor: z.string().nullable().optional(),
  /** The latest delivery the viewer shares with this traveler (Message opens its chat), if any. */
  sharedDeliveryId: z.string().nullable().optional(),
});
export type TravelerProfile = z.infer<typeof TravelerProfileSchema>;
export const TravelerProfileParamsSchema = z.object({ userId: z.string() });

import './zod-config';
import { z } from 'zod';
import { accountErrorMessages, TravelerStatusSchema } from './accounts';
import { defineErrors, NUL_CHARACTER_MESSAGE } from './errors';
import {
  DeliveryIdParamsSchema,
  MAX_PAGE,
  MoneySchema,
  OrderStatusSchema,
  OrderSummarySchema,
  PageQueryShape,
} from './orders';
import { TripSchema, TripStatusSchema } from './trips';

/**
 * The staff console's lists and decisions (docs/product/admin.md, Screens: /admin, /admin-l, /dev-d, /tdev-d,
 * /user, /admin-p). Staff only; the matching itself is in matches.ts. The routes: contracts/admin.ts.
 */

export const adminMessages = {
  rejectReasonRequired: 'Tell the traveler why please!',
  failedReasonRequired: 'Say why the delivery failed please!',
  statusInvalid:
    'Choose In Process (shipping), Delivered, Failed or Cancelled. Use Match With or Unmatch for the rest.',
  ownAccount: 'You cannot deactivate your own account here; use Account settings.',
  staffAccount: 'Staff accounts are managed with the admin:create command, not here.',
  verificationApprovedTitle: 'You are verified',
  verificationRejectedTitle: 'Verification not approved',
  searchPastReach: 'A search shows its first 1,000 results; type more to narrow it.',
  pageAfterGone: 'That page starts after an order that no longer exists; go back to the first page.',
} as const;

/** What the staff console's routes answer when they refuse (the routes in contracts/admin.ts list which). */
export const adminErrors = defineErrors({
  ownAccount: { status: 409, code: 'own_account', message: adminMessages.ownAccount },
  staffAccount: { status: 409, code: 'staff_account', message: adminMessages.staffAccount },
  // A verification decision is the travelers module's staff review (one code path with PUT
  // /admin/travelers/:userId/verification).
  ownVerification: { status: 403, code: 'own_verification', message: accountErrorMessages.ownVerification },
  notPending: { status: 409, code: 'not_pending', message: accountErrorMessages.notPending },
  pageAfterGone: { status: 400, code: 'page_after_gone', message: adminMessages.pageAfterGone },
});

const { page, pageSize } = PageQueryShape;
const search = z.string().trim().max(100).optional();

/**
 * A searched staff list (/admin-l's orders and trips, /user) reaches its first SEARCHED_LIST_UP_TO hits and counts
 * no further: a name thousands of people share finds tens of thousands of orders, and counting them to the last
 * page took 220 ms at full scale (docs/decisions/026-lists-at-scale.md). A total of that many means "at least";
 * the screen says so and asks for more letters, and a page past them is refused with the same words.
 */
export const SEARCHED_LIST_UP_TO = 1000;

/**
 * How far a staff list's total is counted: a search's SEARCHED_LIST_UP_TO, else the last page a page number
 * reaches (MAX_PAGE), since counting further would only cost.
 */
export const countReachOf = (q: string | undefined, pageSize: number) =>
  q ? SEARCHED_LIST_UP_TO : MAX_PAGE * pageSize;

/** A paged list's query with a search box: a search's pages stop at SEARCHED_LIST_UP_TO hits. */
const withinSearchReach = (
  query: { q?: string | undefined; page: number; pageSize: number },
  ctx: z.RefinementCtx,
) => {
  if (query.q && (query.page - 1) * query.pageSize >= SEARCHED_LIST_UP_TO)
    ctx.addIssue({ code: 'custom', path: ['page'], message: adminMessages.searchPastReach });
};

const reason = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(300, 'Use at most 300 characters.')
    .refine((value) => !value.includes('\u0000'), NUL_CHARACTER_MESSAGE);

// ---- home ---------------------------------------------------------------------------------------------------

export const AdminStatsSchema = z.object({
  travelers: z.number().int(),
  senders: z.number().int(),
  /** Orders placed this calendar month (UTC). */
  packagesThisMonth: z.number().int(),
  pendingVerifications: z.number().int(),
  pendingTrips: z.number().int(),
  /** Orders waiting for a traveler (processing). */
  unmatchedOrders: z.number().int(),
  /**
   * Tote's service fees earned this calendar month (UTC): what the ledger's `revenue:fees` account received from
   * the deliveries released this month (docs/decisions/017-payments-and-escrow.md). The fee is earned at the
   * release, not when the sender pays, so money still in escrow is not revenue yet.
   */
  revenueThisMonth: MoneySchema,
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

// ---- orders and trips ---------------------------------------------------------------------------------------

export const AdminOrderListQuerySchema = z
  .object({
    status: OrderStatusSchema.optional(),
    q: search,
    page,
    pageSize,
    /**
     * The Delivery ID of the previous page's last order: the page is the orders after it in the list's order (a
     * keyset page, docs/decisions/026-lists-at-scale.md), read from there instead of skipping the pages before it.
     * `page` still numbers it. Next sends it; a page reached by its number alone is read by its offset.
     */
    after: DeliveryIdParamsSchema.shape.deliveryId.optional(),
  })
  .superRefine(withinSearchReach);
export type AdminOrderListQuery = z.input<typeof AdminOrderListQuerySchema>;

/** A sender card of /admin-l (items, category, route, Delivery ID) and a row of Update Delivery Status. */
export const AdminOrderSummarySchema = OrderSummarySchema.extend({
  senderId: z.string(),
  senderName: z.string(),
  weightKg: z.number(),
  price: MoneySchema,
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const AdminOrderPageSchema = z.object({
  orders: z.array(AdminOrderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminOrderPage = z.infer<typeof AdminOrderPageSchema>;

export const AdminTripListQuerySchema = z
  .object({
    status: TripStatusSchema.optional(),
    /** true: only trips not departed yet (by the server's clock). */
    upcoming: z
      .enum(['true', 'false'])
      .optional()
      .transform((value) => value === 'true'),
    q: search,
    page,
    pageSize,
  })
  .superRefine(withinSearchReach);
export type AdminTripListQuery = z.input<typeof AdminTripListQuerySchema>;

/** A traveler card of /admin-l: weight left, airline, route, date and time, booking ID (a Trip). */
export const AdminTripPageSchema = z.object({
  trips: z.array(TripSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminTripPage = z.infer<typeof AdminTripPageSchema>;

/**
 * The statuses staff may set by hand, each still checked by the order lifecycle (transitionOrder): `matched`
 * only comes from a match (POST /matches), and back to `processing` only from an unmatch (its 24-hour rule).
 */
export const STAFF_SETTABLE_STATUSES = ['shipping', 'delivered', 'failed', 'cancelled'] as const;

export const UpdateDeliveryStatusSchema = z
  .object({
    status: z.enum(STAFF_SETTABLE_STATUSES, { error: adminMessages.statusInvalid }),
    reason: z.string().trim().max(300, 'Use at most 300 characters.').optional(),
  })
  .superRefine((value, context) => {
    if (value.status === 'failed' && !value.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: adminMessages.failedReasonRequired });
    }
  });
export type UpdateDeliveryStatus = z.infer<typeof UpdateDeliveryStatusSchema>;

// ---- traveler verifications --------------------------------------------------------------------------------

export const VERIFICATION_REVIEW_STATUSES = ['pending', 'verified', 'rejected'] as const;

export const VerificationListQuerySchema = z.object({
  status: z.enum(VERIFICATION_REVIEW_STATUSES).default('pending'),
  page,
  pageSize,
});
export type VerificationListQuery = z.input<typeof VerificationListQuerySchema>;

export const VerificationSchema = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  country: z.string(),
  state: z.string().nullable(),
  status: TravelerStatusSchema,
  residentialAddress: z.string(),
  placeOfWork: z.string(),
  /** GET it to see the ID (staff reads are audited). */
  nationalIdUrl: z.string(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewNote: z.string().nullable(),
});
export type Verification = z.infer<typeof VerificationSchema>;

export const VerificationPageSchema = z.object({
  verifications: z.array(VerificationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type VerificationPage = z.infer<typeof VerificationPageSchema>;

export const RejectVerificationSchema = z.object({ reason: reason(adminMessages.rejectReasonRequired) });
export type RejectVerification = z.infer<typeof RejectVerificationSchema>;

export const nationalIdPath = (userId: string) => `/api/v1/users/${userId}/national-id`;

// ---- users ----------------------------------------------------------------------------------------------------

export const ADMIN_USER_ROLES = ['sender', 'traveler'] as const;

export const AdminUserListQuerySchema = z
  .object({ role: z.enum(ADMIN_USER_ROLES).default('sender'), q: search, page, pageSize })
  .superRefine(withinSearchReach);
export type AdminUserListQuery = z.input<typeof AdminUserListQuerySchema>;

/** A /user card: name, city (state) and country, items sent or delivered. */
export const AdminUserSummarySchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
  isSender: z.boolean(),
  isTraveler: z.boolean(),
  travelerStatus: TravelerStatusSchema,
  itemsSent: z.number().int(),
  itemsDelivered: z.number().int(),
  deactivated: z.boolean(),
});
export type AdminUserSummary = z.infer<typeof AdminUserSummarySchema>;

export const AdminUserPageSchema = z.object({
  users: z.array(AdminUserSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

export const AdminUserDetailSchema = AdminUserSummarySchema.extend({
  email: z.string(),
  isStaff: z.boolean(),
  deactivatedAt: z.string().nullable(),
  createdAt: z.string(),
  verification: VerificationSchema.nullable(),
  /** Their latest orders (senders), newest first. */
  orders: z.array(OrderSummarySchema),
  /** Their latest trips (travelers), newest departure first. */
  trips: z.array(TripSchema),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const UserIdParamsSchema = z.object({ userId: z.uuid('Not a user id.') });
export const DeactivateUserSchema = z.object({
  reason: z.string().trim().max(300, 'Use at most 300 characters.').optional(),
});
export type DeactivateUser = z.infer<typeof DeactivateUserSchema>;

// ---- the /admin search box ----------------------------------------------------------------------------------

/** How many of each kind the search box shows; the full lists are /admin-l and /user. */
export const ADMIN_SEARCH_LIMIT = 5;
/**
 * The search box counts each kind's hits up to here and shows "100+" beyond: a name many people share has
 * thousands of orders, which would all be read to count them exactly (docs/decisions/026-lists-at-scale.md).
 */
export const ADMIN_SEARCH_COUNT_UP_TO = 100;

export const AdminSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Type what to search for.' })
    .trim()
    .min(1, 'Type what to search for.')
    .max(100, 'Use at most 100 characters.')
    .refine((value) => !value.includes('\u0000'), NUL_CHARACTER_MESSAGE),
});
export type AdminSearchQuery = z.infer<typeof AdminSearchQuerySchema>;

/** The totals are counted up to ADMIN_SEARCH_COUNT_UP_TO: that number means "at least". */
export const AdminSearchResultSchema = z.object({
  orders: z.array(AdminOrderSummarySchema),
  orderTotal: z.number().int(),
  trips: z.array(TripSchema),
  tripTotal: z.number().int(),
  users: z.array(AdminUserSummarySchema),
  userTotal: z.number().int(),
});
export type AdminSearchResult = z.infer<typeof AdminSearchResultSchema>;

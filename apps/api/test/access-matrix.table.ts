import { buildSignUp } from '@tote/fixtures/factories/accounts';
import { orderFormFields, pngBytes } from '@tote/fixtures/factories/orders';
import { tripInput } from '@tote/fixtures/factories/trips';
import type { Order } from '@tote/validation/orders';
import type { Person } from './people';

/**
 * Who may call each /api route: the expected answer per caller. test/access-matrix.test.ts reads Fastify's
 * route table and fails when a route has no row here, or a row names a route that no longer exists.
 *
 * ADDING A ROUTE = ONE LINE: `'METHOD /api/v1/path/:param': row('<six answers>', { request parts })`.
 *
 * The six answers, in CALLERS order:
 *   out  signed out            A      sender A (owns the world's order, profile, avatar)
 *   B    another sender        trav   traveler, unverified
 *   vtr  verified traveler    staff  staff
 * Each answer is an exact status (401 not signed in, 403 wrong role, 404 someone else's record, 200 ...) or
 * `ok`: "the access check let it through", i.e. any status but 401, 403 and 404, and never a 5xx. Use `ok`
 * only where the outcome after access depends on something else (throttles, or another helper's flow).
 *
 * Requests are real: path params name real records of the world (test/access-matrix.test.ts builds it), and
 * a route whose body is validated by a schema gets a VALID body, because Fastify validates the body before the
 * handler runs the ownership check, so an invalid body would measure validation (400), not access. Routes
 * whose service rejects after access (a wrong code, an unknown token) get a well-formed body and say so.
 * `fresh: true`: the request changes the caller's own account (sign out, deactivate, new password), so each
 * caller is a new person of the same kind (signed out: a sender without a session) and `me` is that person.
 * HEAD twins of GET routes are sent too and expect the GET row's answers (a HEAD without a GET has a row).
 */
export const CALLERS = ['signedOut', 'senderA', 'senderB', 'traveler', 'verifiedTraveler', 'staff'] as const;
export type Caller = (typeof CALLERS)[number];
export type Expected = number | 'ok';

export interface World {
  senderA: Person;
  /** Sender A's order, with one image. */
  order: Order;
  /** A traveler whose verification is pending, national ID on file (neither owner nor staff of anyone). */
  applicant: Person;
  /** A new order of sender A (for requests that close it). */
  newOrderOfA(): Promise<Order>;
  /** The verified traveler's approved trip; it carries `carried`. */
  tripId: string;
  /** Sender A's order, matched to the verified traveler's trip. */
  carried: { deliveryId: string };
  /** Sender A's order the verified traveler delivered, with a hand-over photo. */
  delivered: { deliveryId: string };
  /** Sender A's order the verified traveler refused at pick-up, with one photo (docs/decisions/020). */
  refused: { deliveryId: string; refusalId: string };
  /** The verified traveler's user id (whose traveler profile is read). */
  travelerId: string;
  /** A new pending trip of the verified traveler (for requests that review or cancel it). */
  newPendingTrip(): Promise<string>;
  /** A new order of sender A matched to the verified traveler's trip (for requests that move it on). */
  newMatchedOrder(): Promise<string>;
  /** A new shipping order of A on the traveler's trip; sets `handOverCode` to its code. */
  newShippingOrder(): Promise<string>;
  /** The hand-over code of the order newShippingOrder made last. */
  handOverCode: string;
  /** Sender A's order waiting for a traveler on the trip's route (staff match it once: POST /matches). */
  matchable: { deliveryId: string };
  /** A new order of A matched to the trip and not paid yet (for requests that start paying). */
  newUnpaidOrder(): Promise<string>;
  /** A new open checkout of the test provider (for an unpaid order of A); its session id. */
  newCheckoutSession(): Promise<string>;
  /** A new match (of a new order of A on the trip), made by staff; its id. */
  newMatchId(): Promise<string>;
  /** A new traveler whose verification waits for review; their user id. */
  newApplicant(): Promise<string>;
  /** A new sender (for requests that deactivate or reactivate someone); their user id. */
  newSender(): Promise<string>;
  /** Sender A's support chat, with one message of A carrying an image (`imageMessageId`). */
  supportOfA: { conversationId: string; imageMessageId: string };
  /** The delivery chat of `carried` (sender A, the verified traveler, staff). */
  carriedChat: { conversationId: string };
  /** A new shown review about sender A, written by the verified traveler (both sides wrote); its id. */
  newReviewOfA(): Promise<string>;
  /** A new payout the verified traveler asked for (requested); its id. */
  newPayoutId(): Promise<string>;
  /** A new payout of the verified traveler that staff approved; its id. */
  newApprovedPayoutId(): Promise<string>;
  /** A new order of A the verified traveler delivered; its delivery id. */
  newDeliveredOrder(): Promise<string>;
  /** A new open dispute of A about a new delivered order; its id. */
  newDisputeId(): Promise<string>;
  /** One open dispute of A (made once, on first use). */
  disputed(): Promise<{ deliveryId: string; disputeId: string }>;
}

export interface FormPart {
  fields?: Record<string, string>;
  files?: { name: string; filename: string; type: string; content: Uint8Array }[];
}

export interface RequestSpec {
  params?: (w: World) => Record<string, string> | Promise<Record<string, string>>;
  query?: Record<string, string>;
  /** A JSON body. */
  body?: (w: World, me: Person | null) => object;
  /** A multipart/form-data body. */
  form?: (w: World, me: Person | null) => FormPart;
  fresh?: boolean;
  /**
   * A streaming answer (Server-Sent Events) that never ends by itself: the test reads its status, then the
   * client goes away (test/event-stream.ts injectAnswer).
   */
  stream?: boolean;
}

export interface Row extends RequestSpec {
  expected: Record<Caller, Expected>;
}

function row(answers: string, spec: RequestSpec = {}): Row {
  const parts = answers.trim().split(/\s+/);
  if (parts.length !== CALLERS.length) throw new Error(`"${answers}" needs ${CALLERS.length} answers`);
  const expected = Object.fromEntries(
    CALLERS.map((caller, i) => [caller, parts[i] === 'ok' ? 'ok' : Number(parts[i])]),
  ) as Record<Caller, Expected>;
  return { ...spec, expected };
}

// The common shapes, in CALLERS order:  out  A   B   trav vtr staff
const ANYONE = (status: number) => `${status} `.repeat(6);
const SIGNED_IN = (status: number) => `401 ${`${status} `.repeat(5)}`;
const OWNER_OR_STAFF = '401 200 404  404  404 200';
const STAFF_ONLY = '401 403 403  403  403 200';
const STAFF_READS = (status: number) => `401 404 404 404 404 ${status}`;
const TRAVELERS = (status: number) => `401 403 403 ${status} ${status} 403`;

const png = (name: string) => ({ name, filename: `${name}.png`, type: 'image/png', content: pngBytes() });
const ofA = (w: World) => ({ userId: w.senderA.userId });
const orderOfA = (w: World) => ({ deliveryId: w.order.deliveryId });
const emailOf = (me: Person | null) => me?.email ?? 'nobody@example.test';
const newPassword = { password: 'another-parcel-77', confirmPassword: 'another-parcel-77' };

export const ACCESS_MATRIX: Record<string, Row> = {
  // ---- platform and docs (public) -------------------------------------------------------------------------
  'GET /api/v1/health': row(ANYONE(200)),
  'GET /api/v1/health/ready': row(ANYONE(200)),
  'GET /api/v1/sites': row(ANYONE(200)),
  'GET /api/v1/openapi.json': row(ANYONE(200)),
  'GET /api/v1/docs': row(ANYONE(200)),
  'HEAD /api/v1/docs/': row(ANYONE(200)), // Swagger UI registers this HEAD without a GET
  'GET /api/v1/docs/json': row(ANYONE(200)),
  'GET /api/v1/docs/yaml': row(ANYONE(200)),
  'GET /api/v1/docs/static/index.html': row(ANYONE(302)), // to the docs page
  'GET /api/v1/docs/static/swagger-initializer.js': row(ANYONE(200)),
  'GET /api/v1/docs/static/*': row(ANYONE(200), { params: () => ({ '*': 'swagger-ui.css' }) }),
  // Not registered in production (app.ts); loopback-only is point 3's business.
  'GET /api/v1/dev/mailbox': row(ANYONE(200)),
  // The test clock (TEST_CLOCK, never in production, loopback only: ADR 014); moved by 0 here.
  'GET /api/v1/dev/clock': row(ANYONE(200)),
  'POST /api/v1/dev/clock': row(ANYONE(200), { body: () => ({ advanceMs: 0 }) }),
  'DELETE /api/v1/dev/clock': row(ANYONE(200)),

  // ---- signing up and in (public) ---------------------------------------------------------------------------
  'POST /api/v1/auth/signup': row(ANYONE(201), { body: () => buildSignUp() }),
  // Well-formed, for an address nobody has: 400 email_not_registered after access.
  'POST /api/v1/auth/verify-email': row(ANYONE(400), {
    body: () => ({ email: 'nobody@example.test', code: '000000' }),
  }),
  'POST /api/v1/auth/codes/resend': row(ANYONE(200), {
    fresh: true,
    body: (_, me) => ({ email: emailOf(me), purpose: 'reset_password' }),
  }),
  // Staff: 401 with a second-factor ticket instead of a session (ADR 006, two-factor.ts).
  'POST /api/v1/auth/login': row('200 200 200 200 200 401', {
    fresh: true,
    body: (_, me) => ({ email: emailOf(me), password: me?.password, keepLoggedIn: false }),
  }),
  // Staff second factor: the sign-in ticket is the credential, so anyone may call; an unknown ticket is a 400.
  'POST /api/v1/auth/two-factor/enrolment': row(ANYONE(400), { body: () => ({ ticket: 'not-a-ticket' }) }),
  'POST /api/v1/auth/two-factor/enrolment/confirm': row(ANYONE(400), {
    body: () => ({ ticket: 'not-a-ticket', code: '123456' }),
  }),
  'POST /api/v1/auth/two-factor/verify': row(ANYONE(400), {
    body: () => ({ ticket: 'not-a-ticket', code: '123456' }),
  }),
  'POST /api/v1/auth/two-factor/recover': row(ANYONE(400), {
    body: () => ({ ticket: 'not-a-ticket', recoveryCode: 'abcde-12345' }),
  }),
  'POST /api/v1/auth/logout': row(ANYONE(204), { fresh: true, body: () => ({}) }),
  'POST /api/v1/auth/password/forgot': row(ANYONE(200), {
    fresh: true,
    body: (_, me) => ({ email: emailOf(me) }),
  }),
  'POST /api/v1/auth/password/verify-code': row(ANYONE(400), {
    fresh: true,
    body: (_, me) => ({ email: emailOf(me), code: '000000' }),
  }),
  'POST /api/v1/auth/password/reset': row(ANYONE(400), {
    body: () => ({ resetToken: 'not-a-reset-token', ...newPassword }),
  }),

  // ---- the signed-in account ----------------------------------------------------------------------------------
  'GET /api/v1/auth/session': row(SIGNED_IN(200)),
  'POST /api/v1/me/roles': row(SIGNED_IN(200), { fresh: true, body: () => ({ role: 'sender' }) }),
  'POST /api/v1/me/password': row(SIGNED_IN(204), {
    fresh: true,
    body: (_, me) => ({ currentPassword: me?.password, ...newPassword }),
  }),
  'POST /api/v1/me/deactivate': row(SIGNED_IN(204), {
    fresh: true,
    body: (_, me) => ({ password: me?.password, confirm: 'DEACTIVATE' }),
  }),
  // Travelers only (403 traveler_role_required); a verified traveler has nothing to send (409 already_verified).
  'POST /api/v1/me/traveler-verification': row('401 403 403 201 409 403', {
    fresh: true,
    form: () => ({
      fields: { residentialAddress: 'KG 7 Ave 14, Kigali', placeOfWork: 'Kigali Heights' },
      files: [png('nationalId')],
    }),
  }),

  // ---- staff ----------------------------------------------------------------------------------------------------
  'GET /api/v1/users/:userId/national-id': row(STAFF_READS(200), {
    params: (w) => ({ userId: w.applicant.userId }),
  }),
  'PUT /api/v1/admin/travelers/:userId/verification': row(STAFF_ONLY, {
    params: (w) => ({ userId: w.applicant.userId }),
    body: () => ({ status: 'rejected', reason: 'The photo is blurred.' }),
  }),

  // ---- orders (sender A's) --------------------------------------------------------------------------------------
  // Only senders place orders (403 sender_role_required).
  'POST /api/v1/orders': row('401 201 201 403 403 403', {
    form: () => ({ fields: orderFormFields(), files: [png('images')] }),
  }),
  'GET /api/v1/orders': row(SIGNED_IN(200)),
  'GET /api/v1/orders/overview': row(SIGNED_IN(200)),
  'GET /api/v1/orders/:deliveryId': row(OWNER_OR_STAFF, { params: orderOfA }),
  'PATCH /api/v1/orders/:deliveryId/address': row(OWNER_OR_STAFF, {
    params: orderOfA,
    body: () => ({ deliveryAddress: 'KN 3 Rd 5, Kigali', deliveryCountry: 'RW' }),
  }),
  'POST /api/v1/orders/:deliveryId/cancel': row(OWNER_OR_STAFF, {
    params: async (w) => ({ deliveryId: (await w.newOrderOfA()).deliveryId }),
    body: () => ({ reason: 'Plans changed.' }),
  }),
  'GET /api/v1/orders/:deliveryId/images/:imageId': row(OWNER_OR_STAFF, {
    params: (w) => ({ deliveryId: w.order.deliveryId, imageId: w.order.images[0]?.id ?? '' }),
  }),

  // ---- trips (the verified traveler's) -----------------------------------------------------------------------
  // Verified travelers only (403 traveler_not_verified for the unverified one, traveler_role_required for others).
  'POST /api/v1/trips': row('401 403 403 403 201 403', { body: () => tripInput() }),
  'GET /api/v1/trips': row('401 403 403 200 200 200'),
  'GET /api/v1/trips/:tripId': row('401 403 403 404 200 200', { params: (w) => ({ tripId: w.tripId }) }),
  'POST /api/v1/trips/:tripId/cancel': row('401 403 403 404 200 403', {
    params: async (w) => ({ tripId: await w.newPendingTrip() }),
    body: () => ({}),
  }),
  'POST /api/v1/trips/:tripId/approve': row(STAFF_ONLY, {
    params: async (w) => ({ tripId: await w.newPendingTrip() }),
    body: () => ({}),
  }),
  'POST /api/v1/trips/:tripId/reject': row(STAFF_ONLY, {
    params: async (w) => ({ tripId: await w.newPendingTrip() }),
    body: () => ({ reason: 'The ticket is for another day.' }),
  }),

  // ---- deliveries (on the verified traveler's trip) ----------------------------------------------------------
  'GET /api/v1/deliveries': row('401 403 403 200 200 403'),
  'GET /api/v1/deliveries/overview': row('401 403 403 200 200 403'),
  'GET /api/v1/deliveries/:deliveryId': row('401 403 403 404 200 403', {
    params: (w) => ({ deliveryId: w.carried.deliveryId }),
  }),
  'POST /api/v1/deliveries/:deliveryId/picked-up': row('401 403 403 404 200 403', {
    params: async (w) => ({ deliveryId: await w.newMatchedOrder() }),
    body: () => ({}),
  }),
  'POST /api/v1/deliveries/:deliveryId/delivered': row('401 403 403 404 200 403', {
    params: async (w) => ({ deliveryId: await w.newShippingOrder() }),
    form: (w) => ({ fields: { code: w.handOverCode }, files: [png('photo')] }),
  }),
  // The traveler who took it, the order's sender (A) and staff.
  'GET /api/v1/deliveries/:deliveryId/hand-over-photo': row('401 200 404 404 200 200', {
    params: (w) => ({ deliveryId: w.delivered.deliveryId }),
  }),
  // Staff, the traveler, and senders whose order they carry (A).
  'GET /api/v1/users/:userId/traveler-profile': row('401 200 404 404 200 200', {
    params: (w) => ({ userId: w.travelerId }),
  }),

  // ---- matching (staff only) -------------------------------------------------------------------------------------
  'GET /api/v1/orders/:deliveryId/candidates': row(STAFF_ONLY, { params: orderOfA }),
  'GET /api/v1/trips/:tripId/candidates': row(STAFF_ONLY, { params: (w) => ({ tripId: w.tripId }) }),
  'POST /api/v1/matches': row('401 403 403 403 403 201', {
    body: (w) => ({ deliveryId: w.matchable.deliveryId, tripId: w.tripId }),
  }),
  'GET /api/v1/matches': row(STAFF_ONLY, { query: { mine: 'true' } }),
  'GET /api/v1/matches/:matchId': row(STAFF_ONLY, {
    params: async (w) => ({ matchId: await w.newMatchId() }),
  }),
  'POST /api/v1/matches/:matchId/unmatch': row(STAFF_ONLY, {
    params: async (w) => ({ matchId: await w.newMatchId() }),
    body: () => ({}),
  }),

  // ---- payments (sender A's orders on the verified traveler's trip) --------------------------------------------
  // The sender, the traveler carrying it, staff; another sender never sees (or pays for) it: 404.
  'GET /api/v1/orders/:deliveryId/payment': row('401 200 404 404 200 200', {
    params: (w) => ({ deliveryId: w.carried.deliveryId }),
  }),
  'POST /api/v1/orders/:deliveryId/payment/checkout': row('401 201 404 403 403 403', {
    params: async (w) => ({ deliveryId: await w.newUnpaidOrder() }),
    body: () => ({}),
  }),
  'GET /api/v1/orders/:deliveryId/receipt': row('401 200 404 403 403 200', {
    params: (w) => ({ deliveryId: w.carried.deliveryId }),
  }),
  'GET /api/v1/admin/orders/:deliveryId/money': row(STAFF_ONLY, {
    params: (w) => ({ deliveryId: w.carried.deliveryId }),
  }),
  // The provider calls it; the signature is the credential: unsigned, anyone gets 400 webhook_signature_invalid.
  'POST /api/v1/payments/webhooks/:provider': row(ANYONE(400), {
    params: () => ({ provider: 'test' }),
    body: () => ({ id: 'evt_unsigned', type: 'payment_intent.succeeded' }),
  }),
  // The test provider's checkout page (only with the test provider, never in production): the session id
  // is the credential, as on a provider's hosted page.
  'GET /api/v1/test-provider/sessions/:sessionId': row(ANYONE(200), {
    params: async (w) => ({ sessionId: await w.newCheckoutSession() }),
  }),
  'POST /api/v1/test-provider/sessions/:sessionId/pay': row(ANYONE(200), {
    params: async (w) => ({ sessionId: await w.newCheckoutSession() }),
    body: () => ({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }),
  }),

  // ---- the staff console (staff only) -------------------------------------------------------------------------
  'GET /api/v1/admin/stats': row(STAFF_ONLY),
  'GET /api/v1/admin/orders': row(STAFF_ONLY, { query: { q: 'gadgets' } }),
  'GET /api/v1/admin/search': row(STAFF_ONLY, { query: { q: 'gadgets' } }),
  'GET /api/v1/admin/jobs/failing': row(STAFF_ONLY),
  'POST /api/v1/admin/orders/:deliveryId/status': row(STAFF_ONLY, {
    params: async (w) => ({ deliveryId: await w.newMatchedOrder() }),
    body: () => ({ status: 'failed', reason: 'The receiver could not be reached.' }),
  }),
  'GET /api/v1/admin/trips': row(STAFF_ONLY, { query: { upcoming: 'true' } }),
  'GET /api/v1/traveler-verifications': row(STAFF_ONLY),
  'POST /api/v1/traveler-verifications/:userId/approve': row(STAFF_ONLY, {
    params: async (w) => ({ userId: await w.newApplicant() }),
    body: () => ({}),
  }),
  'POST /api/v1/traveler-verifications/:userId/reject': row(STAFF_ONLY, {
    params: async (w) => ({ userId: await w.newApplicant() }),
    body: () => ({ reason: 'The photo is blurred.' }),
  }),
  'GET /api/v1/admin/users': row(STAFF_ONLY, { query: { role: 'traveler' } }),
  'GET /api/v1/admin/users/:userId': row(STAFF_ONLY, { params: ofA }),
  'POST /api/v1/admin/users/:userId/deactivate': row(STAFF_ONLY, {
    params: async (w) => ({ userId: await w.newSender() }),
    body: () => ({ reason: 'Asked us to close it.' }),
  }),
  'POST /api/v1/admin/users/:userId/reactivate': row(STAFF_ONLY, {
    params: async (w) => ({ userId: await w.newSender() }),
    body: () => ({}),
  }),

  // ---- notifications (the caller's own) ---------------------------------------------------------------------------
  'GET /api/v1/notifications': row(SIGNED_IN(200)),
  'POST /api/v1/notifications/read-all': row(SIGNED_IN(204), { body: () => ({}) }),

  // ---- messages (sender A's support chat, the carried order's delivery chat) -----------------------------------
  'GET /api/v1/conversations': row(SIGNED_IN(200), { query: { side: 'travelers', q: 'a' } }),
  // Senders and travelers have one; staff are the other side of every one.
  'GET /api/v1/conversations/support': row('401 200 200 200 200 403'),
  // The order's sender, the traveler carrying it, staff.
  'GET /api/v1/conversations/:conversationId/messages': row('401 200 404 404 200 200', {
    params: (w) => ({ conversationId: w.carriedChat.conversationId }),
    query: { limit: '5' },
  }),
  'POST /api/v1/conversations/:conversationId/messages': row('401 201 404 404 404 201', {
    params: (w) => ({ conversationId: w.supportOfA.conversationId }),
    body: () => ({ body: 'Is my parcel on its way?' }),
  }),
  'POST /api/v1/conversations/:conversationId/read': row('401 200 404 404 200 200', {
    params: (w) => ({ conversationId: w.carriedChat.conversationId }),
    body: () => ({ upToId: '1' }),
  }),
  'GET /api/v1/conversations/:conversationId/messages/:messageId/image': row(OWNER_OR_STAFF, {
    params: (w) => ({ conversationId: w.supportOfA.conversationId, messageId: w.supportOfA.imageMessageId }),
  }),
  // Staff open any sender's or traveler's chat with Admin (the Users screen's Message button).
  'GET /api/v1/users/:userId/support-conversation': row(STAFF_ONLY, { params: ofA }),
  'GET /api/v1/orders/:deliveryId/conversation': row('401 200 404 404 200 200', {
    params: (w) => ({ deliveryId: w.carried.deliveryId }),
  }),

  // ---- live events (the caller's own stream) ----------------------------------------------------------------------
  'GET /api/v1/events': row(SIGNED_IN(200), { stream: true }),

  // ---- profiles (sender A's) ------------------------------------------------------------------------------------
  'GET /api/v1/users/:userId/profile': row(OWNER_OR_STAFF, { params: ofA }),
  'PUT /api/v1/users/:userId/profile': row(OWNER_OR_STAFF, {
    params: ofA,
    body: () => ({ fullname: 'Grace Sender', country: 'NG', state: 'Lagos' }),
  }),
  'GET /api/v1/users/:userId/reviews': row(OWNER_OR_STAFF, { params: ofA }),
  'PUT /api/v1/users/:userId/avatar': row(OWNER_OR_STAFF, {
    params: ofA,
    form: () => ({ files: [png('avatar')] }),
  }),
  // Any signed-in person sees a profile photo (it is shown next to names).
  'GET /api/v1/users/:userId/avatar': row(SIGNED_IN(200), { params: ofA }),

  // ---- the wallet (the signed-in traveler's own: no route names another traveler) -------------------------------
  'GET /api/v1/wallet': row(TRAVELERS(200)),
  'GET /api/v1/wallet/history': row(TRAVELERS(200)),
  'GET /api/v1/wallet/payouts': row(TRAVELERS(200)),
  'PUT /api/v1/wallet/payout-method': row(TRAVELERS(200), {
    body: () => ({ kind: 'iban', holderName: 'Tess Traveler', iban: 'GB82 WEST 1234 5698 7654 32' }),
  }),
  // The verified traveler has money and a bank account; the other traveler has neither (409 before the balance).
  'POST /api/v1/wallet/withdrawals': row('401 403 403 409 201 403', { body: () => ({ amountMinor: 1000 }) }),

  // ---- payouts (staff only) --------------------------------------------------------------------------------------
  'GET /api/v1/admin/payouts': row(STAFF_ONLY, { query: { status: 'requested' } }),
  'POST /api/v1/admin/payouts/:payoutId/approve': row(STAFF_ONLY, {
    params: async (w) => ({ payoutId: await w.newPayoutId() }),
    body: () => ({}),
  }),
  'POST /api/v1/admin/payouts/:payoutId/paid': row(STAFF_ONLY, {
    params: async (w) => ({ payoutId: await w.newApprovedPayoutId() }),
    body: () => ({}),
  }),
  'POST /api/v1/admin/payouts/:payoutId/failed': row(STAFF_ONLY, {
    params: async (w) => ({ payoutId: await w.newPayoutId() }),
    body: () => ({ reason: 'The bank refused the transfer.' }),
  }),
  'GET /api/v1/admin/users/:userId/money': row(STAFF_ONLY, { params: (w) => ({ userId: w.travelerId }) }),

  // ---- the receiver's tracking link (ADR 021): its sender makes and ends it; the link itself is public ----------
  'GET /api/v1/orders/:deliveryId/receiver-link': row('401 200 404 403 403 403', { params: orderOfA }),
  'POST /api/v1/orders/:deliveryId/receiver-link': row('401 201 404 403 403 403', {
    params: orderOfA,
    body: () => ({}),
  }),
  'DELETE /api/v1/orders/:deliveryId/receiver-link': row('401 204 404 403 403 403', { params: orderOfA }),
  // Signed out allowed: the token is the credential; a well-formed one nobody was given is the same 404 for all.
  'GET /api/v1/receiver-links/:token': row(ANYONE(404), {
    params: () => ({ token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
  }),
  // ---- reviews (docs/decisions/018-reviews.md) -------------------------------------------------------------
  // The delivered order's two people read and write; anyone else reads 404. Each side writes once (201).
  'GET /api/v1/orders/:deliveryId/reviews': row('401 200 404 404 200 404', {
    params: (w) => ({ deliveryId: w.delivered.deliveryId }),
  }),
  'POST /api/v1/orders/:deliveryId/reviews': row('401 201 404 404 201 404', {
    params: (w) => ({ deliveryId: w.delivered.deliveryId }),
    body: () => ({ rating: 5, text: 'On time.' }),
  }),
  // Only the reviewed person (A) replies to and reports a review about them.
  'POST /api/v1/reviews/:reviewId/reply': row(OWNER_OR_STAFF.replace(/200$/, '404'), {
    params: async (w) => ({ reviewId: await w.newReviewOfA() }),
    body: () => ({ text: 'Thank you.' }),
  }),
  'POST /api/v1/reviews/:reviewId/report': row(OWNER_OR_STAFF.replace(/200$/, '404'), {
    params: async (w) => ({ reviewId: await w.newReviewOfA() }),
    body: () => ({ reason: 'Not true.' }),
  }),
  'GET /api/v1/admin/reviews': row(STAFF_ONLY),
  'POST /api/v1/admin/reviews/:reviewId/hide': row(STAFF_ONLY, {
    params: async (w) => ({ reviewId: await w.newReviewOfA() }),
    body: () => ({ reason: 'Breaks the rules.' }),
  }),
  // Staff answer 409 (no open report) on a review nobody reported: access let them through.
  'POST /api/v1/admin/reviews/:reviewId/dismiss': row('401 403 403 403 403 ok', {
    params: async (w) => ({ reviewId: await w.newReviewOfA() }),
  }),
  // A sender's public profile: the sender, staff, and the traveler who carried A's order.
  'GET /api/v1/users/:userId/sender-profile': row('401 200 404 404 200 200', { params: ofA }),
  // ---- disputes (docs/decisions/019-disputes.md): the order's sender opens; its people and staff read -----------
  'POST /api/v1/orders/:deliveryId/disputes': row('401 201 404 403 403 403', {
    params: async (w) => ({ deliveryId: await w.newDeliveredOrder() }),
    form: () => ({
      fields: { reason: 'damaged', description: 'The box arrived crushed.' },
      files: [png('photos')],
    }),
  }),
  'GET /api/v1/orders/:deliveryId/disputes': row('401 200 404 404 200 200', {
    params: async (w) => ({ deliveryId: (await w.disputed()).deliveryId }),
  }),
  'GET /api/v1/disputes/:disputeId/conversation': row('401 200 404 404 200 200', {
    params: async (w) => ({ disputeId: (await w.disputed()).disputeId }),
  }),
  'GET /api/v1/admin/disputes': row(STAFF_ONLY),
  'POST /api/v1/admin/disputes/:disputeId/resolve': row(STAFF_ONLY, {
    params: async (w) => ({ disputeId: await w.newDisputeId() }),
    body: () => ({ outcome: 'release', note: 'The photos show no damage.' }),
  }),
  'GET /api/v1/admin/users/:userId/disputes': row(STAFF_ONLY, { params: ofA }),
  // ---- declared contents (docs/decisions/020-declared-contents.md) ----------------------------------------------
  // Only the traveler whose trip carries it (the other traveler: 404), while matched.
  'POST /api/v1/deliveries/:deliveryId/refuse': row('401 403 403 404 200 403', {
    params: async (w) => ({ deliveryId: await w.newMatchedOrder() }),
    form: () => ({
      fields: { reason: 'The parcel holds a power bank that is not in a device.' },
      files: [png('photos')],
    }),
  }),
  // What refusals said and their photos: staff only (not the sender, not the traveler who took them).
  'GET /api/v1/admin/orders/:deliveryId/refusals': row(STAFF_ONLY, {
    params: (w) => ({ deliveryId: w.refused.deliveryId }),
  }),
  'GET /api/v1/admin/refusals/:refusalId/photos/:position': row(STAFF_ONLY, {
    params: (w) => ({ refusalId: w.refused.refusalId, position: '0' }),
  }),
  'POST /api/v1/admin/orders/:deliveryId/cancel-prohibited': row(STAFF_ONLY, {
    params: async (w) => ({ deliveryId: await w.newMatchedOrder() }),
    body: () => ({ reason: 'The photos show a replica gun.' }),
  }),
};

import { type LiveInvalidations, sharedLiveInvalidations } from '@tote/web/events';
import { webQueryKeys } from '@tote/web/query-keys';
import { queryKeys } from '../../lib/query-keys';

/**
 * What each live event refreshes in the admin app (docs/decisions/010-live-events.md; staff receive every order, trip, match and
 * verification change, docs/decisions/013-staff-events.md): the home stats, the Delivery Orders lists and
 * details, the candidate lists, the Active Log, the review queues, the Users lists and profiles, and the chats
 * (/admin-m).
 */
export const adminLiveInvalidations: LiveInvalidations = {
  ...sharedLiveInvalidations,
  'order.changed': () => [
    queryKeys.stats,
    queryKeys.orders.all,
    queryKeys.candidates.all,
    queryKeys.matches.all,
    queryKeys.users.all,
    // Disputes opened or resolved announce themselves as order changes (ADR 019).
    webQueryKeys.disputes.all,
  ],
  'match.changed': () => [
    queryKeys.stats,
    queryKeys.orders.all,
    queryKeys.trips.all,
    queryKeys.candidates.all,
    queryKeys.matches.all,
  ],
  'trip.changed': () => [queryKeys.stats, queryKeys.trips.all, queryKeys.candidates.all, queryKeys.users.all],
  // A traveler asked for verification or staff decided one: the stats' pending count, the verification queue
  // and the person's card and profile (/user, /admin-p?id=).
  'verification.changed': () => [queryKeys.stats, queryKeys.verifications.all, queryKeys.users.all],
  // A payout was asked for or decided, or an earning became available: the Payouts queue, that traveler's
  // Money section on /admin-p?id=, and the orders' Money sections (their ledger movements).
  // A review written, shown, replied to, reported, hidden or dismissed: the moderation lists and the profiles.
  'review.changed': () => [queryKeys.reviews.all, queryKeys.users.all],
  'wallet.changed': (event) => [
    queryKeys.payouts.all,
    queryKeys.users.money(event.travelerId),
    queryKeys.orders.moneyAll,
  ],
};

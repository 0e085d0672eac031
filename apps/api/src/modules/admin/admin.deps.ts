import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../plugins/clock';
import type { PaymentsHooks } from '../payments/payments.service';
import type { TravelerReview } from '../travelers/review';

/** What every staff use-case (admin.service.ts, admin-users.ts) is built from. */
export interface AdminDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The travelers module decides verifications (one code path with PUT /admin/travelers/:userId/verification). */
  travelers: TravelerReview;
  /** Staff status changes move the order's money as the same change by anyone else would (ADR 017). */
  payments: PaymentsHooks;
}

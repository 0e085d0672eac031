import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../plugins/clock';
import type { TravelerReview } from '../travelers/review';

/** What every staff use-case (admin.service.ts, admin-users.ts) is built from. */
export interface AdminDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The travelers module decides verifications (one code path with PUT /admin/travelers/:userId/verification). */
  travelers: TravelerReview;
}

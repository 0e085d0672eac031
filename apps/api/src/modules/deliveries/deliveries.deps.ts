import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../plugins/clock';
import type { PaymentsHooks } from '../payments/payments.service';
import type { UploadFolder } from '../uploads/storage';

export interface DeliveriesConfig {
  /** The `hand-over` upload folder (ADR 022): the hand-over photos, served only through their route. */
  photos: UploadFolder;
}

/** What every deliveries use-case (deliveries.service.ts, hand-over.ts, traveler-profile.ts) is built from. */
export interface DeliveriesDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  config: DeliveriesConfig;
  /** Pick-up needs the payment authorized and owes its capture; the hand-over releases it (ADR 017). */
  payments: PaymentsHooks;
}

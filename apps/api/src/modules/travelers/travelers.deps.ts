import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../plugins/clock';
import type { Mailer } from '../../plugins/mail';

export interface TravelersConfig {
  /** DATA_DIR/private/national-ids: outside every folder the server serves. */
  nationalIdDir: string;
}

export interface TravelersDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  config: TravelersConfig;
}

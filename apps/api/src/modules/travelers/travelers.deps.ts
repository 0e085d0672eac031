import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../plugins/clock';
import type { Mailer } from '../../plugins/mail';
import type { UploadFolder } from '../uploads/storage';

export interface TravelersConfig {
  /**
   * The `national-ids` upload folder (ADR 022): sealed (AES-256-GCM) before it reaches the store; locally
   * DATA_DIR/private/national-ids, outside every folder the server serves.
   */
  nationalIds: UploadFolder;
}

export interface TravelersDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  config: TravelersConfig;
}

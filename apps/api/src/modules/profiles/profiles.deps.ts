import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../plugins/clock';

export interface ProfilesConfig {
  /** DATA_DIR/uploads/avatars: no route serves this folder; photos go out only through readAvatar. */
  avatarDir: string;
}

/** What every profiles use-case (profiles.service.ts, avatars.ts) is built from. */
export interface ProfilesDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  config: ProfilesConfig;
}

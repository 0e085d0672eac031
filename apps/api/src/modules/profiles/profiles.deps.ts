import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../plugins/clock';
import type { UploadFolder } from '../uploads/storage';

export interface ProfilesConfig {
  /** The `avatars` upload folder (ADR 022): no route serves it; photos go out only through readAvatar. */
  avatars: UploadFolder;
}

/** What every profiles use-case (profiles.service.ts, avatars.ts) is built from. */
export interface ProfilesDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  config: ProfilesConfig;
}

import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../plugins/clock';
import type { UploadFolder } from '../uploads/storage';

export interface MessagesConfig {
  /** The `messages` upload folder (ADR 022): chat images, served only through their route. */
  images: UploadFolder;
}

/** What every messages use-case (conversations.ts, chat.ts) is built from. */
export interface MessagesDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  config: MessagesConfig;
}

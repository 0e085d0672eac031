import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Clock } from '../../plugins/clock';

export interface MessagesConfig {
  /** DATA_DIR/uploads/messages: chat images, served only through their route. */
  imagesDir: string;
}

/** What every messages use-case (conversations.ts, chat.ts) is built from. */
export interface MessagesDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  config: MessagesConfig;
}

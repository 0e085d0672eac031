import { commonErrors } from '@tote/validation/contract';
import {
  type Conversation,
  MESSAGE_RATE_LIMIT,
  type Message,
  type MessageListQuery,
  MessageListQuerySchema,
  type MessagePage,
  messageErrors,
  messageMessages,
} from '@tote/validation/messages';
import type { Database } from '../../db/client';
import { raise } from '../../errors';
import type { SessionUser } from '../accounts/users';
import { publishOnCommit } from '../events/publish';
import { readUpload } from '../uploads/storage';
import { assertUploadRoom, reserveUploadRoom, type StoredUpload, type UploadForm } from '../uploads/uploads';
import { access, closesAt, one, recipientsOf, toMessage } from './conversation-view';
import type { MessagesDeps } from './messages.deps';
import type { ConversationView, Reader } from './messages.repo';
import * as repo from './messages.repo';

/* The messages of a conversation: read a page, send (with an optional image), mark read, read an image. */

const RATE_WINDOW_MS = 60_000;
const MESSAGE_ID = /^\d{1,15}$/;

/** A page of messages, oldest first, before the `before` id; with where the next older page starts. */
export async function listMessages(
  { db }: MessagesDeps,
  viewer: SessionUser,
  conversationId: string,
  query: MessageListQuery,
): Promise<MessagePage> {
  const { view, reader } = await access(db, viewer, conversationId);
  const { before, limit } = MessageListQuerySchema.parse(query);
  const rows = await repo.listMessages(db, view.id, reader, before, limit + 1);
  const page = rows.slice(0, limit);
  const oldest = page.at(-1);
  return {
    messages: page.reverse().map((row) => toMessage(reader, row)),
    nextBefore: rows.length > limit && oldest ? String(oldest.message.id) : null,
    lastReadId: view.lastReadId === null ? null : String(view.lastReadId),
  };
}

/** 429 once the author sent MESSAGE_RATE_LIMIT messages in the last minute, with when they may send again. */
async function assertUnderRateLimit(
  tx: Database,
  authorId: string,
  now: Date,
  { lock }: { lock: boolean } = { lock: true },
): Promise<void> {
  if (lock) await repo.lockAuthor(tx, authorId);
  const sent = await repo.countSentSince(tx, authorId, new Date(now.getTime() - RATE_WINDOW_MS));
  if (sent.count >= MESSAGE_RATE_LIMIT) {
    const freeAt = (sent.oldest?.getTime() ?? now.getTime()) + RATE_WINDOW_MS;
    const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
    throw raise(messageErrors.rateLimited, {
      message: messageMessages.rateLimited(seconds),
      headers: { 'retry-after': String(seconds) },
    });
  }
}

interface Post {
  viewer: SessionUser;
  view: ConversationView;
  reader: Reader;
  body: string;
  file: StoredUpload | undefined;
  now: Date;
}

/** The message, the author's read mark and the live event, on one transaction (the conversation locked). */
async function writeMessage(tx: Database, { viewer, view, reader, body, file, now }: Post) {
  await repo.lockConversation(tx, view.id);
  const closes = closesAt(view);
  if (closes && now >= closes) throw raise(messageErrors.conversationClosed);
  await assertUnderRateLimit(tx, viewer.id, now);
  if (file) await reserveUploadRoom(tx, viewer.id, [file], 'image');
  const message = await repo.insertMessage(tx, {
    conversationId: view.id,
    authorId: viewer.id,
    authorIsStaff: 'staff' in reader,
    body,
    imageKey: file?.key ?? null,
    imageType: file?.contentType ?? null,
    imageSize: file?.sizeBytes ?? null,
    createdAt: now,
  });
  // The author's own side has read what it wrote.
  await repo.markRead(tx, view.id, reader, message.id);
  const [recipients, audience] = await recipientsOf(tx, view);
  await publishOnCommit(
    tx,
    [viewer.id, ...recipients],
    { type: 'message.created', conversationId: view.id, messageId: String(message.id) },
    audience,
  );
  return message;
}

/** Posts a message (and its image, kept only when the message commits) while the thread is open. */
export async function send(
  { db, clock }: MessagesDeps,
  viewer: SessionUser,
  conversationId: string,
  body: string,
  image?: Pick<UploadForm, 'storeFiles' | 'keep' | 'fileCount'>,
): Promise<Message> {
  const { view, reader } = await access(db, viewer, conversationId);
  const now = clock.now();
  const withImage = !!image && image.fileCount > 0;
  if (withImage) {
    // Check first (read only), then decode: a closed thread, a sender over the rate limit or a full quota is
    // answered without the image decoded and re-encoded; writeMessage checks all three again, locked.
    const closes = closesAt(view);
    if (closes && now >= closes) throw raise(messageErrors.conversationClosed);
    await assertUnderRateLimit(db, viewer.id, now, { lock: false });
    await assertUploadRoom(db, viewer.id, 'image');
  }
  const stored = withImage ? await image.storeFiles() : [];
  const file = stored[0];
  const row = await db.transaction((tx) => writeMessage(tx, { viewer, view, reader, body, file, now }));
  if (file) image?.keep();
  return toMessage(reader, { message: row, authorName: viewer.fullName });
}

/** Moves the viewer's side's read mark forward to `upToId` (never past the newest message, never back). */
export async function markRead(
  deps: MessagesDeps,
  viewer: SessionUser,
  conversationId: string,
  upToId: string,
): Promise<Conversation> {
  const { db } = deps;
  const { view, reader } = await access(db, viewer, conversationId);
  const last = await repo.lastMessageId(db, view.id);
  // A mark past the newest message stops at it: a later message still counts as unread.
  const upTo = Math.min(Number(upToId), last ?? 0);
  if (upTo > 0 && upTo > (view.lastReadId ?? 0)) {
    await db.transaction(async (tx) => {
      await repo.markRead(tx, view.id, reader, upTo);
      const [recipients, audience] = await recipientsOf(tx, view);
      await publishOnCommit(
        tx,
        [viewer.id, ...recipients],
        { type: 'message.read', conversationId: view.id, upToId: String(upTo) },
        audience,
      );
    });
  }
  return one(deps, viewer, view.id);
}

/** A chat image, for the conversation's participants only (404 for anyone else). */
export async function readImage(
  { db, log, config }: MessagesDeps,
  viewer: SessionUser,
  conversationId: string,
  messageId: string,
): Promise<{ content: Buffer; type: string }> {
  const { view, reader } = await access(db, viewer, conversationId);
  if (!MESSAGE_ID.test(messageId)) throw raise(commonErrors.notFound);
  const found = await repo.findMessage(db, view.id, reader, Number(messageId));
  const { imageKey, imageType } = found?.message ?? {};
  if (!imageKey || !imageType) throw raise(commonErrors.notFound);
  const content = await readUpload(config.images, imageKey);
  if (!content) {
    log.error({ conversationId, messageId }, 'the chat image named in the database is missing');
    throw raise(commonErrors.notFound);
  }
  return { content, type: imageType };
}

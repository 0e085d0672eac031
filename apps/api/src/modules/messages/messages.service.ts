import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type Conversation,
  type ConversationList,
  type ConversationListQuery,
  ConversationListQuerySchema,
  DELIVERY_THREAD_OPEN_DAYS,
  MESSAGE_RATE_LIMIT,
  type Message,
  type MessageListQuery,
  MessageListQuerySchema,
  type MessagePage,
  messageImagePath,
  messageMessages,
  STAFF_DISPLAY_NAME,
} from '@tote/validation/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { HttpError } from '../../errors';
import type { Clock } from '../../plugins/clock';
import { avatarUrlOf, type SessionUser } from '../accounts/users';
import { type Audience, publishOnCommit } from '../events/publish';
import { reserveUploadRoom, type UploadForm } from '../uploads/uploads';
import type { ConversationView, MessageWithAuthor, PersonRow, Reader } from './messages.repo';
import * as repo from './messages.repo';

export interface MessagesConfig {
  /** DATA_DIR/uploads/messages: chat images, served only through their route. */
  imagesDir: string;
}

export interface MessagesDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  config: MessagesConfig;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const RATE_WINDOW_MS = 60_000;
const STAFF_LIST_LIMIT = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MESSAGE_ID = /^\d{1,15}$/;
const ENDED = new Set(['delivered', 'cancelled', 'failed']);

const errors = {
  notFound: () => new HttpError(404, 'not_found', 'Not found.'),
  closed: () => new HttpError(409, 'conversation_closed', messageMessages.closed),
  noTraveler: () => new HttpError(409, 'no_traveler', messageMessages.noTraveler),
  rateLimited: (seconds: number) =>
    new HttpError(429, 'rate_limited', messageMessages.rateLimited(seconds), undefined, {
      headers: { 'retry-after': String(seconds) },
    }),
};

/** The caller's side in a conversation, or null when they may not see it (a 404). */
function readerOf(viewer: SessionUser, view: ConversationView): Reader | null {
  // Staff read and join every support and delivery thread, as the one "Admin" side.
  if (viewer.isStaff) return { staff: true };
  if (view.kind === 'support') return view.userId === viewer.id ? { userId: viewer.id } : null;
  return view.senderId === viewer.id || view.travelerId === viewer.id ? { userId: viewer.id } : null;
}

/** spec §4 / issue 11: a delivery thread takes messages until some days after its order ended. */
function closesAt(view: ConversationView): Date | null {
  if (view.kind !== 'delivery' || !view.orderStatus || !ENDED.has(view.orderStatus)) return null;
  return view.orderUpdatedAt
    ? new Date(view.orderUpdatedAt.getTime() + DELIVERY_THREAD_OPEN_DAYS * DAY_MS)
    : null;
}

/**
 * Who hears about the conversation live: its users; for a support thread every active staff member (they share
 * its one "Admin" side and read mark, so each /admin-m list changes; ADR 013); for a delivery thread the staff
 * members who have written in it.
 */
async function recipientsOf(db: Database, view: ConversationView): Promise<[string[], Audience]> {
  if (view.kind === 'support') return [view.userId ? [view.userId] : [], { staff: true }];
  const users = [view.senderId, view.travelerId].filter((id): id is string => id !== null);
  return [[...users, ...(await repo.staffAuthors(db, view.id))], {}];
}

const isMine = (reader: Reader, authorId: string | null, authorIsStaff: boolean) =>
  'staff' in reader ? authorIsStaff : !authorIsStaff && authorId === reader.userId;

function toMessage(reader: Reader, { message, authorName }: MessageWithAuthor): Message {
  return {
    id: String(message.id),
    conversationId: message.conversationId,
    body: message.body,
    // Users never learn which staff member wrote: the staff side is "Admin".
    authorName: message.authorIsStaff ? STAFF_DISPLAY_NAME : (authorName ?? 'Former member'),
    fromStaff: message.authorIsStaff,
    mine: isMine(reader, message.authorId, message.authorIsStaff),
    imageUrl: message.imageKey ? messageImagePath(message.conversationId, message.id) : null,
    createdAt: message.createdAt.toISOString(),
  };
}

export function createMessagesService({ db, clock, log, config }: MessagesDeps) {
  function toConversation(
    viewer: SessionUser,
    reader: Reader,
    view: ConversationView,
    people: Map<string, PersonRow>,
  ): Conversation {
    const personOf = (id: string | null) => {
      const person = id ? people.get(id) : undefined;
      return person ? { id: person.id, name: person.fullName, avatarUrl: avatarUrlOf(person) } : null;
    };
    let person: Conversation['person'];
    let title: string;
    if (view.kind === 'support') {
      person = 'staff' in reader ? personOf(view.userId) : null;
      title = person?.name ?? STAFF_DISPLAY_NAME;
    } else {
      // The other party: the traveler for the sender, the sender for the traveler; staff see the sender.
      const otherId = view.senderId === viewer.id && !viewer.isStaff ? view.travelerId : view.senderId;
      person = personOf(otherId);
      title = person ? `${person.name} · ${view.deliveryId}` : (view.deliveryId ?? 'Delivery');
    }
    const closes = closesAt(view);
    const last: MessageWithAuthor | null =
      view.lastId === null
        ? null
        : {
            message: {
              id: view.lastId,
              conversationId: view.id,
              authorId: view.lastAuthorId,
              authorIsStaff: view.lastAuthorIsStaff ?? false,
              body: view.lastBody ?? '',
              imageKey: view.lastImageKey,
              imageType: null,
              imageSize: null,
              createdAt: view.lastCreatedAt ?? new Date(0),
            },
            authorName: personOf(view.lastAuthorId)?.name ?? null,
          };
    return {
      id: view.id,
      kind: view.kind,
      deliveryId: view.deliveryId,
      title,
      person,
      lastMessage: last ? toMessage(reader, last) : null,
      unread: view.unread,
      closesAt: closes?.toISOString() ?? null,
      closed: closes !== null && clock.now() >= closes,
    };
  }

  async function present(viewer: SessionUser, reader: Reader, views: ConversationView[]) {
    const ids = views.flatMap((v) => [v.userId, v.senderId, v.travelerId, v.lastAuthorId]);
    const people = await repo.findPeople(
      db,
      ids.filter((id): id is string => id !== null),
    );
    return views.map((view) => toConversation(viewer, reader, view, people));
  }

  /** The conversation and the viewer's side in it; 404 for a malformed id, an unknown one or a non-participant. */
  async function access(viewer: SessionUser, conversationId: string) {
    if (!UUID.test(conversationId)) throw errors.notFound();
    const probe = await repo.findConversationView(db, conversationId, { userId: viewer.id });
    if (!probe) throw errors.notFound();
    const reader = readerOf(viewer, probe);
    if (!reader) throw errors.notFound();
    const view = 'staff' in reader ? await repo.findConversationView(db, conversationId, reader) : probe;
    if (!view) throw errors.notFound();
    return { view, reader };
  }

  async function one(viewer: SessionUser, conversationId: string): Promise<Conversation> {
    const { view, reader } = await access(viewer, conversationId);
    const [conversation] = await present(viewer, reader, [view]);
    if (!conversation) throw errors.notFound();
    return conversation;
  }

  /** The user's support thread, made with its greeting from Admin the first time (two first opens make one). */
  async function ensureSupport(user: Pick<SessionUser, 'id' | 'fullName'>): Promise<string> {
    const existing = await repo.findSupportConversationId(db, user.id);
    if (existing) return existing;
    const now = clock.now();
    await db.transaction(async (tx) => {
      const id = await repo.insertConversation(tx, { kind: 'support', userId: user.id, createdAt: now });
      if (!id) return;
      const firstName = user.fullName.trim().split(/\s+/)[0] || user.fullName;
      const greeting = await repo.insertMessage(tx, {
        conversationId: id,
        authorId: null,
        authorIsStaff: true,
        body: messageMessages.greeting(firstName),
        createdAt: now,
      });
      await publishOnCommit(tx, [user.id], {
        type: 'message.created',
        conversationId: id,
        messageId: String(greeting.id),
      });
    });
    const id = await repo.findSupportConversationId(db, user.id);
    if (!id) throw new Error('the support conversation was not made');
    return id;
  }

  return {
    async list(viewer: SessionUser, query: ConversationListQuery): Promise<ConversationList> {
      let conversations: Conversation[];
      if (viewer.isStaff) {
        const { side, q } = ConversationListQuerySchema.parse(query);
        const views = await repo.listSupportConversations(db, side, q || undefined, STAFF_LIST_LIMIT);
        conversations = await present(viewer, { staff: true }, views);
      } else {
        // spec §4: the traveler's Admin thread shows its unread greeting before it was ever opened.
        if (viewer.isSender || viewer.isTraveler) await ensureSupport(viewer);
        const views = await repo.listUserConversations(db, viewer.id);
        conversations = await present(viewer, { userId: viewer.id }, views);
      }
      return { conversations, unread: conversations.reduce((sum, c) => sum + c.unread, 0) };
    },

    async support(viewer: SessionUser): Promise<Conversation> {
      return one(viewer, await ensureSupport(viewer));
    },

    /** Staff: a sender's or traveler's support thread (made with its greeting if they never opened it). */
    async supportOf(viewer: SessionUser, userId: string): Promise<Conversation> {
      const user = UUID.test(userId) ? await repo.findSupportUser(db, userId) : null;
      if (!user) throw errors.notFound();
      return one(viewer, await ensureSupport(user));
    },

    async forOrder(viewer: SessionUser, deliveryId: string): Promise<Conversation> {
      const order = await repo.findOrderForChat(db, deliveryId);
      const allowed =
        order && (viewer.isStaff || order.senderId === viewer.id || order.travelerId === viewer.id);
      if (!order || !allowed) throw errors.notFound();
      let id = await repo.findDeliveryConversationId(db, order.orderId);
      if (!id) {
        if (!order.travelerId) throw errors.noTraveler();
        await repo.insertConversation(db, {
          kind: 'delivery',
          orderId: order.orderId,
          createdAt: clock.now(),
        });
        id = await repo.findDeliveryConversationId(db, order.orderId);
        if (!id) throw new Error('the delivery conversation was not made');
      }
      return one(viewer, id);
    },

    /** Asserts the viewer may post here, before a multipart body is read. */
    async assertParticipant(viewer: SessionUser, conversationId: string): Promise<void> {
      await access(viewer, conversationId);
    },

    async messages(
      viewer: SessionUser,
      conversationId: string,
      query: MessageListQuery,
    ): Promise<MessagePage> {
      const { view, reader } = await access(viewer, conversationId);
      const { before, limit } = MessageListQuerySchema.parse(query);
      const rows = await repo.listMessages(db, view.id, before, limit + 1);
      const page = rows.slice(0, limit);
      const oldest = page.at(-1);
      return {
        messages: page.reverse().map((row) => toMessage(reader, row)),
        nextBefore: rows.length > limit && oldest ? String(oldest.message.id) : null,
        lastReadId: view.lastReadId === null ? null : String(view.lastReadId),
      };
    },

    async send(
      viewer: SessionUser,
      conversationId: string,
      body: string,
      image?: Pick<UploadForm, 'storeFiles' | 'keep' | 'fileCount'>,
    ): Promise<Message> {
      const { view, reader } = await access(viewer, conversationId);
      const stored = image && image.fileCount > 0 ? await image.storeFiles() : [];
      const file = stored[0];
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        await repo.lockConversation(tx, view.id);
        const closes = closesAt(view);
        if (closes && now >= closes) throw errors.closed();
        await repo.lockAuthor(tx, viewer.id);
        const sent = await repo.countSentSince(tx, viewer.id, new Date(now.getTime() - RATE_WINDOW_MS));
        if (sent.count >= MESSAGE_RATE_LIMIT) {
          const freeAt = (sent.oldest?.getTime() ?? now.getTime()) + RATE_WINDOW_MS;
          throw errors.rateLimited(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)));
        }
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
      });
      if (file) image?.keep();
      return toMessage(reader, { message: row, authorName: viewer.fullName });
    },

    async markRead(viewer: SessionUser, conversationId: string, upToId: string): Promise<Conversation> {
      const { view, reader } = await access(viewer, conversationId);
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
      return one(viewer, view.id);
    },

    async readImage(
      viewer: SessionUser,
      conversationId: string,
      messageId: string,
    ): Promise<{ content: Buffer; type: string }> {
      const { view } = await access(viewer, conversationId);
      if (!MESSAGE_ID.test(messageId)) throw errors.notFound();
      const found = await repo.findMessage(db, view.id, Number(messageId));
      const { imageKey, imageType } = found?.message ?? {};
      if (!imageKey || !imageType) throw errors.notFound();
      try {
        return { content: await readFile(path.join(config.imagesDir, imageKey)), type: imageType };
      } catch (error) {
        log.error(
          { err: error, conversationId, messageId },
          'the chat image named in the database is missing',
        );
        throw errors.notFound();
      }
    },
  };
}

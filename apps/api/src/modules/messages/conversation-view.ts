import { commonErrors } from '@tote/validation/contract';
import {
  type Conversation,
  DELIVERY_THREAD_OPEN_DAYS,
  type Message,
  messageImagePath,
  STAFF_DISPLAY_NAME,
} from '@tote/validation/messages';
import type { Database } from '../../db/client';
import { raise } from '../../errors';
import type { Clock } from '../../plugins/clock';
import { avatarUrlOf, type SessionUser } from '../accounts/users';
import type { Audience } from '../events/publish';
import type { MessagesDeps } from './messages.deps';
import type { ConversationView, MessageWithAuthor, PersonRow, Reader } from './messages.repo';
import * as repo from './messages.repo';

/*
 * Who may read a conversation, and how a conversation and its messages look to each side. Shared by the
 * conversation use-cases (conversations.ts) and the chat's (chat.ts).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ENDED = new Set(['delivered', 'cancelled', 'failed']);

export const isUuid = (value: string) => UUID.test(value);

/** The caller's side in a conversation, or null when they may not see it (a 404). */
function readerOf(viewer: SessionUser, view: ConversationView): Reader | null {
  // Staff read and join every support and delivery thread, as the one "Admin" side.
  if (viewer.isStaff) return { staff: true };
  if (view.kind === 'support') return view.userId === viewer.id ? { userId: viewer.id } : null;
  return view.senderId === viewer.id || view.travelerId === viewer.id ? { userId: viewer.id } : null;
}

/**
 * docs/product/lifecycles.md, Conversations: a delivery thread takes messages until some days after its
 * order ended, so sender and traveler can still sort out the hand-over's aftermath, then closes.
 */
export function closesAt(view: ConversationView): Date | null {
  // A dispute's thread closes when staff resolve it: a resolved dispute is final (ADR 019).
  if (view.kind === 'dispute') return view.disputeResolvedAt;
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
export async function recipientsOf(db: Database, view: ConversationView): Promise<[string[], Audience]> {
  if (view.kind === 'support') return [view.userId ? [view.userId] : [], { staff: true }];
  // A dispute's thread is the staff's to answer, like a support thread (ADR 019).
  if (view.kind === 'dispute') {
    return [[view.senderId, view.travelerId].filter((id): id is string => id !== null), { staff: true }];
  }
  const users = [view.senderId, view.travelerId].filter((id): id is string => id !== null);
  return [[...users, ...(await repo.staffAuthors(db, view.id))], {}];
}

const isMine = (reader: Reader, authorId: string | null, authorIsStaff: boolean) =>
  'staff' in reader ? authorIsStaff : !authorIsStaff && authorId === reader.userId;

export function toMessage(reader: Reader, { message, authorName }: MessageWithAuthor): Message {
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

type Person = Conversation['person'];

/** The conversation's title and the person it is with, as the viewer's side sees them. */
function titleOf(
  viewer: SessionUser,
  reader: Reader,
  view: ConversationView,
  personOf: (id: string | null) => Person,
): { title: string; person: Person } {
  if (view.kind === 'support') {
    const person = 'staff' in reader ? personOf(view.userId) : null;
    return { person, title: person?.name ?? STAFF_DISPLAY_NAME };
  }
  // The other party: the traveler for the sender, the sender for the traveler; staff see the sender.
  const otherId = view.senderId === viewer.id && !viewer.isStaff ? view.travelerId : view.senderId;
  const person = personOf(otherId);
  if (view.kind === 'dispute') return { person, title: `Dispute · ${view.deliveryId ?? 'Delivery'}` };
  return { person, title: person ? `${person.name} · ${view.deliveryId}` : (view.deliveryId ?? 'Delivery') };
}

/** The list row's last message, rebuilt from the columns the conversation view carries. */
function lastMessageOf(view: ConversationView, authorName: string | null): MessageWithAuthor | null {
  if (view.lastId === null) return null;
  return {
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
    authorName,
  };
}

function toConversation(
  clock: Clock,
  viewer: SessionUser,
  reader: Reader,
  view: ConversationView,
  people: Map<string, PersonRow>,
): Conversation {
  const personOf = (id: string | null): Person => {
    const person = id ? people.get(id) : undefined;
    return person ? { id: person.id, name: person.fullName, avatarUrl: avatarUrlOf(person) } : null;
  };
  const { title, person } = titleOf(viewer, reader, view, personOf);
  const closes = closesAt(view);
  const last = lastMessageOf(view, personOf(view.lastAuthorId)?.name ?? null);
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

/** The conversations as the viewer's side sees them, with the people they name read in one query. */
export async function present(
  { db, clock }: Pick<MessagesDeps, 'db' | 'clock'>,
  viewer: SessionUser,
  reader: Reader,
  views: ConversationView[],
): Promise<Conversation[]> {
  const ids = views.flatMap((v) => [v.userId, v.senderId, v.travelerId, v.lastAuthorId]);
  const people = await repo.findPeople(
    db,
    ids.filter((id): id is string => id !== null),
  );
  return views.map((view) => toConversation(clock, viewer, reader, view, people));
}

/** The conversation and the viewer's side in it; 404 for a malformed id, an unknown one or a non-participant. */
export async function access(
  db: Database,
  viewer: SessionUser,
  conversationId: string,
): Promise<{ view: ConversationView; reader: Reader }> {
  if (!UUID.test(conversationId)) throw raise(commonErrors.notFound);
  const probe = await repo.findConversationView(db, conversationId, { userId: viewer.id });
  if (!probe) throw raise(commonErrors.notFound);
  const reader = readerOf(viewer, probe);
  if (!reader) throw raise(commonErrors.notFound);
  const view = 'staff' in reader ? await repo.findConversationView(db, conversationId, reader) : probe;
  if (!view) throw raise(commonErrors.notFound);
  return { view, reader };
}

/** One conversation as the viewer sees it (404 as in access). */
export async function one(
  deps: Pick<MessagesDeps, 'db' | 'clock'>,
  viewer: SessionUser,
  conversationId: string,
): Promise<Conversation> {
  const { view, reader } = await access(deps.db, viewer, conversationId);
  const [conversation] = await present(deps, viewer, reader, [view]);
  if (!conversation) throw raise(commonErrors.notFound);
  return conversation;
}

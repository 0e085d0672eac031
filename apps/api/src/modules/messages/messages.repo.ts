import { and, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client';
import { conversations, type MessageRow, messages } from '../../db/schema/conversations';
import { users } from '../../db/schema/users';

// SQL only (messages.service.ts decides who may read and write). Times come from the app's clock.

/**
 * Who reads: a user (their own side) or the staff side (null), which all staff members share. A message is
 * "mine" when my side wrote it; unread are the others' messages after my side's read mark.
 */
export type Reader = { userId: string } | { staff: true };

const readerUser = (reader: Reader) => ('userId' in reader ? reader.userId : null);

/** One conversation with its order, current traveler, last message and the reader's unread count. */
export interface ConversationView {
  id: string;
  kind: 'support' | 'delivery' | 'dispute';
  userId: string | null;
  orderId: string | null;
  deliveryId: string | null;
  senderId: string | null;
  orderStatus: string | null;
  orderUpdatedAt: Date | null;
  travelerId: string | null;
  /** A dispute thread's dispute was resolved (it then closes: ADR 019). */
  disputeResolvedAt: Date | null;
  lastId: number | null;
  lastAuthorId: string | null;
  lastAuthorIsStaff: boolean | null;
  lastBody: string | null;
  lastImageKey: string | null;
  lastCreatedAt: Date | null;
  lastReadId: number | null;
  unread: number;
}

type RawView = Record<string, unknown>;

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const date = (value: unknown) =>
  value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));

function toView(row: RawView): ConversationView {
  return {
    id: String(row.id),
    kind: row.kind as ConversationView['kind'],
    userId: (row.user_id as string | null) ?? null,
    orderId: (row.order_id as string | null) ?? null,
    deliveryId: (row.delivery_id as string | null) ?? null,
    senderId: (row.sender_id as string | null) ?? null,
    orderStatus: (row.order_status as string | null) ?? null,
    orderUpdatedAt: date(row.order_updated_at),
    travelerId: (row.traveler_id as string | null) ?? null,
    disputeResolvedAt: date(row.dispute_resolved_at),
    lastId: num(row.last_id),
    lastAuthorId: (row.last_author_id as string | null) ?? null,
    lastAuthorIsStaff: (row.last_author_is_staff as boolean | null) ?? null,
    lastBody: (row.last_body as string | null) ?? null,
    lastImageKey: (row.last_image_key as string | null) ?? null,
    lastCreatedAt: date(row.last_created_at),
    lastReadId: num(row.last_read_id),
    unread: Number(row.unread ?? 0),
  };
}

/** "Not written by my side": staff read the users' messages, a user everyone else's (the greeting too). */
function notMine(reader: Reader) {
  const userId = readerUser(reader);
  return userId === null
    ? sql`not m.author_is_staff`
    : sql`(m.author_id is distinct from ${userId} or m.author_is_staff)`;
}

/**
 * Whether the reader may read a message (its conversation and creation time given as SQL; docs/product/
 * lifecycles.md, Conversations): in a delivery thread a traveler reads only what was said while they were
 * matched to its order (from a match of theirs to its unmatch), never what the sender and an earlier traveler
 * said; the sender and the staff read it all.
 */
function visibleTo(reader: Reader, conversationId: SQL, createdAt: SQL) {
  const userId = readerUser(reader);
  if (userId === null) return sql`true`;
  return sql`(not exists (select 1 from conversations vc join orders vo on vo.id = vc.order_id
      where vc.id = ${conversationId} and vc.kind = 'delivery' and vo.sender_id <> ${userId})
    or exists (select 1 from conversations vc join matches vm on vm.order_id = vc.order_id
      join trips vt on vt.id = vm.trip_id
      where vc.id = ${conversationId} and vt.traveler_id = ${userId}
        and ${createdAt} >= vm.matched_at and (vm.unmatched_at is null or ${createdAt} < vm.unmatched_at)))`;
}

function viewQuery(reader: Reader, where: ReturnType<typeof sql>, tail = sql``) {
  const userId = readerUser(reader);
  const visible = visibleTo(reader, sql`m.conversation_id`, sql`m.created_at`);
  const readJoin =
    userId === null
      ? sql`r.conversation_id = c.id and r.user_id is null`
      : sql`r.conversation_id = c.id and r.user_id = ${userId}`;
  return sql`select c.id, c.kind, c.user_id, c.order_id,
      o.delivery_id, o.sender_id, o.status as order_status, o.updated_at as order_updated_at,
      case when c.kind = 'dispute' then d.traveler_id else t.traveler_id end as traveler_id,
      d.resolved_at as dispute_resolved_at,
      lm.id as last_id, lm.author_id as last_author_id, lm.author_is_staff as last_author_is_staff,
      lm.body as last_body, lm.image_key as last_image_key, lm.created_at as last_created_at,
      r.last_read_message_id as last_read_id,
      (select count(*) from messages m
        where m.conversation_id = c.id and m.id > coalesce(r.last_read_message_id, 0) and ${notMine(reader)}
          and ${visible}
      )::int as unread
    from conversations c
    left join orders o on o.id = c.order_id
    left join matches ma on ma.order_id = o.id and ma.unmatched_at is null
    left join trips t on t.id = ma.trip_id
    left join users su on su.id = c.user_id
    left join disputes d on d.order_id = c.order_id and c.kind = 'dispute'
    left join lateral (
      select m.id, m.author_id, m.author_is_staff, m.body, m.image_key, m.created_at from messages m
      where m.conversation_id = c.id and ${visible} order by m.id desc limit 1
    ) lm on true
    left join conversation_reads r on ${readJoin}
    where ${where}
    ${tail}`;
}

export async function findConversationView(
  db: Database,
  conversationId: string,
  reader: Reader,
): Promise<ConversationView | null> {
  const [row] = await queryRows<RawView>(db, viewQuery(reader, sql`c.id = ${conversationId}`));
  return row ? toView(row) : null;
}

/** Locks the conversation's row until the transaction ends (sends into one thread go one after the other). */
export async function lockConversation(tx: Database, conversationId: string): Promise<void> {
  await queryRows(tx, sql`select id from conversations where id = ${conversationId} for update`);
}

/** A user's support thread and the delivery threads of orders they send or (currently) carry. */
export async function listUserConversations(db: Database, userId: string): Promise<ConversationView[]> {
  const rows = await queryRows<RawView>(
    db,
    viewQuery(
      { userId },
      sql`(c.kind = 'support' and c.user_id = ${userId})
        or (c.kind = 'delivery' and (o.sender_id = ${userId} or t.traveler_id = ${userId}))
        or (c.kind = 'dispute' and (d.sender_id = ${userId} or d.traveler_id = ${userId}))`,
      sql`order by lm.id desc nulls last, c.created_at desc limit 100`,
    ),
  );
  return rows.map(toView);
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Staff: support threads of senders or of travelers, optionally by name, newest activity first. */
export async function listSupportConversations(
  db: Database,
  side: 'senders' | 'travelers',
  q: string | undefined,
  limit: number,
): Promise<ConversationView[]> {
  const role = side === 'senders' ? sql`su.is_sender` : sql`su.is_traveler`;
  const name = q ? sql`and su.full_name ilike ${likePattern(q)}` : sql``;
  const rows = await queryRows<RawView>(
    db,
    viewQuery(
      { staff: true },
      sql`c.kind = 'support' and ${role} ${name}`,
      sql`order by lm.id desc nulls last, c.created_at desc limit ${limit}`,
    ),
  );
  return rows.map(toView);
}

export async function findSupportConversationId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.kind, 'support'), eq(conversations.userId, userId)));
  return row?.id ?? null;
}

export async function findDeliveryConversationId(db: Database, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.kind, 'delivery'), eq(conversations.orderId, orderId)));
  return row?.id ?? null;
}

/** The dispute's thread (kind `dispute`, one per disputed order), or null before it was made. */
export async function findDisputeConversationId(db: Database, disputeId: string): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select c.id from conversations c join disputes d on d.order_id = c.order_id
      where c.kind = 'dispute' and d.id = ${disputeId}`,
  );
  return row?.id ?? null;
}

/** Inserts the conversation unless it exists (two first opens at once make one); its id when this call made it. */
export async function insertConversation(
  tx: Database,
  values: typeof conversations.$inferInsert,
): Promise<string | null> {
  const [row] = await tx.insert(conversations).values(values).onConflictDoNothing().returning();
  return row?.id ?? null;
}

export async function insertMessage(tx: Database, values: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(values).returning();
  if (!row) throw new Error('message insert returned nothing');
  return row;
}

export interface MessageWithAuthor {
  message: MessageRow;
  authorName: string | null;
}

/** Up to `limit` messages the reader may read before `before` (or the newest), newest first. */
export async function listMessages(
  db: Database,
  conversationId: string,
  reader: Reader,
  before: number | undefined,
  limit: number,
): Promise<MessageWithAuthor[]> {
  return db
    .select({ message: messages, authorName: users.fullName })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.authorId))
    .where(
      and(
        eq(messages.conversationId, conversationId),
        // The conversation as a value, not the column: its checks then run once per query instead of as a
        // subplan that PostgreSQL may hash over every conversation (ADR 026).
        visibleTo(reader, sql`${conversationId}::uuid`, sql`${messages.createdAt}`),
        before === undefined ? undefined : lt(messages.id, before),
      ),
    )
    .orderBy(desc(messages.id))
    .limit(limit);
}

/** One message, when the reader may read it. */
export async function findMessage(
  db: Database,
  conversationId: string,
  reader: Reader,
  messageId: number,
): Promise<MessageWithAuthor | null> {
  const [row] = await db
    .select({ message: messages, authorName: users.fullName })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.authorId))
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.id, messageId),
        visibleTo(reader, sql`${messages.conversationId}`, sql`${messages.createdAt}`),
      ),
    );
  return row ?? null;
}

/** How many messages the person sent since `since`, and the oldest of them (when the window frees up). */
export async function countSentSince(
  db: Database,
  userId: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await queryRows<{ count: number | string; oldest: Date | string | null }>(
    db,
    sql`select count(*)::int as count, min(created_at) as oldest from messages
      where author_id = ${userId} and created_at > ${since.toISOString()}`,
  );
  return { count: Number(row?.count ?? 0), oldest: date(row?.oldest) };
}

/** Locks the person's row: their sends are counted one after the other (the rate limit holds under races). */
export async function lockAuthor(tx: Database, userId: string): Promise<void> {
  await queryRows(tx, sql`select id from users where id = ${userId} for update`);
}

export async function lastMessageId(db: Database, conversationId: string): Promise<number | null> {
  const [row] = await queryRows<{ id: number | string | null }>(
    db,
    sql`select max(id) as id from messages where conversation_id = ${conversationId}`,
  );
  return num(row?.id);
}

/** Moves the reader's mark forward to `upToId` (never back). */
export async function markRead(
  tx: Database,
  conversationId: string,
  reader: Reader,
  upToId: number,
): Promise<void> {
  const userId = readerUser(reader);
  const conflict =
    userId === null
      ? sql`(conversation_id) where user_id is null`
      : sql`(conversation_id, user_id) where user_id is not null`;
  await queryRows(
    tx,
    sql`insert into conversation_reads (conversation_id, user_id, last_read_message_id)
      values (${conversationId}, ${userId}, ${upToId})
      on conflict ${conflict} do update
      set last_read_message_id = greatest(conversation_reads.last_read_message_id, excluded.last_read_message_id)`,
  );
}

/** The staff members who wrote in the conversation (they get its live events). */
export async function staffAuthors(db: Database, conversationId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ authorId: messages.authorId })
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), eq(messages.authorIsStaff, true)));
  return rows.flatMap((row) => (row.authorId ? [row.authorId] : []));
}

export interface PersonRow {
  id: string;
  fullName: string;
  avatarPath: string | null;
  avatarUrl: string | null;
}

export async function findPeople(db: Database, ids: string[]): Promise<Map<string, PersonRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      avatarPath: users.avatarPath,
      avatarUrl: users.avatarUrl,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Staff: a sender or traveler who may have a support thread (not a staff-only account), or null. */
export async function findSupportUser(
  db: Database,
  userId: string,
): Promise<{ id: string; fullName: string } | null> {
  const [row] = await db
    .select({
      id: users.id,
      fullName: users.fullName,
      isSender: users.isSender,
      isTraveler: users.isTraveler,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row && (row.isSender || row.isTraveler) ? { id: row.id, fullName: row.fullName } : null;
}

/** The order behind GET /orders/:deliveryId/conversation and its current traveler. */
export async function findOrderForChat(
  db: Database,
  deliveryId: string,
): Promise<{ orderId: string; senderId: string; travelerId: string | null } | null> {
  const [row] = await queryRows<{ order_id: string; sender_id: string; traveler_id: string | null }>(
    db,
    sql`select o.id as order_id, o.sender_id, t.traveler_id from orders o
      left join matches ma on ma.order_id = o.id and ma.unmatched_at is null
      left join trips t on t.id = ma.trip_id
      where o.delivery_id = ${deliveryId}`,
  );
  return row ? { orderId: row.order_id, senderId: row.sender_id, travelerId: row.traveler_id } : null;
}

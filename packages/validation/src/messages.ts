import './zod-config';
import { z } from 'zod';
import { defineErrors, NUL_CHARACTER_MESSAGE } from './errors';

/**
 * Chat (docs/product/lifecycles.md, Conversations: threads, messages and unread rules; messages.md, Chat).
 *
 * A conversation is `support` (one per sender/traveler with the staff, who answer as one "Admin") or `delivery`
 * (one per matched order, between its sender and its current traveler; staff read and join it). Users never see
 * which staff member wrote: the staff side is "Admin". Message ids are the server's and give the order.
 *
 * The routes: contracts/messages.ts. Anyone who may not see a conversation gets 404 not_found for it (not 403:
 * its existence is not told). Live events (events.ts): message.created and message.read to the participants.
 */

/** Longest message body, in characters (after trimming). */
export const MESSAGE_MAX_LENGTH = 2_000;
/** Messages one person may send per minute (all conversations together). */
export const MESSAGE_RATE_LIMIT = 20;
/** A delivery thread takes new messages this long after its order was delivered, cancelled or failed. */
export const DELIVERY_THREAD_OPEN_DAYS = 7;
/** How users see the staff side. */
export const STAFF_DISPLAY_NAME = 'Admin';
export const MESSAGE_PAGE_DEFAULT = 30;
export const MESSAGE_PAGE_MAX = 100;

export const messageMessages = {
  empty: 'Type a message before sending.',
  tooLong: `Keep the message under ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  rateLimited: (seconds: number) =>
    `You are sending messages too quickly. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  closed: 'This conversation is closed: the delivery ended. Message Admin if you need help.',
  noTraveler: 'This order has no traveler yet, so there is nobody to message.',
  imageTooLarge: 'The image is larger than 5 MB.',
  imageType: 'The image must be a PNG, JPEG or GIF.',
  oneImage: 'Attach one image at most.',
  greeting: (firstName: string) =>
    `Hi ${firstName}, welcome to Tote! This is your chat with our team. How can we help you today?`,
} as const;

/**
 * What chat answers when it refuses (the routes in contracts/messages.ts list which); the other answers of an
 * image upload are uploadErrors. rate_limited's message says how many seconds to wait when raised (with
 * Retry-After); the catalogue keeps its general form.
 */
export const messageErrors = defineErrors({
  conversationClosed: { status: 409, code: 'conversation_closed', message: messageMessages.closed },
  noTraveler: { status: 409, code: 'no_traveler', message: messageMessages.noTraveler },
  rateLimited: {
    status: 429,
    code: 'rate_limited',
    message: 'You are sending messages too quickly. Try again in a minute.',
  },
  imageTooLarge: { status: 413, code: 'file_too_large', message: messageMessages.imageTooLarge },
  imageType: { status: 400, code: 'file_type', message: messageMessages.imageType },
  oneImage: { status: 400, code: 'too_many_files', message: messageMessages.oneImage },
});

/** Digits only, as the API shows ids (bigint ids travel as strings). */
const MessageIdSchema = z.string().regex(/^\d{1,15}$/, 'Use the id of a message.');

export const SendMessageSchema = z.object({
  body: z
    .string({ error: messageMessages.empty })
    .refine((value) => !value.includes('\0'), NUL_CHARACTER_MESSAGE)
    .transform((value) => value.trim())
    .pipe(z.string().min(1, messageMessages.empty).max(MESSAGE_MAX_LENGTH, messageMessages.tooLong)),
});
export type SendMessage = z.input<typeof SendMessageSchema>;

export const MarkReadSchema = z.object({ upToId: MessageIdSchema });
export type MarkRead = z.infer<typeof MarkReadSchema>;

export const ConversationParamsSchema = z.object({ conversationId: z.string().max(64) });
/** Staff: GET /users/:userId/support-conversation. */
export const SupportUserParamsSchema = z.object({ userId: z.string().max(64) });
export const MessageImageParamsSchema = ConversationParamsSchema.extend({ messageId: z.string().max(20) });

export const MessageListQuerySchema = z.object({
  /** Messages older than this id (the previous page's `nextBefore`). */
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGE_PAGE_MAX).default(MESSAGE_PAGE_DEFAULT),
});
export type MessageListQuery = z.input<typeof MessageListQuerySchema>;

export const CONVERSATION_SIDES = ['senders', 'travelers'] as const;
export const ConversationListQuerySchema = z.object({
  /** Staff only: the Senders or Travelers tab. */
  side: z.enum(CONVERSATION_SIDES).default('senders'),
  /** Staff only: part of the person's name. */
  q: z.string().trim().max(100).optional(),
});
export type ConversationListQuery = z.input<typeof ConversationListQuerySchema>;

export const MessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  body: z.string(),
  /** "Admin" for the staff side (to everyone), else the author's name. */
  authorName: z.string(),
  fromStaff: z.boolean(),
  /** Written by the caller's side (staff: by any staff member): a sent bubble. */
  mine: z.boolean(),
  /** The image's URL (GET /conversations/:id/messages/:messageId/image), or null. */
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

export const MessagePageSchema = z.object({
  messages: z.array(MessageSchema),
  /** Pass as `before` for older messages; null when this page reaches the first message. */
  nextBefore: z.string().nullable(),
  /** Where the caller's side has read up to (null: nothing read). */
  lastReadId: z.string().nullable(),
});
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const ConversationSchema = z.object({
  id: z.string(),
  kind: z.enum(['support', 'delivery', 'dispute']),
  /** The order of a delivery thread. */
  deliveryId: z.string().nullable(),
  /** What the list shows: "Admin" for a user's support thread, the person for staff, the other party otherwise. */
  title: z.string(),
  /** The person the thread is with (staff: the user; users: the other party; null for "Admin"). */
  person: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }).nullable(),
  lastMessage: MessageSchema.nullable(),
  unread: z.number().int(),
  /** When it stopped (or stops) taking new messages; null while open-ended. */
  closesAt: z.string().nullable(),
  closed: z.boolean(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationListSchema = z.object({
  conversations: z.array(ConversationSchema),
  /** Unread messages over every listed conversation (the menu badge). */
  unread: z.number().int(),
});
export type ConversationList = z.infer<typeof ConversationListSchema>;

export const messageImagePath = (conversationId: string, messageId: string | number) =>
  `/api/v1/conversations/${conversationId}/messages/${messageId}/image`;

import { defineRoute, fileResponse } from '../contract';
import {
  ConversationListQuerySchema,
  ConversationListSchema,
  ConversationParamsSchema,
  ConversationSchema,
  MarkReadSchema,
  MessageImageParamsSchema,
  MessageListQuerySchema,
  MessagePageSchema,
  MessageSchema,
  messageErrors,
  SendMessageSchema,
  SupportUserParamsSchema,
} from '../messages';
import { DeliveryIdParamsSchema, ORDER_IMAGE_ACCEPT } from '../orders';
import { uploadErrors } from '../uploads';

// Support and delivery chats (docs/product/lifecycles.md, Conversations): participants and staff; anyone else
// gets 404.
const tags = ['messages'] as const;

export const listConversations = defineRoute({
  operationId: 'listConversations',
  method: 'GET',
  path: '/conversations',
  access: 'user',
  tags,
  summary: 'My conversations with unread counts and last message (staff: support threads by side and name)',
  query: ConversationListQuerySchema,
  status: 200,
  response: ConversationListSchema,
  errors: [],
});

export const getSupportConversation = defineRoute({
  operationId: 'getSupportConversation',
  method: 'GET',
  path: '/conversations/support',
  access: ['sender', 'traveler'],
  tags,
  summary: 'My chat with Admin (made with a greeting on first open)',
  status: 200,
  response: ConversationSchema,
  errors: [],
});

export const getUserSupportConversation = defineRoute({
  operationId: 'getUserSupportConversation',
  method: 'GET',
  path: '/users/:userId/support-conversation',
  access: 'staff',
  tags,
  summary: "Staff: a sender's or traveler's chat with Admin (made with the greeting if it is new)",
  description: '404 for an unknown user or a staff-only account (they have no support thread).',
  params: SupportUserParamsSchema,
  status: 200,
  response: ConversationSchema,
  errors: [],
});

export const listMessages = defineRoute({
  operationId: 'listMessages',
  method: 'GET',
  path: '/conversations/:conversationId/messages',
  access: 'user',
  tags,
  summary: 'A page of messages, newest page first (participants and staff; else 404)',
  params: ConversationParamsSchema,
  query: MessageListQuerySchema,
  status: 200,
  response: MessagePageSchema,
  errors: [],
});

export const sendMessage = defineRoute({
  operationId: 'sendMessage',
  method: 'POST',
  path: '/conversations/:conversationId/messages',
  access: 'user',
  tags,
  summary: 'Send a message (JSON {body}, or multipart with `body` and an optional `image`)',
  description:
    '400 validation_error (empty, only spaces, too long); 409 conversation_closed; 429 rate_limited ' +
    '(Retry-After); 413 file_too_large / upload_quota_exceeded.',
  consumes: ['application/json', 'multipart/form-data'],
  params: ConversationParamsSchema,
  // Optional: a multipart request has no JSON body (the API reads its fields itself).
  body: SendMessageSchema.nullish(),
  status: 201,
  response: MessageSchema,
  errors: [
    messageErrors.conversationClosed,
    messageErrors.rateLimited,
    messageErrors.imageTooLarge,
    messageErrors.imageType,
    messageErrors.oneImage,
    uploadErrors.unknownField,
    uploadErrors.tooManyParts,
    uploadErrors.malformedForm,
    uploadErrors.quotaExceeded,
  ],
});

export const markConversationRead = defineRoute({
  operationId: 'markConversationRead',
  method: 'POST',
  path: '/conversations/:conversationId/read',
  access: 'user',
  tags,
  summary: 'Mark the conversation read up to a message (my side; never moves back)',
  params: ConversationParamsSchema,
  body: MarkReadSchema,
  status: 200,
  response: ConversationSchema,
  errors: [],
});

export const getMessageImage = defineRoute({
  operationId: 'getMessageImage',
  method: 'GET',
  path: '/conversations/:conversationId/messages/:messageId/image',
  access: 'user',
  tags,
  summary: 'A chat image (participants and staff; else 404)',
  description: 'Answers the image itself, or 401/404 as JSON errors.',
  params: MessageImageParamsSchema,
  status: 200,
  // Stored re-encoded in the type it came in.
  response: fileResponse(Object.keys(ORDER_IMAGE_ACCEPT)),
  errors: [],
});

export const getOrderConversation = defineRoute({
  operationId: 'getOrderConversation',
  method: 'GET',
  path: '/orders/:deliveryId/conversation',
  access: 'user',
  tags,
  summary: 'The delivery chat of an order (its sender, the traveler carrying it, staff; else 404)',
  description: '409 no_traveler while the order has never had a traveler.',
  params: DeliveryIdParamsSchema,
  status: 200,
  response: ConversationSchema,
  errors: [messageErrors.noTraveler],
});

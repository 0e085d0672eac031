import multipart from '@fastify/multipart';
import { ApiErrorSchema } from '@tote/validation/errors';
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
  messageMessages,
  SendMessageSchema,
  SupportUserParamsSchema,
} from '@tote/validation/messages';
import { DeliveryIdParamsSchema, ORDER_IMAGE_ACCEPT, ORDER_IMAGE_MAX_BYTES } from '@tote/validation/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors';
import { currentUser } from '../../plugins/session';
import { assertUploadRoom, readUploadForm, type UploadFormSpec } from '../uploads/uploads';
import { createMessagesService, type MessagesConfig } from './messages.service';

export interface MessagesRoutesOptions {
  config: MessagesConfig;
}

const ERRORS = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** HTTP only: support and delivery chats (packages/validation/src/messages.ts has the contract). */
export const messagesRoutes: FastifyPluginAsyncZod<MessagesRoutesOptions> = async (app, { config }) => {
  const chat = createMessagesService({
    db: app.db,
    clock: app.clock,
    log: app.log.child({ module: 'messages' }),
    config,
  });

  // Only POST /conversations/:id/messages takes multipart (a message with an image); scope is encapsulated.
  await app.register(multipart);

  const messageForm: UploadFormSpec = {
    fields: { body: {} },
    file: {
      name: 'image',
      maxCount: 1,
      maxBytes: ORDER_IMAGE_MAX_BYTES,
      dir: config.imagesDir,
      accept: ORDER_IMAGE_ACCEPT,
      messages: {
        tooLarge: messageMessages.imageTooLarge,
        type: messageMessages.imageType,
        tooMany: messageMessages.oneImage,
      },
    },
  };

  app.get(
    '/conversations',
    {
      config: { access: 'user' },
      schema: {
        tags: ['messages'],
        summary:
          'My conversations with unread counts and last message (staff: support threads by side and name)',
        querystring: ConversationListQuerySchema,
        response: { 200: ConversationListSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return chat.list(currentUser(request), request.query);
    },
  );

  app.get(
    '/conversations/support',
    {
      config: { access: ['sender', 'traveler'] },
      schema: {
        tags: ['messages'],
        summary: 'My chat with Admin (made with a greeting on first open)',
        response: { 200: ConversationSchema, ...ERRORS },
      },
    },
    async (request) => chat.support(currentUser(request)),
  );

  app.get(
    '/users/:userId/support-conversation',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['messages'],
        summary: "Staff: a sender's or traveler's chat with Admin (made with the greeting if it is new)",
        description: '404 for an unknown user or a staff-only account (they have no support thread).',
        params: SupportUserParamsSchema,
        response: { 200: ConversationSchema, ...ERRORS },
      },
    },
    async (request) => chat.supportOf(currentUser(request), request.params.userId),
  );

  app.get(
    '/conversations/:conversationId/messages',
    {
      config: { access: 'user' },
      schema: {
        tags: ['messages'],
        summary: 'A page of messages, newest page first (participants and staff; else 404)',
        params: ConversationParamsSchema,
        querystring: MessageListQuerySchema,
        response: { 200: MessagePageSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return chat.messages(currentUser(request), request.params.conversationId, request.query);
    },
  );

  app.post(
    '/conversations/:conversationId/messages',
    {
      config: { access: 'user' },
      schema: {
        tags: ['messages'],
        summary: 'Send a message (JSON {body}, or multipart with `body` and an optional `image`)',
        description:
          '400 validation_error (empty, only spaces, too long); 409 conversation_closed; 429 rate_limited ' +
          '(Retry-After); 413 file_too_large / upload_quota_exceeded.',
        consumes: ['application/json', 'multipart/form-data'],
        params: ConversationParamsSchema,
        // Optional: a multipart request has no JSON body (its fields are read below).
        body: SendMessageSchema.nullish(),
        response: {
          201: MessageSchema,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
          429: ApiErrorSchema,
          ...ERRORS,
        },
      },
      // Refused before the body is read: someone else's conversation is a 404 without a byte of the image read.
      preValidation: async (request) => {
        const user = currentUser(request);
        await chat.assertParticipant(user, request.params.conversationId);
        if (request.isMultipart()) await assertUploadRoom(app.db, user.id, 'image');
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { conversationId } = request.params;
      if (!request.isMultipart()) {
        if (!request.body) throw invalidBody(messageMessages.empty);
        return reply.code(201).send(await chat.send(user, conversationId, request.body.body));
      }
      const form = await readUploadForm(request, messageForm);
      try {
        const parsed = SendMessageSchema.safeParse({ body: form.value('body') ?? '' });
        if (!parsed.success) throw invalidBody(parsed.error.issues[0]?.message ?? messageMessages.empty);
        return reply.code(201).send(await chat.send(user, conversationId, parsed.data.body, form));
      } finally {
        await form.dispose();
      }
    },
  );

  app.post(
    '/conversations/:conversationId/read',
    {
      config: { access: 'user' },
      schema: {
        tags: ['messages'],
        summary: 'Mark the conversation read up to a message (my side; never moves back)',
        params: ConversationParamsSchema,
        body: MarkReadSchema,
        response: { 200: ConversationSchema, ...ERRORS },
      },
    },
    async (request) =>
      chat.markRead(currentUser(request), request.params.conversationId, request.body.upToId),
  );

  app.get(
    '/conversations/:conversationId/messages/:messageId/image',
    {
      config: { access: 'user' },
      schema: {
        tags: ['messages'],
        summary: 'A chat image (participants and staff; else 404)',
        description: 'Answers the image itself, or 401/404 as JSON errors.',
        params: MessageImageParamsSchema,
      },
    },
    async (request, reply) => {
      const { conversationId, messageId } = request.params;
      const image = await chat.readImage(currentUser(request), conversationId, messageId);
      return reply
        .header('content-type', image.type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(image.content);
    },
  );

  app.get(
    '/orders/:deliveryId/conversation',
    {
      config: { access: 'user' },
      schema: {
        tags: ['messages'],
        summary: 'The delivery chat of an order (its sender, the traveler carrying it, staff; else 404)',
        description: '409 no_traveler while the order has never had a traveler.',
        params: DeliveryIdParamsSchema,
        response: { 200: ConversationSchema, 409: ApiErrorSchema, ...ERRORS },
      },
    },
    async (request) => chat.forOrder(currentUser(request), request.params.deliveryId),
  );
};

function invalidBody(message: string) {
  return new HttpError(400, 'validation_error', 'Please correct 1 field and try again.', { body: message });
}

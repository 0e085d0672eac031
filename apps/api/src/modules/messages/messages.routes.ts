import multipart from '@fastify/multipart';
import * as contract from '@tote/validation/contracts/messages';
import { messageMessages, SendMessageSchema } from '@tote/validation/messages';
import { ORDER_IMAGE_ACCEPT, ORDER_IMAGE_MAX_BYTES } from '@tote/validation/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { HttpError } from '../../errors';
import { currentUser } from '../../plugins/session';
import { sendPrivateFile, withUploadForm } from '../uploads/upload-routes';
import { assertUploadRoom, type UploadFormSpec } from '../uploads/uploads';
import { createMessagesService, type MessagesConfig } from './messages.service';

export interface MessagesRoutesOptions {
  config: MessagesConfig;
}

/** HTTP only: the contracts in @tote/validation/contracts/messages, answered by messages.service.ts. */
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
      folder: config.images,
      accept: ORDER_IMAGE_ACCEPT,
      messages: {
        tooLarge: messageMessages.imageTooLarge,
        type: messageMessages.imageType,
        tooMany: messageMessages.oneImage,
      },
    },
  };

  app.route({
    ...routeOf(contract.listConversations),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return chat.list(currentUser(request), request.query);
    },
  });

  app.route({
    ...routeOf(contract.getSupportConversation),
    handler: async (request) => chat.support(currentUser(request)),
  });

  app.route({
    ...routeOf(contract.getUserSupportConversation),
    handler: async (request) => chat.supportOf(currentUser(request), request.params.userId),
  });

  app.route({
    ...routeOf(contract.listMessages),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return chat.messages(currentUser(request), request.params.conversationId, request.query);
    },
  });

  app.route({
    ...routeOf(contract.sendMessage),
    // Refused before the body is read: someone else's conversation is a 404 without a byte of the image read.
    preValidation: async (request) => {
      const user = currentUser(request);
      await chat.assertParticipant(user, request.params.conversationId);
      if (request.isMultipart()) await assertUploadRoom(app.db, user.id, 'image');
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { conversationId } = request.params;
      if (!request.isMultipart()) {
        if (!request.body) throw invalidBody(messageMessages.empty);
        return reply.code(201).send(await chat.send(user, conversationId, request.body.body));
      }
      const sent = await withUploadForm(request, messageForm, (form) => {
        const parsed = SendMessageSchema.safeParse({ body: form.value('body') ?? '' });
        if (!parsed.success) throw invalidBody(parsed.error.issues[0]?.message ?? messageMessages.empty);
        return chat.send(user, conversationId, parsed.data.body, form);
      });
      return reply.code(201).send(sent);
    },
  });

  app.route({
    ...routeOf(contract.markConversationRead),
    handler: async (request) =>
      chat.markRead(currentUser(request), request.params.conversationId, request.body.upToId),
  });

  app.route({
    ...routeOf(contract.getMessageImage),
    handler: async (request, reply) => {
      const { conversationId, messageId } = request.params;
      const image = await chat.readImage(currentUser(request), conversationId, messageId);
      return sendPrivateFile(reply, image);
    },
  });

  app.route({
    ...routeOf(contract.getOrderConversation),
    handler: async (request) => chat.forOrder(currentUser(request), request.params.deliveryId),
  });
};

function invalidBody(message: string) {
  return new HttpError(400, 'validation_error', 'Please correct 1 field and try again.', { body: message });
}

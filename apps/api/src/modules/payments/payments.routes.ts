import * as contract from '@tote/validation/contracts/payments';
import { paymentMessages } from '@tote/validation/payments';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { HttpError } from '../../errors';
import { currentUser } from '../../plugins/session';
import { SIGNATURE_HEADER } from './provider';

/** How much a webhook may carry (Stripe's events are a few KiB; their limit is far below this). */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** HTTP only: the contracts in @tote/validation/contracts/payments, answered by payments.service.ts. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments, testPaymentProvider } = app;

  app.route({
    ...routeOf(contract.getOrderPayment),
    handler: async (request) => payments.getOrderPayment(currentUser(request), request.params.deliveryId),
  });

  app.route({
    ...routeOf(contract.startCheckout),
    handler: async (request, reply) =>
      reply.code(201).send(await payments.startCheckout(currentUser(request), request.params.deliveryId)),
  });

  app.route({
    ...routeOf(contract.getReceipt),
    handler: async (request) => payments.getReceipt(currentUser(request), request.params.deliveryId),
  });

  app.route({
    ...routeOf(contract.getOrderMoney),
    handler: async (request) => payments.getOrderMoney(request.params.deliveryId),
  });

  // The signature covers the exact bytes the provider sent, so this route reads its JSON body as a string (a
  // parser in this scope only; every other route keeps the JSON parser).
  await app.register(async (webhooks) => {
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    webhooks.withTypeProvider<ZodTypeProvider>().route({
      ...routeOf(contract.receiveWebhook),
      handler: async (request) => {
        const signature = request.headers[SIGNATURE_HEADER];
        await payments.receiveWebhook(
          request.params.provider,
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true as const };
      },
    });
  });

  // The built-in test provider's checkout page talks to these; with Stripe they do not exist (404).
  if (testPaymentProvider) {
    const testProvider = testPaymentProvider;
    app.route({
      ...routeOf(contract.getTestCheckout),
      handler: async (request) => testProvider.getSession(request.params.sessionId),
    });

    const payRoute = routeOf(contract.payTestCheckout);
    app.route({
      ...payRoute,
      // Card guessing on one checkout page: a handful of tries a minute is plenty for a person.
      config: {
        ...payRoute.config,
        rateLimit: {
          max: 20,
          timeWindow: 60_000,
          keyGenerator: (request) =>
            `${request.ip}:${(request.params as { sessionId?: string }).sessionId ?? ''}`,
        },
      },
      handler: async (request) => {
        const paid = await testProvider.pay(request.params.sessionId, request.body);
        if (paid.webhook) {
          // Delivered like a provider's: the signed event through the public webhook route and all its checks.
          const { body, signature } = paid.webhook;
          const delivered = await app
            .inject({
              method: 'POST',
              url: `${app.prefix}/payments/webhooks/test`,
              headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
              payload: body,
            })
            .catch(() => null);
          // Refused because this instance is closing (a rolling restart): the route's own service call instead,
          // so the payment a person just made is recorded before the instance stops.
          if (!delivered) {
            await payments.receiveWebhook('test', body, signature);
            return { outcome: paid.outcome, reason: paid.reason, redirectUrl: paid.redirectUrl };
          }
          // A 503 while the database is away: the card was taken but not recorded. The page is asked to pay again;
          // the repeat finds the session paid and sends the same event again (same id: recorded once), as a
          // provider redelivers an unacknowledged webhook.
          if (delivered.statusCode === 503) {
            throw new HttpError(503, 'webhook_pending', paymentMessages.recordingDelayed, undefined, {
              headers: { 'retry-after': '2' },
            });
          }
          if (delivered.statusCode !== 200) {
            throw new Error(
              `the test provider's webhook was answered ${delivered.statusCode}: ${delivered.body}`,
            );
          }
        }
        return { outcome: paid.outcome, reason: paid.reason, redirectUrl: paid.redirectUrl };
      },
    });
  }
};

import * as contract from '@tote/validation/contracts/wallet';
import { IDEMPOTENCY_KEY_HEADER } from '@tote/validation/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../contract-route';
import { currentUser } from '../../plugins/session';
import { createWalletService, type PayoutProvider, type WalletConfig } from './wallet.service';

export interface WalletRoutesOptions {
  /** The payment provider's payout half (payments composes the whole provider). */
  provider: PayoutProvider;
  /** RELEASE_HOLD_HOURS and MIN_WITHDRAWAL_MINOR (env.ts); default 72 hours and $10.00. */
  config?: Partial<WalletConfig>;
}

/** HTTP only: the contracts in @tote/validation/contracts/wallet, answered by wallet.service.ts. */
export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, options) => {
  const wallet = createWalletService({
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    log: app.log.child({ module: 'wallet' }),
    provider: options.provider,
    ...(options.config ? { config: options.config } : {}),
  });

  // Balances and bank details are nobody's to keep: not a shared cache's, not the browser's back button's.
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD')
      reply.header('cache-control', 'private, no-store');
  });

  app.route({
    ...routeOf(contract.getWallet),
    handler: async (request) => wallet.getWallet(currentUser(request).id),
  });

  app.route({
    ...routeOf(contract.getWalletHistory),
    handler: async (request) => wallet.getHistory(currentUser(request).id, request.query),
  });

  app.route({
    ...routeOf(contract.savePayoutMethod),
    handler: async (request) => wallet.savePayoutMethod(currentUser(request), request.body),
  });

  app.route({
    ...routeOf(contract.withdraw),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(
          await wallet.withdraw(
            currentUser(request),
            request.body.amountMinor,
            request.headers[IDEMPOTENCY_KEY_HEADER],
          ),
        ),
  });

  app.route({
    ...routeOf(contract.listMyPayouts),
    handler: async (request) => wallet.listMyPayouts(currentUser(request).id, request.query),
  });

  app.route({
    ...routeOf(contract.listPayouts),
    handler: async (request) => wallet.listPayouts(request.query),
  });

  app.route({
    ...routeOf(contract.approvePayout),
    handler: async (request) => wallet.approvePayout(request.params.payoutId),
  });

  app.route({
    ...routeOf(contract.markPayoutPaid),
    handler: async (request) => wallet.markPayoutPaid(request.params.payoutId),
  });

  app.route({
    ...routeOf(contract.markPayoutFailed),
    handler: async (request) => wallet.markPayoutFailed(request.params.payoutId, request.body.reason),
  });

  app.route({
    ...routeOf(contract.getUserMoney),
    handler: async (request) => wallet.getUserMoney(request.params.userId),
  });
};

import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../env';
import { createPaymentsService, type PaymentsService } from './payments.service';
import type { PaymentProviderAdapter } from './provider';
import { createStripeProvider } from './stripe/stripe-provider';
import { createTestProvider, type TestProvider } from './test-provider/test-provider';
import { ensureWebhookSecret } from './test-provider/test-provider.repo';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments (modules/payments): the services that move orders call it inside their transactions. */
    payments: PaymentsService;
    /** The built-in test provider, when it is the configured one (never in production); else null. */
    testPaymentProvider: TestProvider | null;
  }
}

export interface PaymentsPluginOptions {
  settings: Env['payments'];
  shellOrigin: string;
  senderOrigin: string;
}

/**
 * Builds the configured provider (Stripe when both keys are set, else the test provider: env.ts refuses that in
 * production) and the payments service, and puts it on the app before the routes that need it.
 */
const paymentsPlugin: FastifyPluginAsync<PaymentsPluginOptions> = async (app, options) => {
  const { settings } = options;
  let provider: PaymentProviderAdapter;
  let testProvider: TestProvider | null = null;
  let secret: Promise<string> | undefined;
  if (settings.provider.kind === 'stripe') {
    provider = createStripeProvider({
      secretKey: settings.provider.secretKey,
      webhookSecret: settings.provider.webhookSecret,
      ...(settings.provider.connectWebhookSecret
        ? { connectWebhookSecret: settings.provider.connectWebhookSecret }
        : {}),
    });
  } else {
    testProvider = createTestProvider({
      db: app.db,
      clock: app.clock,
      shellOrigin: options.shellOrigin,
      webhookSecret: () => {
        secret ??= ensureWebhookSecret(app.db, app.clock.now()).catch((error: unknown) => {
          secret = undefined; // a failed read is tried again on the next event
          throw error;
        });
        return secret;
      },
    });
    provider = testProvider.adapter;
  }
  app.decorate('testPaymentProvider', testProvider);
  app.decorate(
    'payments',
    createPaymentsService({
      db: app.db,
      clock: app.clock,
      log: app.log.child({ module: 'payments' }),
      mailer: app.mailer,
      provider,
      config: {
        feeSchedule: { rateBps: settings.feeRateBps, minimumMinor: settings.feeMinimumMinor },
        releaseHoldHours: settings.releaseHoldHours,
        senderOrigin: options.senderOrigin,
      },
    }),
  );
};

export default fp(paymentsPlugin, { name: 'payments', dependencies: ['db', 'clock', 'mail'] });

import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSettingsRoutes } from './account-settings.routes';
import type { AccountsRoutesOptions } from './accounts.http';
import { passwordResetRoutes } from './password-reset.routes';
import { signInRoutes } from './sign-in.routes';
import { signUpRoutes } from './sign-up.routes';

export type { AccountsRoutesOptions } from './accounts.http';

/**
 * The accounts routes, one file per flow (HTTP only: each registers its contracts from
 * @tote/validation/contracts/accounts and two-factor, access included, and calls its flow).
 */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, options) => {
  // None of these routes takes multipart; the parser stays registered in this scope as it was when the traveler
  // verification upload lived here, so a multipart body sent to them is answered as before (400, not 415).
  await app.register(multipart);
  await app.register(signUpRoutes, options);
  await app.register(signInRoutes, options);
  await app.register(passwordResetRoutes, options);
  await app.register(accountSettingsRoutes, options);
};

import { type DemoAccount, demoAccounts } from '@tote/fixtures/demo/accounts';
import type { Database } from '../../db/client';
import { insertUser } from './accounts.repo';
import { hashPassword } from './passwords';

/**
 * Demo sign-ins from packages/fixtures (db/seed.ts calls this only in demo mode, only into an empty database,
 * never in production). Every demo account has a confirmed email, so it signs in at once.
 */
/**
 * The demo people have weeks of orders, trips and reviews behind them: their accounts are older than all of it,
 * so they are greeted "Welcome back" (packages/web role-app-layout: an account under a day old is new).
 */
const DEMO_ACCOUNT_AGE_MS = 180 * 24 * 60 * 60 * 1000;

export async function seedDemoAccounts(
  db: Database,
  now: Date = new Date(),
  accounts: readonly DemoAccount[] = demoAccounts,
): Promise<void> {
  const joined = new Date(now.getTime() - DEMO_ACCOUNT_AGE_MS);
  for (const account of accounts) {
    await insertUser(db, {
      email: account.email,
      fullName: account.fullName,
      country: account.country,
      state: account.state,
      passwordHash: await hashPassword(account.password),
      emailVerifiedAt: now,
      isSender: account.roles.sender,
      isTraveler: account.roles.traveler,
      isStaff: account.roles.staff,
      travelerStatus: account.travelerStatus,
      createdAt: joined,
      updatedAt: now,
    });
  }
}

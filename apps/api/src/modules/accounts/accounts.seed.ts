import { DEMO_ACCOUNTS_CREATED_IN_HOURS, type DemoAccount, demoAccounts } from '@tote/fixtures/demo/accounts';
import type { Database } from '../../db/client';
import { insertUser } from './accounts.repo';
import { hashPassword } from './passwords';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Demo sign-ins from packages/fixtures (db/seed.ts calls this only in demo mode, only into an empty database,
 * never in production). Every demo account has a confirmed email, so it signs in at once. The demo people have
 * weeks of orders, trips and reviews behind them: their accounts are older than all of it
 * (DEMO_ACCOUNTS_CREATED_IN_HOURS), so "Member since" comes first and they are greeted "Welcome back"
 * (packages/web role-app-layout: an account under a day old is new).
 */

export async function seedDemoAccounts(
  db: Database,
  now: Date = new Date(),
  accounts: readonly DemoAccount[] = demoAccounts,
): Promise<void> {
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
      createdAt: new Date(now.getTime() + DEMO_ACCOUNTS_CREATED_IN_HOURS * HOUR_MS),
      updatedAt: now,
    });
  }
}

import path from 'node:path';
import { demoAccounts } from '@tote/fixtures/demo/accounts';
import { demoQueueOrders, demoQueueTrips } from '@tote/fixtures/demo/matching';
import { demoMatcherEmail, demoOrders, demoReviews } from '@tote/fixtures/demo/orders';
import { demoWallet } from '@tote/fixtures/demo/wallet';
import { inArray, sql } from 'drizzle-orm';
import { DEVELOPMENT_UPLOADS_KEY } from '../env';
import { seedDemoAccounts } from '../modules/accounts/accounts.seed';
import { seedDemoQueuePeople } from '../modules/admin/admin.seed';
import { seedDemoDisputes } from '../modules/disputes/disputes.seed';
import { seedDemoConversations } from '../modules/messages/messages.seed';
import { seedDemoOrders } from '../modules/orders/orders.seed';
import { type DemoMoneySettings, seedDemoPayments } from '../modules/payments/payments.seed';
import { seedDemoReceiverLink } from '../modules/receiver-links/receiver-links.seed';
import { seedDemoReviews } from '../modules/reviews/reviews.seed';
import { createUploadStore, type UploadStore } from '../modules/uploads/storage';
import { seedDemoWallet } from '../modules/wallet/wallet.seed';
import { type Database, queryRows } from './client';
import { users } from './schema/users';

/**
 * True when no table in the public schema holds a row, i.e. a fresh database. Demo data is loaded only then,
 * so a restart never duplicates it and never touches data someone created.
 */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  for (const { name } of tables) {
    const rows = await queryRows(db, sql`select 1 from ${sql.identifier(name)} limit 1`);
    if (rows.length > 0) return false;
  }
  return true;
}

export interface SeedOptions {
  /**
   * Where the demo's item photos and national IDs go: the app's upload store (ADR 022), or else the local disk
   * under DATA_DIR, given as DATA_DIR/uploads (tests).
   */
  uploads?: UploadStore;
  uploadsDir?: string;
  /** The seed time every demo date is relative to (default: now). */
  now?: Date;
  /**
   * The money settings the app runs with (fee schedule, hold, origins; default: the defaults and the local
   * ports). `false`: no demo payments, for an app configured with Stripe, which never saw the test provider's.
   */
  money?: (DemoMoneySettings & { minWithdrawalMinor: number }) | false;
}

/** Loads the demo data declared in packages/fixtures: the accounts, then their orders, trips, reviews and chats. */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<void> {
  const now = options.now ?? new Date();
  const uploads = options.uploads ?? localStoreFor(options.uploadsDir);
  try {
    await seedWith(db, options, uploads, now);
  } finally {
    if (!options.uploads) await uploads.close();
  }
}

/** A local store over DATA_DIR (the parent of `uploadsDir`), sealing with the public development key. */
function localStoreFor(uploadsDir: string | undefined): UploadStore {
  if (!uploadsDir) throw new Error('seedDemoData needs uploads or uploadsDir');
  return createUploadStore({
    settings: { kind: 'local' },
    dataDir: path.dirname(uploadsDir),
    sealKey: DEVELOPMENT_UPLOADS_KEY,
  });
}

async function seedWith(db: Database, options: SeedOptions, uploads: UploadStore, now: Date): Promise<void> {
  const images = uploads.folder('orders');
  await seedDemoAccounts(db, now);
  await seedDemoOrders(db, { images, now });
  // The demo admin's review queues and match screens (docs/product/admin.md, Home; ADR 011): more people,
  // trips and orders beside the above.
  await seedDemoQueuePeople(db, {
    nationalIds: uploads.folder('national-ids'),
    now,
  });
  await seedDemoOrders(db, {
    images,
    now,
    data: {
      trips: demoQueueTrips,
      orders: demoQueueOrders,
      notifications: [],
      matcherEmail: demoMatcherEmail,
    },
  });
  // The demo chats (docs/product/lifecycles.md, Conversations), once their people and orders exist.
  await seedDemoConversations(db, now);
  // The demo sender's link for TT-3MZ7QA's receiver (ADR 021; the README prints it).
  await seedDemoReceiverLink(db, now);
  // Reviews after the delivered orders, through the reviews service at their times (ADR 018).
  await seedDemoReviews(db, { reviews: demoReviews, now });
  // Money last, through the payments and wallet services and the test provider, at the orders' event times.
  if (options.money !== false) {
    await seedDemoPayments(db, {
      orders: [...demoOrders, ...demoQueueOrders],
      now,
      ...(options.money ? { settings: options.money } : {}),
    });
    await seedDemoWallet(db, {
      wallet: demoWallet,
      now,
      ...(options.money
        ? {
            config: {
              releaseHoldHours: options.money.releaseHoldHours,
              minWithdrawalMinor: options.money.minWithdrawalMinor,
            },
          }
        : {}),
    });
    // An open dispute and a resolved one, on orders of their own (ADR 019).
    await seedDemoDisputes(db, {
      uploads,
      now,
      ...(options.money ? { settings: options.money } : {}),
    });
  }
}

/**
 * Emails of the demo accounts (packages/fixtures) found in the database. Their passwords are public, so a
 * production server refuses to start while any of them exists (server.ts, ADR 005).
 */
export async function findDemoAccounts(db: Database): Promise<string[]> {
  // Stored emails are lower-cased (users.ts), like the fixtures' addresses.
  const emails = demoAccounts.map((account) => account.email.toLowerCase());
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return rows.map((row) => row.email).sort();
}

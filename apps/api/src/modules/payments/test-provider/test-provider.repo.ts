import { randomBytes } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type TestCheckoutSessionRow, testCheckoutSessions } from '../../../db/schema/test-checkout-sessions';
import { testProviderOperations, testProviderSecrets } from '../../../db/schema/test-provider-operations';

// SQL of the built-in test provider: its checkout sessions, its money operations, its webhook secret. It plays
// an outside party, so it writes its own tables on its own transactions, never on Tote's.

export async function insertSession(
  db: Database,
  values: typeof testCheckoutSessions.$inferInsert,
): Promise<TestCheckoutSessionRow> {
  const [inserted] = await db
    .insert(testCheckoutSessions)
    .values(values)
    .onConflictDoNothing({ target: testCheckoutSessions.idempotencyKey })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(testCheckoutSessions)
    .where(eq(testCheckoutSessions.idempotencyKey, values.idempotencyKey));
  if (!existing) throw new Error(`test checkout ${values.idempotencyKey} neither inserted nor found`);
  return existing;
}

export async function findSession(db: Database, id: string): Promise<TestCheckoutSessionRow | undefined> {
  const [row] = await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id)).limit(1);
  return row;
}

export async function lockSession(db: Database, id: string): Promise<TestCheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(testCheckoutSessions)
    .where(eq(testCheckoutSessions.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function updateSession(
  db: Database,
  id: string,
  values: Partial<typeof testCheckoutSessions.$inferInsert>,
): Promise<TestCheckoutSessionRow> {
  const [row] = await db
    .update(testCheckoutSessions)
    .set(values)
    .where(eq(testCheckoutSessions.id, id))
    .returning();
  if (!row) throw new Error(`test checkout ${id} vanished`);
  return row;
}

export async function findSessionByPaymentIntent(
  db: Database,
  providerPaymentId: string,
): Promise<TestCheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(testCheckoutSessions)
    .where(eq(testCheckoutSessions.providerPaymentId, providerPaymentId))
    .limit(1);
  return row;
}

/** Records a money operation under its key; a key seen before records nothing (the provider's idempotency). */
export async function recordOperation(
  db: Database,
  values: typeof testProviderOperations.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(testProviderOperations)
    .values(values)
    .onConflictDoNothing({ target: testProviderOperations.idempotencyKey })
    .returning({ key: testProviderOperations.idempotencyKey });
  return rows.length > 0;
}

export async function countOperations(
  db: Database,
  providerPaymentId: string,
  kind: 'capture' | 'void' | 'refund',
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(testProviderOperations)
    .where(
      and(
        eq(testProviderOperations.providerPaymentId, providerPaymentId),
        eq(testProviderOperations.kind, kind),
      ),
    );
  return row?.n ?? 0;
}

const WEBHOOK_SECRET = 'webhook_signing_secret';

/** The database's webhook secret, made on first use (two instances starting at once agree on the first one). */
export async function ensureWebhookSecret(db: Database, at: Date): Promise<string> {
  await db
    .insert(testProviderSecrets)
    .values({
      name: WEBHOOK_SECRET,
      secret: `whsec_test_${randomBytes(24).toString('base64url')}`,
      createdAt: at,
    })
    .onConflictDoNothing({ target: testProviderSecrets.name });
  const [row] = await db
    .select({ secret: testProviderSecrets.secret })
    .from(testProviderSecrets)
    .where(eq(testProviderSecrets.name, WEBHOOK_SECRET));
  if (!row) throw new Error('the test provider webhook secret was neither inserted nor found');
  return row.secret;
}

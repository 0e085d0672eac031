import { pngBytes } from '@tote/fixtures/factories/orders';
import type { Dispute } from '@tote/validation/disputes';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useAccountsTestApp } from '../../../test/accounts';
import {
  call,
  createMoneyWorld,
  deliver,
  match,
  openTrip,
  pay,
  pickUp,
  placeOrder,
} from '../../../test/money-lifecycle';
import { multipart } from '../../../test/multipart';
import { expectLedgerClean } from '../../../test/payments';
import { createPerson, openSession } from '../../../test/people';
import { disputes } from '../../db/schema/disputes';
import { payments } from '../../db/schema/payments';
import { SESSION_COOKIE } from '../accounts/accounts.policy';

// A race (one of vitest.config.ts RACES). On PostgreSQL the two staff members' requests run on their own pooled
// connections at the same time and meet on the order's row lock; on PGlite (one connection) they queue. Either
// way exactly one resolution wins, the other is told the dispute is resolved, and the money moves once.

const t = useAccountsTestApp();
const TRIALS = 3;

it(`two staff resolving one dispute at once: exactly one wins (${TRIALS} trials)`, async () => {
  const w = await createMoneyWorld(t.app, t.db, t.clock);
  const second = await createPerson(t.db, t.clock, 'staff');
  const tripId = await openTrip(w);
  for (let trial = 0; trial < TRIALS; trial += 1) {
    const deliveryId = await placeOrder(w, 1);
    await match(w, deliveryId, tripId);
    expect(await pay(w, deliveryId)).toBe('authorized');
    await pickUp(w, deliveryId);
    await deliver(w, deliveryId);
    const form = multipart({ reason: 'items_missing', description: 'One of the two books is missing.' }, [
      { name: 'photos', filename: 'box.png', type: 'image/png', content: pngBytes() },
    ]);
    const opened = (
      await call(w, 'sender', 'POST', `/orders/${deliveryId}/disputes`, 'open', {
        payload: form.payload,
        headers: form.headers,
      })
    ).json() as Dispute;

    const staffIds = [w.staffId, second.userId];
    const bodies = [
      { outcome: 'full_refund', note: 'The book is missing.' },
      { outcome: 'release', note: 'Both books are in the photo.' },
    ];
    const answers = await Promise.all(
      staffIds.map(async (staffId, index) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/disputes/${opened.id}/resolve`,
          cookies: { [SESSION_COOKIE]: await openSession(t.db, t.clock, staffId) },
          payload: bodies[index],
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes, `trial ${trial}`).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409);
    expect(loser?.json().error.code).toBe('dispute_already_resolved');
    const winner = answers.find((a) => a.statusCode === 200)?.json() as Dispute;

    const [row] = await t.db.select().from(disputes).where(eq(disputes.id, opened.id));
    expect(row?.outcome).toBe(winner.outcome);
    const [payment] = await t.db.select().from(payments).where(eq(payments.deliveryId, deliveryId));
    const refunds = await t.app.testPaymentProvider?.countOperations(
      payment?.providerPaymentId as string,
      'refund',
    );
    expect(refunds).toBe(winner.outcome === 'full_refund' ? 1 : 0);
    expect(payment?.refundedMinor).toBe(winner.outcome === 'full_refund' ? payment?.totalMinor : 0);
  }
  await expectLedgerClean(t);
}, 60_000);

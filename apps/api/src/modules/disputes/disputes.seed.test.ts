import { demoAdmin, demoSender, demoTraveler } from '@tote/fixtures/demo/accounts';
import { DisputeListSchema, OrderDisputesSchema } from '@tote/validation/disputes';
import { MessagePageSchema } from '@tote/validation/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsTestApp, login } from '../../../test/accounts';
import { getJson } from '../../../test/orders';
import { expectLedgerClean } from '../../../test/payments';
import { openSession } from '../../../test/people';
import { orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';
import { isDatabaseEmpty, seedDemoData } from '../../db/seed';
import { balanceOf } from '../ledger/ledger.service';
import { escrowAccount } from '../payments/money-accounts';

// The demo's disputes (packages/fixtures demo/disputes.ts), made through the services by the seed.

let t: AccountsTestApp;
let senderToken: string;
let travelerToken: string;
let staffToken: string;
beforeAll(async () => {
  t = await buildAccountsTestApp();
  expect(await isDatabaseEmpty(t.db)).toBe(true);
  await seedDemoData(t.db, { uploadsDir: `${t.dataDir}/uploads`, now: t.clock.now() });
  senderToken = await login(t, demoSender.email, demoSender.password);
  travelerToken = await login(t, demoTraveler.email, demoTraveler.password);
  const [admin] = await t.db.select().from(users).where(eq(users.email, demoAdmin.email.toLowerCase()));
  staffToken = await openSession(t.db, t.clock, admin?.id ?? '');
});
afterAll(() => t?.close());

describe('the demo disputes', () => {
  it('has one open dispute (money in escrow) and one resolved with a partial refund, the books clean', async () => {
    const open = DisputeListSchema.parse((await getJson(t, staffToken, '/admin/disputes')).json());
    expect(open.disputes.map((d) => [d.deliveryId, d.reason])).toEqual([['TT-KD4N7R', 'not_delivered']]);
    const resolved = DisputeListSchema.parse(
      (await getJson(t, staffToken, '/admin/disputes', { status: 'resolved' })).json(),
    );
    expect(resolved.disputes).toEqual([
      expect.objectContaining({
        deliveryId: 'TT-WB3H8F',
        outcome: 'partial_refund',
        refunded: { amountMinor: 2200, currency: 'USD' },
      }),
    ]);
    const ofSender = OrderDisputesSchema.parse(
      (await getJson(t, senderToken, '/orders/TT-KD4N7R/disputes')).json(),
    );
    expect(ofSender).toMatchObject({ canOpen: false, disputes: [{ status: 'open' }] });
    const thread = MessagePageSchema.parse(
      (
        await getJson(t, travelerToken, `/conversations/${ofSender.disputes[0]?.conversationId}/messages`)
      ).json(),
    );
    expect(thread.messages.map((m) => m.authorName)).toEqual([
      demoSender.fullName,
      demoSender.fullName,
      demoTraveler.fullName,
    ]);
    expect(thread.messages[1]?.imageUrl).toBeTruthy();
    // 3 kg × $10 + the $3 fee, waiting in escrow for staff.
    const [order] = await t.db.select().from(orders).where(eq(orders.deliveryId, 'TT-KD4N7R'));
    expect((await balanceOf(t.db, escrowAccount(order?.id ?? ''))).posted).toBe(3300);
    await expectLedgerClean(t);
  });
});

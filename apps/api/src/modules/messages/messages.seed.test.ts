import path from 'node:path';
import { demoAdmin, demoSender, demoTraveler } from '@tote/fixtures/demo/accounts';
import { ConversationListSchema } from '@tote/validation/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/accounts';
import { getJson, send } from '../../../test/orders';
import { openSession } from '../../../test/people';
import { users } from '../../db/schema/users';
import { seedDemoData } from '../../db/seed';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsTestApp();
  await seedDemoData(t.db, { uploadsDir: path.join(t.dataDir, 'uploads'), now: t.clock.now() });
});
afterAll(() => t?.close());

async function tokenOf(email: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  if (!row) throw new Error(`no demo account ${email}`);
  return openSession(t.db, t.clock, row.id);
}

const conversationsOf = async (token: string, query: Record<string, string> = {}) =>
  ConversationListSchema.parse((await getJson(t, token, '/conversations', query)).json());

describe('the demo chats', () => {
  it('gives the demo traveler an Admin thread with unread 1 until opened, then 0', async () => {
    const token = await tokenOf(demoTraveler.email);
    const { conversations, unread } = await conversationsOf(token);
    const admin = conversations.find((c) => c.kind === 'support');
    expect(admin).toMatchObject({ title: 'Admin', unread: 1 });
    expect(conversations.some((c) => c.kind === 'delivery' && c.unread > 0)).toBe(true);
    expect(unread).toBeGreaterThan(1);

    const opened = await send(t, token, 'POST', `/conversations/${admin?.id}/read`, {
      upToId: admin?.lastMessage?.id,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const after = await conversationsOf(token);
    expect(after.conversations.find((c) => c.kind === 'support')?.unread).toBe(0);
  });

  it('leaves unread messages for the demo sender (Admin and a traveler) and the demo admin', async () => {
    const sender = await conversationsOf(await tokenOf(demoSender.email));
    expect(sender.conversations.find((c) => c.kind === 'support')?.unread).toBe(1);
    expect(sender.conversations.find((c) => c.deliveryId === 'TT-3MZ7QA')?.unread).toBe(1);

    const staffToken = await tokenOf(demoAdmin.email);
    const travelers = await conversationsOf(staffToken, { side: 'travelers' });
    expect(travelers.unread).toBeGreaterThan(0);
    const senders = await conversationsOf(staffToken, { side: 'senders' });
    expect(senders.conversations.map((c) => c.title)).toContain(demoSender.fullName);
  });
});

import { demoReceiverLink } from '@tote/fixtures/demo/receiver-links';
import { ReceiverTrackingSchema } from '@tote/validation/receiver-links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, API, buildAccountsTestApp } from '../../../test/accounts';
import { seedDemoData } from '../../db/seed';

// The demo receiver link (demo mode): the README's link opens TT-3MZ7QA with its hand-over code.

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsTestApp();
  await seedDemoData(t.db, { uploadsDir: `${t.dataDir}/uploads`, now: t.clock.now(), money: false });
});
afterAll(() => t?.close());

describe('the demo receiver link', () => {
  it('opens the matched demo order with its hand-over code, signed out', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/receiver-links/${demoReceiverLink.token}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ReceiverTrackingSchema.parse(response.json())).toMatchObject({
      deliveryId: 'TT-3MZ7QA',
      status: 'matched',
      handOverCode: '482915',
    });
  });
});

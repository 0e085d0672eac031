import { demoSender, demoTraveler } from '@tote/fixtures/demo/accounts';
import { ProfileSchema } from '@tote/validation/profiles';
import { OrderReviewsSchema } from '@tote/validation/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsTestApp, login } from '../../../test/accounts';
import { getJson } from '../../../test/orders';
import { seedDemoData } from '../../db/seed';

let t: AccountsTestApp;
let sender: string;
let traveler: string;
beforeAll(async () => {
  t = await buildAccountsTestApp();
  await seedDemoData(t.db, { uploadsDir: `${t.dataDir}/uploads`, now: t.clock.now() });
  sender = await login(t, demoSender.email, demoSender.password);
  traveler = await login(t, demoTraveler.email, demoTraveler.password);
});
afterAll(() => t?.close());

const reviewsOf = async (token: string, deliveryId: string) =>
  OrderReviewsSchema.parse((await getJson(t, token, `/orders/${deliveryId}/reviews`)).json());

describe('demo reviews (through the reviews service)', () => {
  it('leave TT-R7DV2K, delivered two days ago, waiting for both reviews', async () => {
    for (const token of [sender, traveler]) {
      expect(await reviewsOf(token, 'TT-R7DV2K')).toMatchObject({
        window: 'open',
        canWrite: true,
        mine: null,
      });
    }
  });

  it('show both reviews of TT-6WQ4HT, and the traveler’s lone review of TT-8RJ5VN once its window closed', async () => {
    const both = await reviewsOf(sender, 'TT-6WQ4HT');
    expect(both).toMatchObject({ revealed: true, canWrite: false });
    expect(both.theirs?.text).toContain('Well packed');
    expect(both.mine?.text).toContain('PlayStation');
    const lone = await reviewsOf(sender, 'TT-8RJ5VN');
    expect(lone).toMatchObject({ window: 'closed', revealed: true, mine: null });
    expect(lone.theirs?.rating).toBe(4);
    // The demo sender's rating counts the two shown reviews, no seed-only figure.
    const senderId = ((await getJson(t, sender, '/auth/session')).json() as { user: { id: string } }).user.id;
    const profile = ProfileSchema.parse((await getJson(t, sender, `/users/${senderId}/profile`)).json());
    expect(profile.reviewCount).toBe(2);
    expect(profile.rating).toBeGreaterThan(4);
  });
});

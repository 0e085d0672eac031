import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { AdminTripPageSchema, VerificationPageSchema } from '@tote/validation/admin';
import { MatchPageSchema, TravelerCandidatePageSchema } from '@tote/validation/matches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsTestApp } from '../../../test/accounts';
import { getJson } from '../../../test/orders';
import { createPerson, openSession } from '../../../test/people';
import { seedDemoData } from '../../db/seed';

let t: AccountsTestApp;
let token: string;
beforeAll(async () => {
  t = await buildAccountsTestApp();
  await seedDemoData(t.db, { uploadsDir: path.join(t.dataDir, 'uploads'), now: t.clock.now() });
  const staff = await createPerson(t.db, t.clock, 'staff');
  token = await openSession(t.db, t.clock, staff.userId);
});
afterAll(() => t?.close());

describe('the demo admin’s queues', () => {
  it('has travelers waiting for their ID check, with the ID on file', async () => {
    const page = VerificationPageSchema.parse((await getJson(t, token, '/traveler-verifications')).json());
    expect(page.total).toBe(2);
    const id = await getJson(t, token, (page.verifications[0]?.nationalIdUrl ?? '').replace('/api/v1', ''));
    expect(id.statusCode).toBe(200);
    expect(await readdir(path.join(t.dataDir, 'private', 'national-ids'))).toHaveLength(2);
  });

  it('has trips waiting for approval', async () => {
    const page = AdminTripPageSchema.parse(
      (await getJson(t, token, '/admin/trips', { status: 'pending' })).json(),
    );
    expect(page.total).toBeGreaterThanOrEqual(2);
  });

  it('has unmatched orders with candidates from two travelers', async () => {
    const page = TravelerCandidatePageSchema.parse(
      (await getJson(t, token, '/orders/TT-K3M8PA/candidates')).json(),
    );
    expect(new Set(page.candidates.map((c) => c.travelerName))).toEqual(
      new Set(['Tess Traveler', 'Kofi Mensah']),
    );
  });

  it('has matches inside and outside the 24-hour Unmatch window', async () => {
    const page = MatchPageSchema.parse(
      (await getJson(t, token, '/matches', { active: 'true', pageSize: '50' })).json(),
    );
    const byId = new Map(page.matches.map((m) => [m.deliveryId, m]));
    expect(byId.get('TT-KD4R9N')?.canUnmatch).toBe(true);
    expect(byId.get('TT-3MZ7QA')?.canUnmatch).toBe(false);
  });
});

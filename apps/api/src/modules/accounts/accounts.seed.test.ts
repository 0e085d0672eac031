import path from 'node:path';
import { demoAccounts, demoAdmin, demoSender, demoTraveler } from '@tote/fixtures/demo/accounts';
import { PasswordSchema } from '@tote/validation/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, buildAccountsTestApp, post } from '../../../test/accounts';
import { findDemoAccounts, isDatabaseEmpty, seedDemoData } from '../../db/seed';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await buildAccountsTestApp();
});
afterAll(() => t?.close());

describe('demo accounts', () => {
  it('have passwords that pass the sign-up rules', () => {
    for (const account of demoAccounts) expect(PasswordSchema.safeParse(account.password).success).toBe(true);
  });

  it('are seeded into an empty database and sign in with their roles', async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    expect(await findDemoAccounts(t.db)).toEqual([]);
    await seedDemoData(t.db, { uploadsDir: path.join(t.dataDir, 'uploads') });
    expect(await isDatabaseEmpty(t.db)).toBe(false);
    // What a production server refuses to start with (server.ts).
    expect(await findDemoAccounts(t.db)).toEqual(demoAccounts.map((account) => account.email).sort());

    const roles = async (email: string, password: string) => {
      const response = await post(t, '/auth/login', { email, password });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().user;
    };
    // The demo admin is staff: the password leads to the authenticator setup (second factor, ADR 006).
    const admin = await post(t, '/auth/login', { email: demoAdmin.email, password: demoAdmin.password });
    expect(admin.statusCode, admin.body).toBe(401);
    expect(admin.json().error.code).toBe('enrolment_required');
    expect((await roles(demoSender.email, demoSender.password)).roles).toEqual({
      sender: true,
      traveler: false,
      staff: false,
    });
    const traveler = await roles(demoTraveler.email, demoTraveler.password);
    expect(traveler.roles.traveler).toBe(true);
    expect(traveler.travelerStatus).toBe('verified');
  });
});

import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  accountErrorMessages,
  messages,
  NATIONAL_ID_MAX_BYTES,
  SessionSchema,
} from '@tote/validation/accounts';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  API,
  createStaff,
  type FilePart,
  getSession,
  mailbox,
  multipartBody,
  PNG,
  post,
  signUpVerified,
  useAccountsTestApp,
  withSession,
} from '../../../test/accounts';

const t = useAccountsTestApp();

const ADDRESS = { residentialAddress: '12 Kigali Heights, Kigali', placeOfWork: 'Kigali Airport' };

function submit(token: string, fields: Record<string, string>, files: FilePart[]) {
  const body = multipartBody(files, fields);
  return t.app.inject({
    method: 'POST',
    url: `${API}/me/traveler-verification`,
    cookies: withSession(token),
    ...body,
  });
}

const pixelsOf = (image: Buffer) => sharp(image).ensureAlpha().raw().toBuffer();

const nationalId = (content: Buffer, filename = 'id.png', type = 'image/png'): FilePart => ({
  name: 'nationalId',
  filename,
  type,
  content,
});

async function newTraveler() {
  const person = await signUpVerified(t, { kind: 'traveler' });
  const chosen = await post(t, '/me/roles', { role: 'traveler' }, withSession(person.token));
  expect(chosen.statusCode).toBe(200);
  return person;
}

const storedFiles = () =>
  readdir(path.join(t.dataDir, 'private', 'national-ids')).catch(() => [] as string[]);

describe('POST /me/roles', () => {
  it('adds roles to the signed-in account; one account can be both', async () => {
    const person = await signUpVerified(t, { kind: 'traveler' });
    const traveler = await post(t, '/me/roles', { role: 'traveler' }, withSession(person.token));
    expect(SessionSchema.parse(traveler.json()).user).toMatchObject({
      roles: { sender: false, traveler: true, staff: false },
      travelerStatus: 'unverified',
    });
    const both = await post(t, '/me/roles', { role: 'sender' }, withSession(person.token));
    expect(both.json().user.roles).toEqual({ sender: true, traveler: true, staff: false });
  });

  it('needs a signed-in person and a known role', async () => {
    expect((await post(t, '/me/roles', { role: 'traveler' })).statusCode).toBe(401);
    const person = await signUpVerified(t);
    const staff = await post(t, '/me/roles', { role: 'staff' }, withSession(person.token));
    expect(staff.statusCode).toBe(400);
  });
});

describe('traveler verification', () => {
  it('stores the fields and the ID outside the served folders, sets pending and mails a receipt', async () => {
    const person = await newTraveler();
    const response = await submit(person.token, ADDRESS, [nationalId(PNG)]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().user.travelerStatus).toBe('pending');
    expect((await getSession(t, person.token)).json().user.travelerStatus).toBe('pending');
    const [mail] = await mailbox(t, person.email);
    expect(mail?.subject).toBe('We received your traveler verification');

    const files = await storedFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^[0-9a-f-]{36}$/); // a random name, nothing from the upload

    const again = await submit(person.token, ADDRESS, [nationalId(PNG)]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('verification_pending');
  });

  it('serves the ID to its owner and staff only, as a no-store attachment; 404 for anyone else', async () => {
    const owner = await newTraveler();
    await submit(owner.token, ADDRESS, [nationalId(PNG)]);
    const url = `${API}/users/${owner.userId}/national-id`;

    const own = await t.app.inject({ method: 'GET', url, cookies: withSession(owner.token) });
    expect(own.statusCode).toBe(200);
    // Stored re-encoded (modules/uploads): the same picture, not the same bytes.
    expect(await pixelsOf(own.rawPayload)).toEqual(await pixelsOf(PNG));
    expect(own.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'attachment; filename="national-id.png"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });

    const other = await signUpVerified(t);
    const stranger = await t.app.inject({ method: 'GET', url, cookies: withSession(other.token) });
    expect(stranger.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    const { token: staff } = await createStaff(t);
    const asStaff = await t.app.inject({ method: 'GET', url, cookies: withSession(staff) });
    expect(asStaff.statusCode).toBe(200);

    const nonsense = await t.app.inject({
      method: 'GET',
      url: `${API}/users/not-a-uuid/national-id`,
      cookies: withSession(staff),
    });
    expect(nonsense.statusCode).toBe(404);
  });

  it('checks the file by its bytes: a text file named .png is refused and nothing is kept', async () => {
    const person = await newTraveler();
    const before = await storedFiles();
    const response = await submit(person.token, ADDRESS, [
      nationalId(Buffer.from('just some text pretending to be a picture'), 'passport.png', 'image/png'),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'file_type',
      message: 'File type must be image/png, image/jpeg or image/gif',
      fields: { nationalId: 'File type must be image/png, image/jpeg or image/gif' },
    });
    expect(await storedFiles()).toEqual(before);
    expect((await getSession(t, person.token)).json().user.travelerStatus).toBe('unverified');
  });

  it('refuses a file over the limit with the drop zone wording', async () => {
    const person = await newTraveler();
    const big = Buffer.concat([PNG, Buffer.alloc(NATIONAL_ID_MAX_BYTES)]);
    const response = await submit(person.token, ADDRESS, [nationalId(big)]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'file_too_large',
      message: 'File is larger than 5242880 bytes',
    });
    expect(accountErrorMessages.nationalIdTooLarge).toBe('File is larger than 5242880 bytes');
  });

  it('names each missing field', async () => {
    const person = await newTraveler();
    const response = await submit(person.token, { residentialAddress: ' ', placeOfWork: '' }, []);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      residentialAddress: messages.residentialAddressRequired,
      placeOfWork: messages.placeOfWorkRequired,
      nationalId: messages.nationalIdRequired,
    });
  });

  it('is for travelers only', async () => {
    const sender = await signUpVerified(t, { kind: 'sender' });
    const response = await submit(sender.token, ADDRESS, [nationalId(PNG)]);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('traveler_role_required');
  });

  it('lets staff, and only staff, decide: pending -> verified', async () => {
    const traveler = await newTraveler();
    await submit(traveler.token, ADDRESS, [nationalId(PNG)]);
    const url = `${API}/admin/travelers/${traveler.userId}/verification`;

    const self = await t.app.inject({
      method: 'PUT',
      url,
      payload: { status: 'verified' },
      cookies: withSession(traveler.token),
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toEqual({ code: 'not_staff', message: accountErrorMessages.notStaff });
    expect((await t.app.inject({ method: 'PUT', url, payload: { status: 'verified' } })).statusCode).toBe(
      401,
    );

    const { token: staff } = await createStaff(t);
    const decided = await t.app.inject({
      method: 'PUT',
      url,
      payload: { status: 'verified' },
      cookies: withSession(staff),
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().travelerStatus).toBe('verified');
    expect((await getSession(t, traveler.token)).json().user.travelerStatus).toBe('verified');

    const twice = await t.app.inject({
      method: 'PUT',
      url,
      payload: { status: 'rejected' },
      cookies: withSession(staff),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('not_pending');
  });

  it('lets a rejected traveler send again, replacing the old file', async () => {
    const traveler = await newTraveler();
    await submit(traveler.token, ADDRESS, [nationalId(PNG)]);
    const { token: staff } = await createStaff(t);
    await t.app.inject({
      method: 'PUT',
      url: `${API}/admin/travelers/${traveler.userId}/verification`,
      payload: { status: 'rejected', reason: 'Blurred photo' },
      cookies: withSession(staff),
    });
    const before = (await storedFiles()).length;
    const again = await submit(traveler.token, ADDRESS, [nationalId(PNG)]);
    expect(again.statusCode).toBe(201);
    expect(again.json().user.travelerStatus).toBe('pending');
    expect((await storedFiles()).length).toBe(before);
  });

  it('deletes the stored file when the database write fails (no orphan files)', async () => {
    const traveler = await newTraveler();
    // Another request moves the status on while this one writes (a trigger stands in for it, no mock of our
    // own code): the transaction rolls back with 409 and the stored, re-encoded file goes again.
    await t.db.execute(sql`create function tote_test_race() returns trigger language plpgsql as $$
      begin update users set traveler_status = 'pending' where id = new.user_id; return new; end $$`);
    await t.db.execute(sql`create trigger tote_test_race before insert on traveler_verifications
      for each row execute function tote_test_race()`);
    const before = await storedFiles();
    try {
      const response = await submit(traveler.token, ADDRESS, [nationalId(PNG)]);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('verification_pending');
    } finally {
      await t.db.execute(sql`drop trigger tote_test_race on traveler_verifications`);
      await t.db.execute(sql`drop function tote_test_race()`);
    }
    expect(await storedFiles()).toEqual(before);
    expect((await getSession(t, traveler.token)).json().user.travelerStatus).toBe('unverified');
  });
});

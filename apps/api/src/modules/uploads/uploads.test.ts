import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { orderFormFields } from '@tote/fixtures/factories/orders';
import { accountErrorMessages } from '@tote/validation/accounts';
import { orderMessages } from '@tote/validation/orders';
import { profileMessages } from '@tote/validation/profiles';
import { uploadMessages } from '@tote/validation/uploads';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API,
  type FilePart,
  multipartBody,
  PNG,
  post,
  signUpVerified,
  useAccountsTestApp,
  withSession,
} from '../../../test/accounts';
import { newSender, type Person, postOrder } from '../../../test/orders';
import { USER_UPLOAD_QUOTA_BYTES } from './uploads.policy';

// ADR 007, across the three upload routes: allowlisted fields (a prototype key is a 400, not a 500),
// checks before the body is read, files only after re-encoding (no EXIF / GPS), and the per-person quota.

const t = useAccountsTestApp();

const dirs = {
  orders: () => path.join(t.dataDir, 'uploads', 'orders'),
  avatars: () => path.join(t.dataDir, 'uploads', 'avatars'),
  nationalIds: () => path.join(t.dataDir, 'private', 'national-ids'),
};
/** Every entry of the folder, temporary (dot) files included. */
const filesIn = (dir: string) => readdir(dir).catch(() => [] as string[]);
/** Every entry of the three upload folders, so a test can say nothing at all was written. */
const allUploads = async () =>
  (await Promise.all(Object.values(dirs).map((dir) => filesIn(dir())))).flat().sort();

async function newTraveler(): Promise<Person> {
  const person = await signUpVerified(t, { kind: 'traveler' });
  const chosen = await post(t, '/me/roles', { role: 'traveler' }, withSession(person.token));
  expect(chosen.statusCode).toBe(200);
  return { userId: person.userId, token: person.token, email: person.email };
}

const ADDRESS = { residentialAddress: '12 Kigali Heights, Kigali', placeOfWork: 'Kigali Airport' };

function putAvatar(token: string, userId: string, files: FilePart[], fields: Record<string, string> = {}) {
  return t.app.inject({
    method: 'PUT',
    url: `${API}/users/${userId}/avatar`,
    cookies: withSession(token),
    ...multipartBody(files, fields),
  });
}

function submitVerification(token: string, files: FilePart[], fields: Record<string, string> = ADDRESS) {
  return t.app.inject({
    method: 'POST',
    url: `${API}/me/traveler-verification`,
    cookies: withSession(token),
    ...multipartBody(files, fields),
  });
}

const part = (name: string, content: Buffer, type = 'image/png'): FilePart => ({
  name,
  filename: type === 'image/jpeg' ? 'photo.jpg' : 'photo.png',
  type,
  content,
});

/** A real JPEG carrying EXIF: camera make, a description and a GPS position (IFD3 is sharp's GPS IFD). */
const MARKER = 'home-of-the-sender';
function jpegWithGps() {
  return sharp({ create: { width: 32, height: 16, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'ToteTestCam', ImageDescription: MARKER },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '1/1 57/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '30/1 3/1 0/1',
      },
    })
    .toBuffer();
}

/** The GPS IFD pointer tag (0x8825) in a little-endian EXIF block, as sharp writes it. */
const hasGpsPointer = (exif: Buffer | undefined) => !!exif?.includes(Buffer.from([0x25, 0x88]));

async function expectNoMetadata(image: Buffer) {
  const metadata = await sharp(image).metadata();
  expect(metadata.format).toBe('jpeg');
  expect(metadata.exif).toBeUndefined();
  expect(metadata.xmp).toBeUndefined();
  expect(image.includes(MARKER)).toBe(false);
  expect(image.includes('Exif')).toBe(false);
}

/**
 * A multipart body of about `megabytes` MB that is made only as it is read, counting what the server pulled:
 * a request refused before its body is read pulls next to nothing of it.
 */
function streamedUpload(fileField: string, megabytes: number, fields: Record<string, string> = {}) {
  const boundary = `----tote${randomUUID()}`;
  const head = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="big.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG,
  ]);
  const chunk = Buffer.alloc(64 * 1024);
  const chunks = Math.ceil((megabytes * 1024 * 1024) / chunk.length);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const total = head.length + chunks * chunk.length + tail.length;
  let pulled = 0;
  const payload = Readable.from(
    (function* () {
      pulled += head.length;
      yield head;
      for (let i = 0; i < chunks; i += 1) {
        pulled += chunk.length;
        yield chunk;
      }
      pulled += tail.length;
      yield tail;
    })(),
  );
  return {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    total,
    pulled: () => pulled,
  };
}

let sender: Person;
beforeAll(async () => {
  sender = await newSender(t, 'Uma Uploader');
});

describe('field names come from an allowlist (a prototype key is a 400, never a 500)', () => {
  const hostile = ['__proto__[]', 'constructor[]', 'prototype', 'nickname'];

  it.each(hostile)('POST /orders refuses a %s part and stores nothing', async (name) => {
    const before = await allUploads();
    const response = await postOrder(t, sender.token, { fields: { ...orderFormFields(), [name]: 'x' } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toEqual({
      code: 'unknown_field',
      message: uploadMessages.unknownField(name),
    });
    expect(await allUploads()).toEqual(before);
  });

  it.each(hostile)('PUT /users/:userId/avatar refuses a %s part and stores nothing', async (name) => {
    const before = await allUploads();
    const response = await putAvatar(sender.token, sender.userId, [part('avatar', PNG)], { [name]: 'x' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('unknown_field');
    expect(await allUploads()).toEqual(before);
  });

  it.each(hostile)('POST /me/traveler-verification refuses a %s part and stores nothing', async (name) => {
    const traveler = await newTraveler();
    const before = await allUploads();
    const response = await submitVerification(traveler.token, [part('nationalId', PNG)], {
      ...ADDRESS,
      [name]: 'x',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('unknown_field');
    expect(await allUploads()).toEqual(before);
    const session = await t.app.inject({
      method: 'GET',
      url: `${API}/auth/session`,
      cookies: withSession(traveler.token),
    });
    expect(session.json().user.travelerStatus).toBe('unverified');
  });

  it('refuses a file under a name the form does not have', async () => {
    const before = await allUploads();
    const response = await postOrder(t, sender.token, { files: [part('__proto__[]', PNG)] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('unknown_field');
    const avatar = await putAvatar(sender.token, sender.userId, [part('photo', PNG)]);
    expect(avatar.statusCode).toBe(400);
    expect(await allUploads()).toEqual(before);
  });

  it('refuses a text value longer than the form takes instead of cutting it', async () => {
    const response = await postOrder(t, sender.token, {
      fields: { ...orderFormFields(), category: 'x'.repeat(20_000) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ category: uploadMessages.textTooLong(16 * 1024) });
  });
});

describe('a broken multipart body is a 4xx on every upload route', () => {
  const broken: [string, string, string | Buffer][] = [
    ['no boundary', 'multipart/form-data', 'whatever'],
    ['an empty body', 'multipart/form-data; boundary=x', ''],
    [
      'a body cut off in a part',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"',
    ],
    [
      'no closing boundary',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="category"\r\n\r\nv\r\n',
    ],
    [
      'a part without a name',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data\r\n\r\nv\r\n--x--\r\n',
    ],
    [
      'a JSON part',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="category"\r\nContent-Type: application/json\r\n\r\n{"a":1}\r\n--x--\r\n',
    ],
    ['JSON instead of a form', 'application/json', '{"category":"x"}'],
  ];

  it.each(broken)('%s', async (_name, contentType, payload) => {
    const traveler = await newTraveler();
    const before = await allUploads();
    const requests = [
      { method: 'POST' as const, url: `${API}/orders`, token: sender.token },
      { method: 'PUT' as const, url: `${API}/users/${sender.userId}/avatar`, token: sender.token },
      { method: 'POST' as const, url: `${API}/me/traveler-verification`, token: traveler.token },
    ];
    for (const request of requests) {
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        cookies: withSession(request.token),
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, `${request.url}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `${request.url}: ${response.body}`).toBeLessThan(500);
    }
    expect(await allUploads()).toEqual(before);
  });
});

describe('the role and ownership checks run before the body is read', () => {
  it('refuses a traveler verification by a non-traveler with 403 after reading almost none of 30 MB', async () => {
    const before = await allUploads();
    const body = streamedUpload('nationalId', 30, ADDRESS);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/me/traveler-verification`,
      cookies: withSession(sender.token),
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'traveler_role_required',
      message: accountErrorMessages.travelerRoleRequired,
    });
    expect(body.pulled()).toBeLessThan(body.total / 10);
    expect(await allUploads()).toEqual(before);
  });

  it('refuses an avatar for someone else with 404 after reading almost none of 30 MB', async () => {
    const other = await signUpVerified(t);
    const before = await allUploads();
    const body = streamedUpload('avatar', 30);
    const response = await t.app.inject({
      method: 'PUT',
      url: `${API}/users/${other.userId}/avatar`,
      cookies: withSession(sender.token),
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(body.pulled()).toBeLessThan(body.total / 10);
    expect(await allUploads()).toEqual(before);
  });

  it('refuses an order from a traveler-only account with 403 after reading almost none of 30 MB', async () => {
    const traveler = await newTraveler();
    const before = await allUploads();
    const body = streamedUpload('images', 30, orderFormFields() as Record<string, string>);
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/orders`,
      cookies: withSession(traveler.token),
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(orderMessages.senderRoleRequired);
    expect(body.pulled()).toBeLessThan(body.total / 10);
    expect(await allUploads()).toEqual(before);
  });

  it('refuses a file past its limit while it arrives (413), and keeps no part of it', async () => {
    const before = await allUploads();
    const body = streamedUpload('avatar', 30);
    const response = await t.app.inject({
      method: 'PUT',
      url: `${API}/users/${sender.userId}/avatar`,
      cookies: withSession(sender.token),
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe(profileMessages.avatarTooLarge);
    expect(await allUploads()).toEqual(before);
  });
});

describe('images are stored re-encoded, without metadata', () => {
  it('strips EXIF and GPS from an item photo', async () => {
    const photo = await jpegWithGps();
    const sent = await sharp(photo).metadata();
    expect(hasGpsPointer(sent.exif)).toBe(true);
    expect(sent.exif?.includes(MARKER)).toBe(true);

    const response = await postOrder(t, sender.token, { files: [part('images', photo, 'image/jpeg')] });
    expect(response.statusCode, response.body).toBe(201);
    const image = response.json().images[0];
    expect(image.contentType).toBe('image/jpeg');
    const served = await t.app.inject({ method: 'GET', url: image.url, cookies: withSession(sender.token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('no-store');
    await expectNoMetadata(served.rawPayload);
    for (const file of (await filesIn(dirs.orders())).filter((name) => !name.startsWith('.'))) {
      expect((await readFile(path.join(dirs.orders(), file))).includes(MARKER)).toBe(false);
    }
  });

  it('strips EXIF and GPS from a profile photo', async () => {
    const owner = await signUpVerified(t);
    const response = await putAvatar(owner.token, owner.userId, [
      part('avatar', await jpegWithGps(), 'image/jpeg'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const served = await t.app.inject({
      method: 'GET',
      url: `${API}/users/${owner.userId}/avatar`,
      cookies: withSession(owner.token),
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/^private/);
    await expectNoMetadata(served.rawPayload);
  });

  it('strips EXIF and GPS from a national ID', async () => {
    const traveler = await newTraveler();
    const response = await submitVerification(traveler.token, [
      part('nationalId', await jpegWithGps(), 'image/jpeg'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const served = await t.app.inject({
      method: 'GET',
      url: `${API}/users/${traveler.userId}/national-id`,
      cookies: withSession(traveler.token),
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    await expectNoMetadata(served.rawPayload);
  });

  it('refuses bytes that claim to be an image but cannot be decoded, and keeps nothing', async () => {
    const before = await allUploads();
    // A PNG signature and then noise: file-type says PNG, the decoder does not agree.
    const broken = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64, 7)]);
    const response = await postOrder(t, sender.token, { files: [part('images', broken)] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'file_type', message: orderMessages.imageType });
    expect(await allUploads()).toEqual(before);
  });
});

describe('per-person upload quota', () => {
  /** Makes the person's stored uploads `bytes` large (one real order whose image row is made to weigh it). */
  async function fillQuota(person: Person, bytes: number) {
    const placed = await postOrder(t, person.token);
    expect(placed.statusCode, placed.body).toBe(201);
    await t.db.execute(
      sql`update order_images set size_bytes = ${bytes}
          where order_id = (select id from orders where delivery_id = ${placed.json().deliveryId})`,
    );
  }

  it('refuses any upload of a full account before reading its body, on every route', async () => {
    const person = await signUpVerified(t, { kind: 'sender' });
    const full: Person = { userId: person.userId, token: person.token, email: person.email };
    const chosen = await post(t, '/me/roles', { role: 'traveler' }, withSession(full.token));
    expect(chosen.statusCode).toBe(200);
    await fillQuota(full, USER_UPLOAD_QUOTA_BYTES);
    const before = await allUploads();
    const message = uploadMessages.quotaExceeded(USER_UPLOAD_QUOTA_BYTES);

    const order = streamedUpload('images', 30, orderFormFields() as Record<string, string>);
    const refusedOrder = await t.app.inject({
      method: 'POST',
      url: `${API}/orders`,
      cookies: withSession(full.token),
      payload: order.payload,
      headers: order.headers,
    });
    expect(refusedOrder.statusCode).toBe(413);
    expect(refusedOrder.json().error).toEqual({
      code: 'upload_quota_exceeded',
      message,
      fields: { images: message },
    });
    expect(order.pulled()).toBeLessThan(order.total / 10);

    const avatar = await putAvatar(full.token, full.userId, [part('avatar', PNG)]);
    expect(avatar.statusCode).toBe(413);
    expect(avatar.json().error.code).toBe('upload_quota_exceeded');

    const verification = await submitVerification(full.token, [part('nationalId', PNG)]);
    expect(verification.statusCode).toBe(413);
    expect(verification.json().error.code).toBe('upload_quota_exceeded');

    expect(await allUploads()).toEqual(before);
  });

  it('refuses the files that would pass the quota once stored, and deletes them again', async () => {
    const person = await newSender(t, 'Nearly Full');
    // One byte of room: enough to be let in, too little for any stored photo.
    await fillQuota(person, USER_UPLOAD_QUOTA_BYTES - 1);
    const before = await allUploads();
    const ordersBefore = await t.db.execute(sql`select count(*)::int as n from orders`);
    const response = await postOrder(t, person.token);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('upload_quota_exceeded');
    expect(await allUploads()).toEqual(before);
    expect(await t.db.execute(sql`select count(*)::int as n from orders`)).toMatchObject({
      rows: (ordersBefore as unknown as { rows: unknown[] }).rows,
    });
  });

  it('does not count the photo an avatar upload replaces', async () => {
    const person = await newSender(t, 'Avatar Again');
    const first = await putAvatar(person.token, person.userId, [part('avatar', PNG)]);
    expect(first.statusCode, first.body).toBe(200);
    const [row] = (
      (await t.db.execute(sql`select avatar_size from users where id = ${person.userId}`)) as unknown as {
        rows: { avatar_size: number }[];
      }
    ).rows;
    expect(row?.avatar_size).toBeGreaterThan(0);
    // Exactly full with the current photo: replacing it by one of the same size still fits.
    await fillQuota(person, USER_UPLOAD_QUOTA_BYTES - (row?.avatar_size ?? 0));
    const again = await putAvatar(person.token, person.userId, [part('avatar', PNG)]);
    expect(again.statusCode, again.body).toBe(200);
  });
});

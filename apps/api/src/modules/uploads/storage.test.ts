import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { pngImage } from '@tote/fixtures/png';
import { sql } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  API,
  buildAccountsTestApp,
  type FilePart,
  multipartBody,
  post,
  signUpVerified,
  withSession,
} from '../../../test/accounts';
import { postOrder } from '../../../test/orders';
import { isSealed, SEAL_MAGIC, seal, unseal } from './sealed';

// ADR 022: every upload goes through one store, and the same journeys hold on both back ends: the local disk
// (the default) and an S3-compatible store, here s3rver (a real S3-protocol server from the registry, started by
// this file on a free port of 127.0.0.1). What each back end holds is read behind the app's back: by the file
// system, or by an S3 client of the test's own.

const BUCKET = 'tote-test-uploads';
const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The store as the test sees it, without the app: every key, and one object's raw bytes. */
interface StoreProbe {
  keys(): Promise<string[]>;
  raw(key: string): Promise<Buffer>;
  putRaw(key: string, body: Uint8Array): Promise<void>;
  deleteRaw(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Every file under `dir`, as `<folder>/<name>` relative to it (temporary dot files included). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

function localProbe(dataDir: string): StoreProbe {
  // As the local back end lays DATA_DIR out (storage-local.ts): national IDs outside the uploads folder.
  const fileOf = (key: string) =>
    key.startsWith('national-ids/') ? path.join(dataDir, 'private', key) : path.join(dataDir, 'uploads', key);
  return {
    keys: async () =>
      [
        ...(await filesUnder(path.join(dataDir, 'uploads'))),
        ...(await filesUnder(path.join(dataDir, 'private'))),
      ].sort(),
    raw: (key) => readFile(fileOf(key)),
    putRaw: (key, body) => writeFile(fileOf(key), body),
    deleteRaw: (key) => rm(fileOf(key)),
    close: async () => {},
  };
}

function s3Probe(endpoint: string, dataDir: string): StoreProbe {
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: S3_KEYS });
  return {
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
      // Nothing stays on this machine either: the raw bytes of a form live in the scratch folder only while
      // the request runs.
      const scratch = await filesUnder(path.join(dataDir, 'tmp'));
      return [...(listed.Contents ?? []).map((object) => object.Key ?? ''), ...scratch].sort();
    },
    async raw(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
      return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
    },
    async putRaw(key, body) {
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body }));
    },
    async deleteRaw(key) {
      await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key }));
    },
    close: async () => client.destroy(),
  };
}

const png = (
  name: string,
  content: Uint8Array = pngImage(24, 16, [34, 170, 102], [255, 221, 0]),
): FilePart => ({
  name,
  filename: `${name}.png`,
  type: 'image/png',
  content: Buffer.from(content),
});

describe.each(['local', 's3'] as const)('uploads on the %s back end (ADR 022)', (backEnd) => {
  let t: AccountsTestApp;
  let store: StoreProbe;
  let s3server: S3rver | undefined;
  let s3dir: string | undefined;

  beforeAll(async () => {
    let env: Record<string, string> = {};
    let endpoint = '';
    if (backEnd === 's3') {
      s3dir = await mkdtemp(path.join(tmpdir(), 'tote-s3rver-'));
      s3server = new S3rver({
        port: 0,
        address: '127.0.0.1',
        directory: s3dir,
        silent: true,
        configureBuckets: [{ name: BUCKET, configs: [] }],
      });
      const { port } = await s3server.run();
      endpoint = `http://127.0.0.1:${port}`;
      env = {
        S3_ENDPOINT: endpoint,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
      };
    }
    t = await buildAccountsTestApp({ env });
    store = backEnd === 's3' ? s3Probe(endpoint, t.dataDir) : localProbe(t.dataDir);
  });

  afterAll(async () => {
    await t?.close();
    await store?.close();
    await s3server?.close();
    if (s3dir) await rm(s3dir, { recursive: true, force: true });
  });

  const inFolder = async (folder: string) =>
    (await store.keys()).filter((key) => key.startsWith(`${folder}/`));
  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, cookies: withSession(token) });

  async function newTraveler() {
    const person = await signUpVerified(t, { kind: 'traveler' });
    expect((await post(t, '/me/roles', { role: 'traveler' }, withSession(person.token))).statusCode).toBe(
      200,
    );
    return person;
  }

  function submitNationalId(token: string, file: FilePart) {
    return t.app.inject({
      method: 'POST',
      url: `${API}/me/traveler-verification`,
      cookies: withSession(token),
      ...multipartBody([file], {
        residentialAddress: '12 Kigali Heights, Kigali',
        placeOfWork: 'Kigali Airport',
      }),
    });
  }

  it('stores item photos in the store and serves them, after the checks, as stored', async () => {
    const sender = await signUpVerified(t, { kind: 'sender' });
    const before = await inFolder('orders');
    const response = await postOrder(t, sender.token, { files: [png('images'), png('images')] });
    expect(response.statusCode, response.body).toBe(201);
    const added = (await inFolder('orders')).filter((key) => !before.includes(key));
    expect(added).toHaveLength(2);
    for (const image of response.json().images as { url: string; id: string }[]) {
      const served = await get(image.url, sender.token);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      // Item photos are not public: a stranger gets the same 404 as for an image that does not exist.
      const stranger = await signUpVerified(t, { kind: 'sender' });
      expect((await get(image.url, stranger.token)).statusCode).toBe(404);
      // The bytes served are the object's bytes: no second copy anywhere.
      const stored = await Promise.all(added.map((key) => store.raw(key)));
      expect(stored.some((bytes) => bytes.equals(served.rawPayload))).toBe(true);
    }
  });

  it('replaces a profile photo: the old object is deleted, the new one served', async () => {
    const person = await signUpVerified(t);
    const put = (content: Uint8Array) =>
      t.app.inject({
        method: 'PUT',
        url: `${API}/users/${person.userId}/avatar`,
        cookies: withSession(person.token),
        ...multipartBody([png('avatar', content)]),
      });
    const before = await inFolder('avatars');
    expect((await put(pngImage(16, 16, [17, 17, 17], [34, 34, 34]))).statusCode).toBe(200);
    const first = (await inFolder('avatars')).filter((key) => !before.includes(key));
    expect(first).toHaveLength(1);
    expect((await put(pngImage(20, 20, [51, 51, 51], [68, 68, 68]))).statusCode).toBe(200);
    const second = (await inFolder('avatars')).filter((key) => !before.includes(key));
    expect(second).toHaveLength(1);
    expect(second).not.toEqual(first);
    const served = await get(`${API}/users/${person.userId}/avatar`, person.token);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(await store.raw(second[0] as string))).toBe(true);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(20);
  });

  it('seals the national ID at rest: the store holds ciphertext, the owner reads the image', async () => {
    const traveler = await newTraveler();
    const sent = pngImage(40, 30, [170, 51, 51], [255, 255, 255]);
    const before = await inFolder('national-ids');
    const response = await submitNationalId(traveler.token, png('nationalId', sent));
    expect(response.statusCode, response.body).toBe(201);
    const added = (await inFolder('national-ids')).filter((key) => !before.includes(key));
    expect(added).toHaveLength(1);
    const atRest = await store.raw(added[0] as string);
    expect(isSealed(atRest)).toBe(true);
    // Not an image any decoder takes, and no PNG signature anywhere in it.
    await expect(sharp(atRest).metadata()).rejects.toThrow();
    expect(atRest.includes(Buffer.from('IHDR'))).toBe(false);

    const served = await get(`${API}/users/${traveler.userId}/national-id`, traveler.token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 40, 30]);
  });

  it('reads a national ID stored before encryption as it is (no marker: legacy plaintext)', async () => {
    const traveler = await newTraveler();
    expect((await submitNationalId(traveler.token, png('nationalId'))).statusCode).toBe(201);
    const legacy = pngImage(12, 12, [0, 0, 255], [0, 255, 0]);
    const name = randomUUID();
    await store.putRaw(`national-ids/${name}`, legacy);
    await t.db.execute(
      sql`update traveler_verifications set national_id_file = ${name} where user_id = ${traveler.userId}`,
    );
    const served = await get(`${API}/users/${traveler.userId}/national-id`, traveler.token);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(legacy)).toBe(true);
  });

  it('refuses a sealed national ID that was altered, and answers 404 for one that is gone', async () => {
    const traveler = await newTraveler();
    const before = await inFolder('national-ids');
    expect((await submitNationalId(traveler.token, png('nationalId'))).statusCode).toBe(201);
    const [key] = (await inFolder('national-ids')).filter((each) => !before.includes(each));
    const sealed = await store.raw(key as string);
    const altered = Buffer.from(sealed);
    altered[altered.length - 1] = (altered[altered.length - 1] ?? 0) ^ 0x01;
    await store.putRaw(key as string, altered);
    const tampered = await get(`${API}/users/${traveler.userId}/national-id`, traveler.token);
    expect(tampered.statusCode).toBe(500);
    expect(tampered.headers['content-type']).toMatch(/json/);
    await store.deleteRaw(key as string);
    expect((await get(`${API}/users/${traveler.userId}/national-id`, traveler.token)).statusCode).toBe(404);
  });

  it('leaves nothing in the store (nor in a scratch folder) of a refused upload', async () => {
    const sender = await signUpVerified(t, { kind: 'sender' });
    const before = await store.keys();
    const notAnImage = { ...png('images'), content: Buffer.from('<?php echo 1; ?>') };
    const refused = await postOrder(t, sender.token, { files: [png('images'), notAnImage] });
    expect(refused.statusCode).toBe(400);
    const corrupt = { ...png('images'), content: pngImage(8, 8, [0, 0, 0], [255, 255, 255]).subarray(0, 60) };
    expect((await postOrder(t, sender.token, { files: [corrupt] })).statusCode).toBe(400);
    expect(await store.keys()).toEqual(before);
  });
});

describe('sealing (ADR 022)', () => {
  const key = randomBytes(32);
  const plain = Buffer.from('an ID scan');

  it('opens with the same key, folder and name only', () => {
    const sealed = seal(key, 'national-ids', 'a', plain);
    expect(sealed.subarray(0, SEAL_MAGIC.length).equals(SEAL_MAGIC)).toBe(true);
    expect(sealed.includes(plain)).toBe(false);
    expect(unseal(key, 'national-ids', 'a', sealed).equals(plain)).toBe(true);
    // Copied under another person's name, or read with another key: refused, never garbage.
    expect(() => unseal(key, 'national-ids', 'b', sealed)).toThrow();
    expect(() => unseal(randomBytes(32), 'national-ids', 'a', sealed)).toThrow();
    // Two seals of the same bytes differ (a fresh nonce each time).
    expect(seal(key, 'national-ids', 'a', plain).equals(sealed)).toBe(false);
  });

  it('passes a file stored before encryption through unchanged', () => {
    const legacy = Buffer.from(pngImage(4, 4, [255, 255, 255], [0, 0, 0]));
    expect(isSealed(legacy)).toBe(false);
    expect(unseal(key, 'national-ids', 'a', legacy)).toBe(legacy);
  });
});

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_MAX_BYTES, ProfileSchema, profileMessages } from '@tote/validation/profiles';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  API,
  createStaff,
  type FilePart,
  GIF,
  getSession,
  multipartBody,
  PNG,
  signUpVerified,
  useAccountsTestApp,
  withSession,
} from '../../../test/accounts';

const t = useAccountsTestApp();
let avatarDir: string;
beforeAll(() => {
  avatarDir = path.join(t.dataDir, 'uploads', 'avatars');
});

const avatarFiles = () => readdir(avatarDir).catch(() => [] as string[]);

function putAvatar(token: string, userId: string, files: FilePart[]) {
  return t.app.inject({
    method: 'PUT',
    url: `${API}/users/${userId}/avatar`,
    cookies: withSession(token),
    ...multipartBody(files),
  });
}

const pixelsOf = (image: Buffer) => sharp(image).ensureAlpha().raw().toBuffer();

const png = (content = PNG): FilePart => ({ name: 'avatar', filename: 'me.png', type: 'image/png', content });

/** A file of `size` bytes that starts like a PNG (file-type reads the signature). */
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

describe('PUT /users/:userId/avatar (the profile photo)', () => {
  let filesBefore: string[];
  beforeEach(async () => {
    filesBefore = await avatarFiles();
  });

  it('stores an image privately and serves it to signed-in people with nosniff, a private cache and an ETag', async () => {
    const owner = await signUpVerified(t);
    const response = await putAvatar(owner.token, owner.userId, [png()]);
    expect(response.statusCode, response.body).toBe(200);
    const profile = ProfileSchema.parse(response.json());
    expect(profile.avatarUrl).toMatch(new RegExp(`^/api/v1/users/${owner.userId}/avatar\\?v=[\\w-]+$`));

    // The session's user (top bar) points at the same picture.
    expect((await getSession(t, owner.token)).json().user.avatarUrl).toBe(profile.avatarUrl);

    const files = (await avatarFiles()).filter((name) => !filesBefore.includes(name));
    expect(files).toHaveLength(1);
    // Stored re-encoded (modules/uploads): the same picture, not the same bytes.
    const stored = await readFile(path.join(avatarDir, files[0] as string));
    expect(await pixelsOf(stored)).toEqual(await pixelsOf(PNG));

    // Another signed-in person sees it (it sits next to the name on cards and chats).
    const viewer = await signUpVerified(t);
    const served = await t.app.inject({
      method: 'GET',
      url: profile.avatarUrl as string,
      cookies: withSession(viewer.token),
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(stored);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const etag = served.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const revalidated = await t.app.inject({
      method: 'GET',
      url: `${API}/users/${owner.userId}/avatar`,
      cookies: withSession(viewer.token),
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['cache-control']).toBe('private, no-cache');

    const anonymous = await t.app.inject({ method: 'GET', url: profile.avatarUrl as string });
    expect(anonymous.statusCode).toBe(401);
  });

  it('decides the type by content: a text file named .png is refused, a GIF sent as PNG is kept as a GIF', async () => {
    const owner = await signUpVerified(t);
    const fake = await putAvatar(owner.token, owner.userId, [png(Buffer.from('<svg onload="alert(1)"/>'))]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toMatchObject({
      code: 'file_type',
      message: profileMessages.avatarType,
      fields: { avatar: profileMessages.avatarType },
    });
    expect(await avatarFiles()).toEqual(filesBefore);

    const gif = await putAvatar(owner.token, owner.userId, [png(GIF)]);
    expect(gif.statusCode, gif.body).toBe(200);
    const served = await t.app.inject({
      method: 'GET',
      url: `${API}/users/${owner.userId}/avatar`,
      cookies: withSession(owner.token),
    });
    expect(served.headers['content-type']).toBe('image/gif');
  });

  it('takes a photo below 2 MB and refuses one of 2 MB with 413 file_too_large', async () => {
    const owner = await signUpVerified(t);
    const justBelow = await putAvatar(owner.token, owner.userId, [png(pngOfSize(AVATAR_MAX_BYTES - 1))]);
    expect(justBelow.statusCode, justBelow.body).toBe(200);
    const filesAfterFirst = await avatarFiles();

    const tooLarge = await putAvatar(owner.token, owner.userId, [png(pngOfSize(AVATAR_MAX_BYTES))]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error).toMatchObject({
      code: 'file_too_large',
      message: profileMessages.avatarTooLarge,
      fields: { avatar: profileMessages.avatarTooLarge },
    });
    expect(await avatarFiles()).toEqual(filesAfterFirst);
  });

  it('asks for a file when none is sent', async () => {
    const owner = await signUpVerified(t);
    const response = await putAvatar(owner.token, owner.userId, []);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ avatar: profileMessages.avatarRequired });
  });

  it('deletes the replaced photo once the new one is saved', async () => {
    const owner = await signUpVerified(t);
    const first = ProfileSchema.parse((await putAvatar(owner.token, owner.userId, [png()])).json());
    const [firstFile] = (await avatarFiles()).filter((name) => !filesBefore.includes(name));
    const second = ProfileSchema.parse((await putAvatar(owner.token, owner.userId, [png(GIF)])).json());
    expect(second.avatarUrl).not.toBe(first.avatarUrl);

    const now = (await avatarFiles()).filter((name) => !filesBefore.includes(name));
    expect(now).toHaveLength(1);
    expect(now).not.toContain(firstFile);
    expect(await pixelsOf(await readFile(path.join(avatarDir, now[0] as string)))).toEqual(
      await pixelsOf(GIF),
    );
  });

  it('answers 404 to anyone but the owner and staff, and keeps no file of the refused upload', async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    const refused = await putAvatar(other.token, owner.userId, [png()]);
    expect(refused.statusCode).toBe(404);
    expect(await avatarFiles()).toEqual(filesBefore);

    const staff = await createStaff(t);
    // The file is written before the database write; when that finds no account, the file goes again.
    const nobody = await putAvatar(staff.token, '00000000-0000-4000-8000-000000000000', [png()]);
    expect(nobody.statusCode).toBe(404);
    expect(await avatarFiles()).toEqual(filesBefore);

    const byStaff = await putAvatar(staff.token, owner.userId, [png()]);
    expect(byStaff.statusCode, byStaff.body).toBe(200);

    const noPhoto = await t.app.inject({
      method: 'GET',
      url: `${API}/users/${other.userId}/avatar`,
      cookies: withSession(owner.token),
    });
    expect(noPhoto.statusCode).toBe(404);
  });
});

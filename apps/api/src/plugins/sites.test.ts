import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { SITE_MAP_META_NAME, SITE_MAP_PLACEHOLDER } from '@tote/validation/sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, PRODUCTION_REQUIREMENTS, type TestApp } from '../../test/helper';
import { injectSiteMap, negotiateEncoding } from './sites';

const BIG_SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i })))};`;

let root: string;
let local: TestApp;
let production: TestApp;

async function writeApp(name: string) {
  const dist = path.join(root, name, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head>${SITE_MAP_PLACEHOLDER}<title>${name}</title></head><body></body></html>`,
  );
  await writeFile(path.join(dist, 'assets', `${name}-Ab12Cd.js`), `console.log(${JSON.stringify(name)});`);
  // As the build writes them (packages/ui/vite-preset.js): compressed siblings of a text asset.
  const bundle = path.join(dist, 'assets', `${name}-Big34.js`);
  await writeFile(bundle, BIG_SCRIPT);
  await writeFile(`${bundle}.br`, brotliCompressSync(BIG_SCRIPT));
  await writeFile(`${bundle}.gz`, gzipSync(BIG_SCRIPT));
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'tote-sites-'));
  const distDirs = {
    shell: await writeApp('shell'),
    sender: await writeApp('sender'),
    traveler: await writeApp('traveler'),
    // admin deliberately not built
    admin: path.join(root, 'admin', 'dist'),
  };
  local = await buildTestApp({ distDirs });
  production = await buildTestApp({
    distDirs,
    env: { NODE_ENV: 'production', PUBLIC_DOMAIN: 'example.com', ...PRODUCTION_REQUIREMENTS },
  });
});

afterAll(async () => {
  await local?.close();
  await production?.close();
  await rm(root, { recursive: true, force: true });
});

const metaContent = (html: string) => {
  const match = new RegExp(`<meta name="${SITE_MAP_META_NAME}" content="([^"]*)">`).exec(html);
  return match?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
};

describe('locally (app chosen by port)', () => {
  it('serves the index.html of the app on that port, with the site map injected', async () => {
    const response = await local.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:3001' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>sender</title>');
    expect(response.body).not.toContain(SITE_MAP_PLACEHOLDER);
    expect(JSON.parse(metaContent(response.body) ?? '')).toEqual({
      shell: 'http://localhost:3000',
      sender: 'http://localhost:3001',
      traveler: 'http://localhost:3002',
      admin: 'http://localhost:3003',
    });
  });

  it('answers client-side routes with index.html (SPA fallback)', async () => {
    const response = await local.app.inject({
      method: 'GET',
      url: '/Profile-T/orders/42?tab=reviews',
      headers: { host: 'localhost:3002' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>traveler</title>');
    expect(response.body).toContain(`name="${SITE_MAP_META_NAME}"`);
  });

  it('marks the receiver’s tracking page noindex and no-referrer, and only that page (ADR 021)', async () => {
    const page = await local.app.inject({
      method: 'GET',
      url: '/track/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd',
      headers: { host: 'localhost:3000' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>shell</title>');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const landing = await local.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:3000' } });
    expect(landing.headers['x-robots-tag']).toBeUndefined();
  });

  it('serves hashed assets as immutable', async () => {
    const response = await local.app.inject({
      method: 'GET',
      url: '/assets/shell-Ab12Cd.js',
      headers: { host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("shell");');
  });

  it('revalidates other files', async () => {
    const response = await local.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve one app’s assets on another app’s origin', async () => {
    const response = await local.app.inject({
      method: 'GET',
      url: '/assets/shell-Ab12Cd.js',
      headers: { host: 'localhost:3001' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers a missing asset with 404, not the page', async () => {
    const response = await local.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<html');
  });

  it('does not let a path climb out of the build folder', async () => {
    const response = await local.app.inject({ method: 'GET', url: '/..%2f..%2fsender/dist/index.html' });
    expect(response.body).not.toContain('<title>sender</title>');
  });

  it('explains when an app is not built yet', async () => {
    const response = await local.app.inject({
      method: 'GET',
      url: '/users',
      headers: { host: 'localhost:3003' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('This app is not built yet: run pnpm build');
  });

  it('serves the /dev/ pages (the mailbox) to this machine only, judged by the socket', async () => {
    const page = (remoteAddress: string, url = '/dev/mailbox', headers: Record<string, string> = {}) =>
      local.app.inject({
        method: 'GET',
        url,
        remoteAddress,
        headers: { host: 'localhost:3000', ...headers },
      });
    expect((await page('127.0.0.1')).statusCode).toBe(200);
    expect((await page('::1')).statusCode).toBe(200);
    expect((await page('203.0.113.9')).statusCode).toBe(404);
    expect((await page('203.0.113.9', '/DEV/Mailbox/')).statusCode).toBe(404);
    expect((await page('203.0.113.9', '/x/../dev/mailbox?to=a')).statusCode).toBe(404);
    expect((await page('203.0.113.9', '/dev/mailbox', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(
      404,
    );
    // Other client-side routes stay open to everyone.
    expect((await page('203.0.113.9', '/orders')).statusCode).toBe(200);
  });

  it('keeps the API on every origin', async () => {
    const response = await local.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { host: 'localhost:3003' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('in production (app chosen by Host)', () => {
  it.each([
    ['example.com', 'shell'],
    ['sender.example.com', 'sender'],
    ['traveler.example.com', 'traveler'],
  ])('%s serves the %s app', async (host, app) => {
    const response = await production.app.inject({ method: 'GET', url: '/orders', headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<title>${app}</title>`);
    expect(JSON.parse(metaContent(response.body) ?? '').sender).toBe('https://sender.example.com');
  });

  it('redirects www. to the bare host, keeping the path and the query', async () => {
    const page = await production.app.inject({
      method: 'GET',
      url: '/orders/7?tab=chat&x=%2F',
      headers: { host: 'www.example.com' },
    });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('https://example.com/orders/7?tab=chat&x=%2F');

    const app = await production.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'www.sender.example.com' },
    });
    expect(app.statusCode).toBe(301);
    expect(app.headers.location).toBe('https://sender.example.com/');

    // A write keeps its method and body through a 308 (RFC 9110 §15.4.9).
    const write = await production.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: {},
      headers: { host: 'www.example.com' },
    });
    expect(write.statusCode).toBe(308);
    expect(write.headers.location).toBe('https://example.com/api/v1/auth/logout');
  });

  it('does not turn a path into another host', async () => {
    const response = await production.app.inject({
      method: 'GET',
      url: '//evil.test/x',
      headers: { host: 'www.example.com' },
    });
    expect(response.statusCode).toBe(301);
    expect(new URL(String(response.headers.location)).host).toBe('example.com');
  });

  it('answers an unknown host with 404', async () => {
    const response = await production.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'other.test' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('has no /dev/ pages, even for this machine', async () => {
    const response = await production.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      headers: { host: 'example.com' },
    });
    expect(response.statusCode).toBe(404);
  });

  it('sends HSTS and upgrades insecure requests', async () => {
    const response = await production.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'example.com' },
    });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('compression', () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    local.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } });

  it('sends the pre-compressed brotli file of an asset to a browser that accepts br', async () => {
    const response = await get('/assets/shell-Big34.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BIG_SCRIPT);
  });

  it('falls back to gzip, then to the file as it is', async () => {
    const gzipped = await get('/assets/shell-Big34.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await get('/assets/shell-Big34.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(BIG_SCRIPT);

    // A file the build did not compress (too small) is sent as it is, whatever the browser accepts.
    const small = await get('/assets/shell-Ab12Cd.js', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log("shell");');
  });

  it('compresses index.html (after the site map is written into it) and lets browsers revalidate it', async () => {
    const response = await get('/orders', { 'accept-encoding': 'br;q=1.0, gzip;q=0.8' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('<title>shell</title>');
    expect(html).toContain(`name="${SITE_MAP_META_NAME}"`);

    const etag = response.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);
    const revalidated = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    // Each coding is its own representation: the gzip page has another ETag.
    const gzipped = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': String(etag) });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).not.toBe(etag);
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain('<title>shell</title>');
  });

  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['deflate, zstd', 'identity'],
    ['BR ; q=0.5', 'br'],
  ])('Accept-Encoding %j gets %s', (header, coding) => {
    expect(negotiateEncoding(header)).toBe(coding);
  });
});

describe('injectSiteMap', () => {
  it('escapes the JSON for an HTML attribute', () => {
    const html = injectSiteMap(`<head>${SITE_MAP_PLACEHOLDER}</head>`, {
      shell: 'https://a.test/?q="><script>',
      sender: 'https://b.test',
      traveler: 'https://c.test',
      admin: 'https://d.test',
    });
    expect(html).not.toContain('"><script>');
    expect(html).toContain('&quot;');
  });
});

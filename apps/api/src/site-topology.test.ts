import { describe, expect, it } from 'vitest';
import { PRODUCTION_REQUIREMENTS } from '../test/helper';
import { loadEnv } from './env';
import { buildSiteMap, createSiteResolver, createWwwRedirect, servedOverHttps } from './site-topology';

describe('locally', () => {
  const env = loadEnv({ NODE_ENV: 'development' });

  it('maps each app to its own localhost port', () => {
    expect(buildSiteMap(env)).toEqual({
      shell: 'http://localhost:3000',
      sender: 'http://localhost:3001',
      traveler: 'http://localhost:3002',
      admin: 'http://localhost:3003',
    });
  });

  it('resolves the app from the port the connection arrived on', () => {
    const resolve = createSiteResolver(env);
    expect(resolve({ localPort: 3000, host: 'localhost:3000' })).toBe('shell');
    expect(resolve({ localPort: 3001, host: 'localhost:3001' })).toBe('sender');
    expect(resolve({ localPort: 3002, host: '127.0.0.1:3002' })).toBe('traveler');
    expect(resolve({ localPort: 3003, host: undefined })).toBe('admin');
  });

  it('falls back to the Host port, then to the shell', () => {
    const resolve = createSiteResolver(env);
    expect(resolve({ localPort: undefined, host: 'localhost:3003' })).toBe('admin');
    expect(resolve({ localPort: 9999, host: 'localhost:9999' })).toBe('shell');
    expect(resolve({ localPort: undefined, host: undefined })).toBe('shell');
  });

  it('redirects nothing and serves plain http unless the site map says https', () => {
    expect(createWwwRedirect(env)('www.localhost:3000')).toBeNull();
    expect(servedOverHttps(buildSiteMap(env))).toBe(false);
    const https = loadEnv({
      SITE_MAP: JSON.stringify({
        shell: 'https://tote.test',
        sender: 'https://sender.tote.test',
        traveler: 'https://traveler.tote.test',
        admin: 'https://admin.tote.test',
      }),
    });
    expect(servedOverHttps(buildSiteMap(https))).toBe(true);
  });

  it('follows custom ports', () => {
    const custom = loadEnv({ SENDER_PORT: '4001' });
    expect(buildSiteMap(custom).sender).toBe('http://localhost:4001');
    expect(createSiteResolver(custom)({ localPort: 4001, host: undefined })).toBe('sender');
  });
});

describe('in production', () => {
  const env = loadEnv({ NODE_ENV: 'production', PUBLIC_DOMAIN: 'Example.com', ...PRODUCTION_REQUIREMENTS });

  it('gives every app an https origin on PUBLIC_DOMAIN', () => {
    expect(buildSiteMap(env)).toEqual({
      shell: 'https://example.com',
      sender: 'https://sender.example.com',
      traveler: 'https://traveler.example.com',
      admin: 'https://admin.example.com',
    });
  });

  it('resolves the app from the Host, whatever port the listener has', () => {
    const resolve = createSiteResolver(env);
    expect(resolve({ localPort: 8080, host: 'example.com' })).toBe('shell');
    expect(resolve({ localPort: 8080, host: 'SENDER.example.com:443' })).toBe('sender');
    expect(resolve({ localPort: 8080, host: 'traveler.example.com.' })).toBe('traveler');
    expect(resolve({ localPort: 3003, host: 'admin.example.com' })).toBe('admin');
  });

  it('names no app for an unknown host', () => {
    const resolve = createSiteResolver(env);
    expect(resolve({ localPort: 8080, host: 'evil.example.net' })).toBeNull();
    expect(resolve({ localPort: 8080, host: undefined })).toBeNull();
  });

  it('sends www. of every app to the bare host', () => {
    expect(createSiteResolver(env)({ localPort: 8080, host: 'www.example.com' })).toBeNull();
    const redirect = createWwwRedirect(env);
    expect(redirect('www.example.com')).toBe('https://example.com');
    expect(redirect('WWW.Example.com:443')).toBe('https://example.com');
    expect(redirect('www.sender.example.com')).toBe('https://sender.example.com');
    expect(redirect('www.admin.example.com.')).toBe('https://admin.example.com');
    expect(redirect('example.com')).toBeNull();
    expect(redirect('www.evil.test')).toBeNull();
    expect(redirect(undefined)).toBeNull();
  });

  it('serves cookies as Secure', () => {
    expect(servedOverHttps(buildSiteMap(env))).toBe(true);
  });

  it('takes hosts from a SITE_MAP override', () => {
    const siteMap = {
      shell: 'https://tote.test',
      sender: 'https://send.tote.test',
      traveler: 'https://go.tote.test',
      admin: 'https://ops.tote.test',
    };
    const custom = loadEnv({
      NODE_ENV: 'production',
      SITE_MAP: JSON.stringify(siteMap),
      ...PRODUCTION_REQUIREMENTS,
    });
    expect(buildSiteMap(custom)).toEqual(siteMap);
    expect(createSiteResolver(custom)({ localPort: 8080, host: 'ops.tote.test' })).toBe('admin');
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoSender } from '@tote/fixtures/demo/accounts';
import { APP_NAMES } from '@tote/validation/sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, freePortRange, REPO_ROOT, type Started, start, stop, waitForUrl } from './processes';

// `pnpm dev` end to end (README.md, Development with hot reload): the API's and the four apps' dev scripts,
// exactly as `turbo run dev` starts them, on spare ports and a throwaway DATA_DIR. Each page loads through
// its Vite server with the dev servers' site map, and a state-changing API call made through the Vite proxy
// with the Vite origin reaches the API (a wrong password is a 400, not the CSRF check's 403).

const STARTUP_CEILING_MS = 90_000;

let vitePort: number;
let apiPort: number;
let dataDir: string;
const running: Started[] = [];

const viteOrigin = (i: number) => `http://localhost:${vitePort + i}`;

beforeAll(async () => {
  vitePort = await freePortRange(4);
  apiPort = await freePortRange(4);
  dataDir = await mkdtemp(path.join(tmpdir(), 'tote-dev-smoke-'));
  const env = cleanEnv({
    SHELL_PORT: String(apiPort),
    SENDER_PORT: String(apiPort + 1),
    TRAVELER_PORT: String(apiPort + 2),
    ADMIN_PORT: String(apiPort + 3),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TOTE_VITE_PORT: String(vitePort),
    TOTE_API_URL: `http://127.0.0.1:${apiPort}`,
    // apps/api/dev.env names the default Vite ports; these are the spare ones.
    DEV_ORIGINS: APP_NAMES.map((_, i) => viteOrigin(i)).join(','),
  });
  running.push(start('api', 'pnpm', ['run', 'dev'], path.join(REPO_ROOT, 'apps/api'), env));
  for (const app of APP_NAMES) {
    running.push(start(app, 'pnpm', ['run', 'dev'], path.join(REPO_ROOT, 'apps', app), env));
  }
  const deadline = Date.now() + STARTUP_CEILING_MS;
  await waitForUrl(`http://127.0.0.1:${apiPort}/api/v1/health`, running, deadline);
  await Promise.all(APP_NAMES.map((_, i) => waitForUrl(`${viteOrigin(i)}/`, running, deadline)));
}, STARTUP_CEILING_MS + 30_000);

afterAll(async () => {
  await Promise.all(running.map((p) => stop(p)));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 60_000);

const siteMapIn = (html: string) => {
  const content = /<meta name="tote-sites" content="([^"]*)">/.exec(html)?.[1];
  return content ? JSON.parse(content.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) : undefined;
};

describe('pnpm dev', () => {
  it.each(APP_NAMES.map((app, i) => [app, i] as const))(
    'serves the %s page through its Vite server, with links to the dev servers',
    async (_app, i) => {
      const page = await fetch(`${viteOrigin(i)}/`);
      expect(page.status).toBe(200);
      expect(siteMapIn(await page.text())).toEqual(
        Object.fromEntries(APP_NAMES.map((name, j) => [name, viteOrigin(j)])),
      );
      const entry = await fetch(`${viteOrigin(i)}/src/main.tsx`);
      expect(entry.status).toBe(200);
      expect(entry.headers.get('content-type')).toMatch(/javascript/);
    },
  );

  it('lets a page make a state-changing API call through the Vite proxy', async () => {
    const login = (origin: string, password: string) =>
      fetch(`${viteOrigin(1)}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ email: demoSender.email, password }),
      });
    // The demo data is there (DEMO=true in dev.env) and the CSRF check lets the Vite origin through.
    const wrong = await login(viteOrigin(1), 'not-the-password-1');
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('wrong_password');
    const right = await login(viteOrigin(1), demoSender.password);
    expect(right.status).toBe(200);
    expect(right.headers.get('set-cookie')).toMatch(/tote_session=/);
    // Another origin is still refused.
    expect((await login('http://evil.test', demoSender.password)).status).toBe(403);
  });

  it('shows the mailbox to this machine through the proxy', async () => {
    const response = await fetch(`${viteOrigin(0)}/api/v1/dev/mailbox`);
    expect(response.status).toBe(200);
  });
});

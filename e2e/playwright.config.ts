import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (docs/toolchain.md).
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

// E2E_PORT_BASE moves the four servers (4000-4003 by default), so two checkouts can run their journeys at once.
const base = Number(process.env.E2E_PORT_BASE ?? 4000);
export const SITES = {
  shell: `http://localhost:${base}`,
  sender: `http://localhost:${base + 1}`,
  traveler: `http://localhost:${base + 2}`,
  admin: `http://localhost:${base + 3}`,
} as const;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/report.json' }]],
  use: {
    baseURL: SITES.shell,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // The staff journey enrols the demo admin's authenticator once per run (a server holds it until it
      // stops); the projects below sign the admin in with the codes it saved (fixtures/two-factor.ts).
      name: 'staff-setup',
      testMatch: /staff-two-factor\.setup\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'desktop',
      dependencies: ['staff-setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      dependencies: ['staff-setup'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: false,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: 'node e2e/server.mjs',
    cwd: '..',
    url: `${SITES.shell}/api/v1/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // Without it Playwright SIGKILLs the server, and server.mjs never drops its PostgreSQL database.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});

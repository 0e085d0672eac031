import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, signInViaApi, submitLogin, urlOf } from '../fixtures/accounts';
import { expect, test } from '../fixtures/console';
import { saveScreenshot } from '../fixtures/screenshots';
import { SITES } from '../playwright.config';

/** At most 420 px wide the top bar leaves the view switch to the side menu (app-layout.tsx). */
const hasTopBarSwitch = (page: Page) => (page.viewportSize()?.width ?? 0) >= 420;

async function expectNoSeriousA11yViolation(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(', ')})`)).toEqual([]);
}

test.describe('platform: each app on its own port', () => {
  test('the sender app on :4001 shows its side menu and top bar', async ({ page }) => {
    await signInViaApi(page, DEMO.sender);
    await page.goto(`${SITES.sender}/home`);

    const menu = page.getByRole('navigation', { name: 'Sender menu' });
    for (const name of ['Home', 'Delivery', 'Message', 'Profile']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(menu.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
    // The demo sender has no traveler role yet, so the switch leads to the role choice first.
    await expect(menu.getByRole('link', { name: 'Go to Traveler View', exact: true })).toHaveAttribute(
      'href',
      `${SITES.shell}/user-o`,
    );

    const topBar = page.getByRole('banner');
    await expect(topBar.getByText('Welcome back, Sam')).toBeVisible();
    await expect(topBar.getByRole('button', { name: 'Notifications' })).toBeVisible();
    const topSwitch = topBar.getByRole('link', { name: 'Go to Traveler View', exact: true });
    if (hasTopBarSwitch(page)) await expect(topSwitch).toBeVisible();
    else await expect(topSwitch).toBeHidden();

    await saveScreenshot(page, 'sender-home');
  });

  test('the traveler app on :4002 shows its side menu and top bar', async ({ page }) => {
    await signInViaApi(page, DEMO.traveler);
    await page.goto(`${SITES.traveler}/traveler-home`);

    const menu = page.getByRole('navigation', { name: 'Traveler menu' });
    for (const name of ['Overview', 'Delivery Order', 'Messages', 'Profile']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Go to Sender View', exact: true })).toHaveAttribute(
      'href',
      `${SITES.sender}/home`,
    );

    const topBar = page.getByRole('banner');
    await expect(topBar.getByText('Welcome back, Tess')).toBeVisible();
    await expect(topBar.getByRole('button', { name: 'Notifications' })).toBeVisible();
    const topSwitch = topBar.getByRole('link', { name: 'Go to Sender View', exact: true });
    if (hasTopBarSwitch(page)) await expect(topSwitch).toBeVisible();
    else await expect(topSwitch).toBeHidden();

    await saveScreenshot(page, 'traveler-home');
  });

  test('the admin app on :4003 shows its side menu and the Admin label', async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
    await page.goto(SITES.admin);
    await expect(page).toHaveURL(urlOf('admin', '/admin'));

    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    for (const name of ['Home', 'Orders', 'Users', 'Messages', 'Settings']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();

    const topBar = page.getByRole('banner');
    await expect(topBar.getByText('Ada Admin')).toBeVisible();
    await expect(topBar.getByText('Admin', { exact: true })).toBeVisible();

    await saveScreenshot(page, 'admin-home');
  });

  test('a signed-out visitor to the sender app signs in on the shell and comes back', async ({
    page,
    consoleGuard,
  }) => {
    // Signed out, the sender app's first requests are refused before it sends the visitor to sign in.
    consoleGuard.allowApiAnswer(401, '/auth/session', '/orders/overview', '/notifications', '/orders');
    await page.goto(`${SITES.sender}/home`);
    await expect(page).toHaveURL(urlOf('shell', '/login'));
    expect(new URL(page.url()).searchParams.get('next')).toBe(`${SITES.sender}/home`);
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();

    await submitLogin(page, DEMO.sender);
    await expect(page).toHaveURL(urlOf('sender', '/home'));
    await expect(page.getByRole('banner').getByText('Welcome back, Sam')).toBeVisible();
  });

  test('the admin app refuses a sender with the staff-only page', async ({ page, consoleGuard }) => {
    // The admin home's requests, refused to a sender, are what puts the staff-only page up.
    consoleGuard.allowApiAnswer(403, '/admin/stats', '/admin/orders');
    await signInViaApi(page, DEMO.sender);
    await page.goto(`${SITES.admin}/admin`);
    await expect(
      page.getByRole('heading', { name: "Staff only: this account can't open the admin app" }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin menu' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to sender home' })).toHaveAttribute(
      'href',
      `${SITES.sender}/home`,
    );
  });

  test('an unknown path shows the not-found page of each app', async ({ page }) => {
    await page.goto(`${SITES.shell}/no-such-page`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();

    const apps = [
      { site: 'sender', user: DEMO.sender, menu: 'Sender menu' },
      { site: 'traveler', user: DEMO.traveler, menu: 'Traveler menu' },
      { site: 'admin', user: DEMO.admin, menu: 'Admin menu' },
    ] as const;
    for (const { site, user, menu } of apps) {
      await signInViaApi(page, user);
      await page.goto(`${SITES[site]}/no-such-page`);
      // Inside the app's layout: the menu stays, the content says the page is missing.
      await expect(page.getByRole('navigation', { name: menu })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page.getByText("We couldn't find that page")).toBeVisible();
    }
  });

  test('an unknown API path answers a JSON 404', async ({ request }) => {
    for (const site of Object.values(SITES)) {
      const response = await request.get(`${site}/api/v1/nope`);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({
        error: { code: 'not_found', message: 'No API route matches GET /api/v1/nope' },
      });
    }
  });

  test('/api/v1/docs renders the API reference', async ({ page }) => {
    await page.goto('/api/v1/docs');
    // The reference renders every route's schemas before its heading: several seconds on a busy machine (CI
    // took 9 s for the whole test), so more than the default 5 s.
    await expect(page.getByRole('heading', { name: /Tote API/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('/api/v1/health', { exact: true })).toBeVisible();
  });
});

test.describe('accessibility: axe-core finds no serious or critical violation', () => {
  // The landing page has its own check in landing.spec.ts.
  for (const path of ['/login', '/sign-up']) {
    test(`on the shell's ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousA11yViolation(page);
    });
  }

  const homes = [
    { name: 'sender', url: `${SITES.sender}/home`, user: DEMO.sender, menu: 'Sender menu' },
    { name: 'traveler', url: `${SITES.traveler}/traveler-home`, user: DEMO.traveler, menu: 'Traveler menu' },
    { name: 'admin', url: `${SITES.admin}/admin`, user: DEMO.admin, menu: 'Admin menu' },
  ] as const;
  for (const { name, url, user, menu } of homes) {
    test(`on the ${name} app's home`, async ({ page }) => {
      await signInViaApi(page, user);
      await page.goto(url);
      await expect(page.getByRole('navigation', { name: menu })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await expectNoSeriousA11yViolation(page);
    });
  }
});

test.describe('screenshots of the sign-in screens', () => {
  for (const [name, path] of [
    ['login', '/login'],
    ['sign-up', '/sign-up'],
    ['forgot-password', '/forgot-password'],
  ] as const) {
    test(name, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled();
      await saveScreenshot(page, name);
    });
  }
});

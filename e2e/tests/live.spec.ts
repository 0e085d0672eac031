import type { Page, Route } from '@playwright/test';
import { expectNoSeriousA11yViolation } from '../fixtures/a11y';
import { createSender, DEMO, signInViaApi } from '../fixtures/accounts';
import { expect, test } from '../fixtures/console';
import { createOrderViaApi, newOrderRequest } from '../fixtures/orders';
import { saveScreenshot } from '../fixtures/screenshots';
import { SITES } from '../playwright.config';

// ADR 010 and 013: every role app listens to the live event stream once; staff hear of new orders.

/** A home tile's figure (StatTile: a section headed by its label). */
const tileValue = async (page: Page, label: string) => {
  const tile = page
    .getByRole('main')
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) });
  return Number(((await tile.textContent()) ?? '').match(/\d+/)?.[0]);
};

const MAX_STREAMS_PER_PERSON = 10; // apps/api/src/modules/events/stream-registry.ts

/**
 * Opens as many streams as one person may have, with the page's session, outside the page: the server ends
 * that person's oldest stream, the app's. Each is left open (the caller aborts them).
 */
async function openStreamsToEvictTheOldest(page: Page, url: string): Promise<AbortController[]> {
  const cookie = (await page.context().cookies(url)).map(({ name, value }) => `${name}=${value}`).join('; ');
  const streams: AbortController[] = [];
  for (let i = 0; i < MAX_STREAMS_PER_PERSON; i++) {
    const controller = new AbortController();
    streams.push(controller);
    const response = await fetch(url, {
      headers: { cookie, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
  }
  return streams;
}

declare global {
  interface Window {
    liveSources: EventSource[];
  }
}

test('staff see a new order on /admin without reloading; a lost stream shows a quiet hint until it is back', async ({
  page,
  request,
}) => {
  // Keeps the app's EventSource reachable, to read its state below.
  await page.addInitScript(() => {
    const Native = window.EventSource;
    window.liveSources = [];
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        window.liveSources.push(this);
      }
    };
  });
  await signInViaApi(page, DEMO.admin);
  await page.goto(`${SITES.admin}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Packages this month', exact: true })).toBeVisible();
  const before = await tileValue(page, 'Packages this month');
  await expect.poll(() => page.evaluate(() => window.liveSources.length)).toBe(1);
  await expect.poll(() => page.evaluate(() => window.liveSources[0]?.readyState)).toBe(1);

  // Another person, in another browser session, places an order.
  await createSender(request);
  const deliveryId = await createOrderViaApi(request, newOrderRequest());

  await expect(page.getByText(deliveryId)).toBeVisible();
  await expect.poll(() => tileValue(page, 'Packages this month')).toBe(before + 1);

  // The server ends the app's stream, as it does when that person opens a stream too many (the oldest goes,
  // stream-registry.ts) or when it restarts: a quiet status line, no dialog, until the browser reconnects. The
  // browser's reconnect is held at the network until the hint has been checked, then let through.
  let letThrough: (route: Route) => void = () => {};
  const reconnect = new Promise<Route>((resolve) => {
    letThrough = resolve;
  });
  await page.route('**/api/v1/events', (route) => letThrough(route));
  const extra = await openStreamsToEvictTheOldest(page, `${SITES.admin}/api/v1/events`);
  try {
    const held = await reconnect;
    const hint = page.getByRole('status').filter({ hasText: 'Reconnecting…' });
    await expect(hint).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'live-reconnecting');

    // The reconnect reaches the server, whose `ready` answers it: the hint goes, and it is still the app's one
    // EventSource.
    await held.continue();
    await page.unroute('**/api/v1/events');
    await expect(hint).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.liveSources[0]?.readyState)).toBe(1);
  } finally {
    for (const stream of extra) stream.abort();
  }
  // One stream for the whole app, also after moving between screens.
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.liveSources.length)).toBe(1);
});

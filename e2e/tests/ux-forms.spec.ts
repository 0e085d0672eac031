import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolation } from '../fixtures/a11y';
import { createSender, DEMO, newUser, ORIGIN, signInViaApi } from '../fixtures/accounts';
import { expect, test } from '../fixtures/console';
import { pngFile } from '../fixtures/images';
import { createOrderViaApi, imageInput, newOrderRequest } from '../fixtures/orders';
import { saveScreenshot } from '../fixtures/screenshots';
import { SITES } from '../playwright.config';

// Forms that guide, screens that fit a phone, and one voice (docs/product/sender.md, traveler.md): what a new
// person meets first, at 375 px (mobile project) and 1280 px (desktop project).

/** Also kept outside the test results, for looking at them side by side (SHOTS_DIR, when set). */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
}

/** Whether the element's right edge stays within the box of `container` (half a pixel for rounding). */
async function staysWithin(element: Locator, container: Locator) {
  const [box, outer] = await Promise.all([element.boundingBox(), container.boundingBox()]);
  expect(box && outer).toBeTruthy();
  if (!box || !outer) return;
  expect(box.x + box.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  expect(box.x).toBeGreaterThanOrEqual(outer.x - 0.5);
}

/** Whether the text is shown whole: not cut by an ellipsis or a hidden overflow. */
async function notCut(element: Locator) {
  const cut = await element.evaluate((node) => node.scrollWidth > node.clientWidth + 1);
  expect(cut).toBe(false);
}

/** The element's text sits on one line. */
async function expectOneLine(element: Locator) {
  await expect(element).toBeVisible();
  const lineHeight = await element.evaluate((node) => Number.parseFloat(getComputedStyle(node).lineHeight));
  expect((await element.boundingBox())?.height ?? 0).toBeLessThan(lineHeight * 1.5);
}

test.describe('forms that guide and screens that fit', () => {
  test('the demo sender’s Deliveries: every tab in view, the search says what it finds, IDs on one line', async ({
    page,
  }) => {
    await signInViaApi(page, DEMO.sender);
    await page.goto(`${SITES.sender}/delivery?tab=processing`);
    const tabs = page.getByRole('tablist', { name: 'Delivery status' });
    for (const name of ['Processing', 'Delivered', 'Cancelled']) {
      const tab = tabs.getByRole('tab', { name });
      await expect(tab).toBeVisible();
      await staysWithin(tab, tabs);
      await notCut(tab);
    }
    // A Delivery ID reads as one word: one line, never "TT-" / "5CX8HP".
    await tabs.getByRole('tab', { name: 'Cancelled' }).click();
    const id = page.getByRole('definition').filter({ hasText: /^TT-5CX8HP$/ });
    await expect(id).toBeVisible();
    await expectOneLine(id);
    await shot(page, 'ux-sender-deliveries-cancelled');

    await page.goto(`${SITES.sender}/home`);
    const search = page.getByRole('searchbox', { name: 'Search deliveries' });
    await expect(search).toBeVisible();
    // What the box searches is written out in full, not cut inside a placeholder.
    await expect(search).toHaveAccessibleDescription('Search items, traveler or Delivery ID');
    await expect(page.getByText('Search items, traveler or Delivery ID', { exact: true })).toBeVisible();
    // The table's "Documents · TT-5CX8HP" keeps the ID whole too.
    await expectOneLine(page.getByRole('table').getByText('TT-5CX8HP', { exact: true }));
    await expectNoSeriousA11yViolation(page);
    await shot(page, 'ux-sender-home');
  });

  test('the demo traveler: trip cards within their column, the view switch whole, one name for the trip form', async ({
    page,
  }) => {
    await signInViaApi(page, DEMO.traveler);
    await page.goto(`${SITES.traveler}/trips?filter=pending`);
    const tabs = page.getByRole('tablist', { name: 'Trip status' });
    for (const name of ['Pending', 'Approved', 'Closed']) {
      await staysWithin(tabs.getByRole('tab', { name }), tabs);
      await notCut(tabs.getByRole('tab', { name }));
    }
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await staysWithin(card, card.locator('xpath=..'));
    await shot(page, 'ux-traveler-trips');

    await page.goto(`${SITES.traveler}/traveler-home`);
    // The spec's words for the switch, in one casing in the menu and the top bar.
    const menuSwitch = page
      .getByRole('navigation', { name: 'Traveler menu' })
      .getByRole('link', { name: 'Go to Sender View', exact: true });
    await expect(menuSwitch).toHaveAttribute('href', `${SITES.sender}/home`);
    if ((page.viewportSize()?.width ?? 0) > 600) await notCut(menuSwitch.locator('span').last());
    // The tile, the button and the page say the spec's "Upload Traveler Details".
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Upload Traveler Details/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Upload Traveler Details' })).toBeVisible();
    await expect(page.getByLabel(/^Departure Date/)).toBeVisible();
    await expect(page.getByLabel(/^Arrival Date/)).toBeVisible();
    await shot(page, 'ux-traveler-home-to-form');
  });

  test('Upload Traveler Details sets each airport’s zone from its country, and asks where there are several', async ({
    page,
  }) => {
    await signInViaApi(page, DEMO.traveler);
    await page.goto(`${SITES.traveler}/traveler-request`);
    const departureZone = page.getByRole('combobox', { name: /^Departure Time Zone/ });
    const arrivalZone = page.getByRole('combobox', { name: /^Arrival Time Zone/ });
    await page.getByRole('combobox', { name: /^Departure Country/ }).selectOption('NG');
    await page.getByRole('combobox', { name: /^Arrival Country/ }).selectOption('RW');
    // Lagos → Kigali is saved in the airports' zones, never "10:00 AM (UTC)".
    await expect(departureZone).toHaveValue('Africa/Lagos');
    await expect(arrivalZone).toHaveValue('Africa/Kigali');

    await page.getByRole('combobox', { name: /^Arrival Country/ }).selectOption('US');
    await expect(arrivalZone).toHaveValue('');
    await expect(arrivalZone).toHaveAccessibleDescription(
      /United States has \d+ time zones: choose the airport’s\./,
    );
    await expect(arrivalZone.getByRole('option', { name: /^America\/New York/ })).toHaveCount(1);
    await expect(arrivalZone.getByRole('option', { name: /^Africa\/Kigali/ })).toHaveCount(0);
    await shot(page, 'ux-traveler-trip-form-zones');
    await arrivalZone.selectOption('America/New_York');
    await expect(arrivalZone).toHaveValue('America/New_York');
  });

  test('a new sender: greeted as new, Edit Profile offers the world and the State follows the country', async ({
    page,
  }) => {
    const user = await createSender(page.request, newUser('places'));
    await page.goto(`${SITES.sender}/sender-p`);
    const first = user.fullName.split(' ')[0];
    await expect(page.getByRole('banner').getByText(`Welcome, ${first}`)).toBeVisible();
    await expect(page.getByRole('banner').getByText(/Welcome back/)).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    const country = dialog.getByRole('combobox', { name: /^Country/ });
    const state = dialog.getByRole('combobox', { name: /^State/ });
    for (const name of ['Rwanda', 'Nigeria', 'United Kingdom', 'Australia'])
      await expect(country.getByRole('option', { name, exact: true })).toHaveCount(1);
    await country.selectOption('Rwanda');
    await expect(state.getByRole('option', { name: 'Kigali', exact: true })).toHaveCount(1);
    await expect(state.getByRole('option', { name: 'California', exact: true })).toHaveCount(0);
    await country.selectOption('United Kingdom');
    await expect(state.getByRole('option', { name: 'California', exact: true })).toHaveCount(0);
    await state.selectOption('London');
    await shot(page, 'ux-sender-edit-profile');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('London, United Kingdom', { exact: true })).toBeVisible();

    // The API refuses "United Kingdom / California" however it is sent.
    const session = await page.request.get(`${SITES.shell}/api/v1/auth/session`);
    const { id } = (await session.json()).user as { id: string };
    const refused = await page.request.put(`${SITES.shell}/api/v1/users/${id}/profile`, {
      headers: ORIGIN,
      data: { fullname: user.fullName, country: 'GB', state: 'California' },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error.fields).toEqual({
      state: 'Choose a state of United Kingdom please!',
    });
  });

  test('the request form checks an image’s content when it is dropped, and names the file', async ({
    page,
  }) => {
    await createSender(page.request, newUser('dropper'));
    await page.goto(`${SITES.sender}/request`);
    await imageInput(page).setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Meeting notes: this is text, not a picture.\n'),
    });
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'notes.png: File type must be image/png, image/jpeg or image/gif' }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);

    // A real photo with a long name is listed by its whole name.
    const longName = 'notification-of-parcel-contents-front.png';
    await imageInput(page).setInputFiles(pngFile(longName, [40, 120, 200]));
    const chosen = page.getByRole('list', { name: 'Chosen files' });
    await expect(chosen.getByText(longName, { exact: true })).toBeVisible();
    await notCut(chosen.getByText(longName, { exact: true }));
    await shot(page, 'ux-sender-request-drop-zone');
  });

  test('one Order placed per order, naming its Delivery ID, and it opens the order', async ({ page }) => {
    await createSender(page.request, newUser('notified'));
    const deliveryId = await createOrderViaApi(page.request, newOrderRequest());
    await page.goto(`${SITES.sender}/home`);
    await page.getByRole('banner').getByRole('button', { name: 'Notifications' }).click();
    const notices = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
    await expect(notices.filter({ hasText: 'Order placed' })).toHaveCount(1);
    await expect(notices.filter({ hasText: deliveryId })).toHaveCount(1);
    await shot(page, 'ux-sender-bell');
    await page.getByRole('link', { name: 'Order placed' }).click();
    await expect(page).toHaveURL(`${SITES.sender}/delivery-tracking?id=${deliveryId}`);
  });

  test('sign-up says an empty Confirm Password is empty', async ({ page }) => {
    await page.goto(`${SITES.shell}/sign-up`);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByLabel(/^Confirm Password/)).toHaveAccessibleDescription(
      /Confirm your password please!/,
    );
    await shot(page, 'ux-shell-sign-up-errors');
  });
});

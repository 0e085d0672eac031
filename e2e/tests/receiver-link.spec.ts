import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test as base } from '@playwright/test';
import { expectNoSeriousA11yViolation } from '../fixtures/a11y';
import { DEMO } from '../fixtures/accounts';
import { expect, test } from '../fixtures/console';
import { approvedTrip, newMatchedOrder, newVerifiedTraveler, signedIn } from '../fixtures/matching';
import { saveScreenshot } from '../fixtures/screenshots';
import { SITES } from '../playwright.config';

/**
 * docs/decisions/021-receiver-link.md: the sender shares a private link with the receiver, who follows the
 * delivery and reads the hand-over code signed out; turning the link off ends it at once.
 */

const SHOTS = process.env.RECEIVER_SHOTS_DIR;

/** Also keeps a copy for looking at by hand when RECEIVER_SHOTS_DIR is set. */
async function shoot(page: Page, name: string) {
  await saveScreenshot(page, name);
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/${name}-${base.info().project.name}.png`, fullPage: true });
  }
}

test('the receiver’s link shows the hand-over code and stops working when the sender turns it off', async ({
  browser,
  consoleGuard,
}) => {
  // Three people and staff's set-up: more than the default 30 s.
  test.setTimeout(120_000);

  const staff = await signedIn(browser, { ...DEMO.admin });
  const traveler = await newVerifiedTraveler(browser, staff.request);
  const trip = await approvedTrip(traveler.request, staff.request);
  const { sender, deliveryId, order } = await newMatchedOrder(browser, staff.request, trip);
  await staff.context.close();
  await traveler.context.close();
  consoleGuard.watch(sender.page);

  // The sender: Share tracking link -> Create link -> Copy link.
  await sender.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SITES.sender });
  await sender.page.goto(`${SITES.sender}/delivery-tracking?id=${deliveryId}`);
  const codeBox = sender.page.getByRole('region', { name: 'Hand-over code' });
  const code = ((await codeBox.locator('.font-mono').textContent()) ?? '').trim();
  expect(code).toMatch(/^\d{6}$/);
  const share = sender.page.getByRole('region', { name: 'Tracking link for the receiver' });
  await expect(share).toContainText(`${order.receiverName} can follow this delivery`);
  await share.getByRole('button', { name: 'Share tracking link' }).click();
  const dialog = sender.page.getByRole('dialog', { name: 'Share tracking link' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const field = dialog.getByRole('textbox', { name: `Link for ${order.receiverName}` });
  await expect(field).toHaveValue(new RegExp(`^${SITES.shell}/track/[A-Za-z0-9_-]{43}$`));
  const link = await field.inputValue();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByText('Link copied.')).toBeVisible();
  expect(await sender.page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expectNoSeriousA11yViolation(sender.page);
  await shoot(sender.page, 'receiver-link-share');

  // The receiver, signed out in a browser of their own.
  const receiverContext = await browser.newContext();
  const receiver = await receiverContext.newPage();
  consoleGuard.watch(receiver);
  const opened = await receiver.goto(link);
  expect(opened?.headers()['x-robots-tag']).toContain('noindex');
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  await expect(receiver.getByRole('heading', { name: 'Track your delivery', level: 1 })).toBeVisible();
  const receiverCode = receiver.getByRole('region', { name: 'Hand-over code' });
  await expect(receiverCode).toContainText(code);
  await expect(receiverCode).toContainText('Give this code to Nia');
  await expect(receiver.getByText(deliveryId)).toBeVisible();
  await expect(receiver.getByRole('list', { name: 'Delivery progress' })).toContainText(
    'Delivery Order placed',
  );
  await expect(receiver.getByText(/Nia is bringing the items, arriving/)).toBeVisible();
  // First names only: no surname, no receiver's or sender's details, no price.
  const text = (await receiver.locator('body').textContent()) ?? '';
  for (const hidden of ['Okafor', order.receiverName, order.receiverPhone, order.deliveryAddress, '$']) {
    expect(text).not.toContain(hidden);
  }
  await expect(receiver.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectNoSeriousA11yViolation(receiver);
  await shoot(receiver, 'receiver-link-page');

  // Back on the sender's page: the link is on, never shown again; the sender turns it off, and the receiver's
  // next look finds it gone, code and all.
  await sender.page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await shoot(sender.page, 'receiver-link-section');
  await share.getByRole('button', { name: 'Share tracking link' }).click();
  await expect(dialog.getByText(new RegExp(`A link for ${order.receiverName} is on since`))).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expectNoSeriousA11yViolation(sender.page);
  await shoot(sender.page, 'receiver-link-active');
  await dialog.getByRole('button', { name: 'Turn off link' }).click();
  await expect(dialog.getByText('The link is off: it no longer works.')).toBeVisible();
  // The receiver's page asks once more and gets this link's 404 on purpose; any other 404 still fails the test.
  const token = new URL(link).pathname.split('/').pop() ?? '';
  consoleGuard.allowApiAnswer(404, `/receiver-links/${token}`);
  await receiver.reload();
  await expect(receiver.getByRole('heading', { name: 'We can’t show this delivery' })).toBeVisible();
  await expect(receiver.getByText(code)).toHaveCount(0);
  await expectNoSeriousA11yViolation(receiver);
  await shoot(receiver, 'receiver-link-gone');

  await receiverContext.close();
  await sender.context.close();
});

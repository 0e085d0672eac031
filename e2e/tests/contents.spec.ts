import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolation } from '../fixtures/a11y';
import { createSender, DEMO, ORIGIN, urlOf } from '../fixtures/accounts';
import { expect, test } from '../fixtures/console';
import { approvedTrip, newVerifiedTraveler, signedIn } from '../fixtures/matching';
import {
  attestationBox,
  deliveryIdOf,
  fillRequestForm,
  newOrderRequest,
  ORDER_MESSAGES,
} from '../fixtures/orders';
import { payForOrder } from '../fixtures/payments';
import { saveScreenshot } from '../fixtures/screenshots';
import { SITES } from '../playwright.config';

// What is in the parcel (docs/decisions/020-declared-contents.md): the sender declares the items and attests
// none is prohibited; the traveler reads the declaration before pick-up and refuses the items with a reason;
// the order is back to matching with its payment voided; staff read why and cancel it for prohibited contents.
// The public prohibited items page. Runs at 375 and 1280 px (the two projects), axe on every screen.

const api = (path: string) => `${SITES.shell}/api/v1/${path}`;

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(api(path));
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

test.describe('declared contents', () => {
  test('the sender attests, the traveler refuses at pick-up, the order is back to matching, staff cancel it', async ({
    browser,
    consoleGuard,
  }) => {
    // Four people, a payment and three apps: longer than the default 30 s on 2 cores.
    test.setTimeout(150_000);
    const staff = await signedIn(browser, { ...DEMO.admin });
    const traveler = await newVerifiedTraveler(browser, staff.request);
    const trip = await approvedTrip(traveler.request, staff.request);
    const senderContext = await browser.newContext();
    const sender = await senderContext.newPage();
    await createSender(sender.request);
    for (const page of [staff.page, traveler.page, sender]) consoleGuard.watch(page);

    // The sender declares: the section repeats the items and their value; the attestation is required.
    const order = newOrderRequest();
    await sender.goto(`${SITES.sender}/request`);
    await fillRequestForm(sender, order);
    const declared = sender.getByRole('group', { name: 'Declared contents' });
    await expect(declared).toContainText(`${order.category}: ${order.itemNames.join(', ')}`);
    await expect(declared).toContainText(`$${order.priceUsd}`);
    await declared.getByText('Prohibited items', { exact: true }).click();
    await expect(declared.getByText('Loose lithium batteries')).toBeVisible();
    await expect(declared).toContainText('Rwanda bans single-use plastic bags');
    await attestationBox(sender).click();
    await expect(attestationBox(sender)).not.toBeChecked();
    await sender.getByRole('button', { name: 'Connect with a Traveler' }).click();
    await expect(sender.getByText(ORDER_MESSAGES.attestationRequired)).toBeVisible();
    await expectNoSeriousA11yViolation(sender);
    await saveScreenshot(sender, 'contents-request-declared');
    await attestationBox(sender).click();
    await expect(attestationBox(sender)).toBeChecked();
    await sender.getByRole('button', { name: 'Connect with a Traveler' }).click();
    const success = sender.getByRole('dialog', { name: 'Successful!' });
    await success.getByRole('button', { name: 'Proceed' }).click();
    await expect(sender).toHaveURL(urlOf('sender', '/delivery-tracking'));
    const deliveryId = deliveryIdOf(sender);

    // Staff match it; the sender pays (the money is held).
    const matched = await staff.request.post(api('matches'), {
      headers: ORIGIN,
      data: { deliveryId, tripId: trip.id },
    });
    expect(matched.status(), await matched.text()).toBe(201);
    await payForOrder(sender, deliveryId);
    await sender.goto(`${SITES.sender}/delivery-tracking?id=${deliveryId}`);
    // Refused, the delivery leaves the traveler's trip: a request of the traveler's screen still on the way
    // then (the delivery, its payment) is answered 404, as for any delivery not on their trips.
    consoleGuard.allow(
      new RegExp(`404 .*:${new URL(SITES.traveler).port}/api/v1/(deliveries|orders)/${deliveryId}`),
    );

    // The traveler reads the declaration before pick-up and refuses the items.
    const tracking = traveler.page;
    await tracking.goto(`${SITES.traveler}/delivery-tracking?id=${deliveryId}`);
    const declaration = tracking.getByRole('region', { name: 'Declared contents' });
    await expect(declaration).toContainText(order.itemNames.join(', '));
    await expect(declaration).toContainText(`$${order.priceUsd}`);
    await expect(declaration).toContainText('The sender confirmed none of the items is prohibited');
    await expectNoSeriousA11yViolation(tracking);
    await saveScreenshot(tracking, 'contents-traveler-declaration');
    await tracking.getByRole('button', { name: 'Refuse items' }).click();
    const dialog = tracking.getByRole('dialog', { name: `Refuse ${deliveryId}` });
    await dialog.getByRole('button', { name: 'Refuse the items' }).click();
    await expect(dialog.getByText('Say why, please.')).toBeVisible();
    const reason = 'The box holds two power banks that are not inside a device.';
    await dialog.getByRole('textbox', { name: /Why do you refuse/ }).fill(reason);
    await expectNoSeriousA11yViolation(tracking);
    await saveScreenshot(tracking, 'contents-refuse-dialog');
    await dialog.getByRole('button', { name: 'Refuse the items' }).click();
    await expect(tracking).toHaveURL(urlOf('traveler', '/delivery-order'));
    await expect(tracking.getByText(`You refused ${deliveryId}`)).toBeVisible();

    // Back to matching: processing, no traveler, the payment voided, the sender told why.
    const back = await getJson<{ status: string; courier: unknown }>(staff.request, `orders/${deliveryId}`);
    expect(back).toMatchObject({ status: 'processing', courier: null });
    const payment = await getJson<{ status: string }>(sender.request, `orders/${deliveryId}/payment`);
    expect(payment.status).toBe('voided');
    const bell = await getJson<{ notifications: { title: string; body: string | null }[] }>(
      sender.request,
      'notifications',
    );
    expect(bell.notifications.find((n) => n.title === 'Items refused at pick-up')?.body).toContain(reason);

    // Staff read why on the order and cancel it for prohibited contents.
    await staff.page.goto(`${SITES.admin}/dev-d?id=${deliveryId}`);
    const contents = staff.page.getByRole('region', { name: 'Declared contents' });
    await expect(contents.getByRole('list', { name: 'Contents history' })).toContainText(reason);
    await expect(staff.page.getByRole('link', { name: `Match order ${deliveryId}` })).toBeVisible();
    await expectNoSeriousA11yViolation(staff.page);
    await saveScreenshot(staff.page, 'contents-admin-order');
    await contents.getByRole('button', { name: 'Cancel for prohibited contents' }).click();
    const cancel = staff.page.getByRole('dialog', { name: `Cancel ${deliveryId} for prohibited contents` });
    await cancel
      .getByRole('textbox', { name: /Reason/ })
      .fill('Loose lithium batteries, refused at pick-up.');
    await cancel.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(contents.getByRole('list', { name: 'Contents history' })).toContainText(
      'Cancelled for prohibited contents: Loose lithium batteries',
    );
    await expect(contents.getByRole('button', { name: 'Cancel for prohibited contents' })).toHaveCount(0);
    expect((await getJson<{ status: string }>(sender.request, `orders/${deliveryId}`)).status).toBe(
      'cancelled',
    );

    for (const context of [staff.context, traveler.context, senderContext]) await context.close();
  });

  test('the prohibited items page, from the footer', async ({ page }) => {
    await page.goto(SITES.shell);
    await page
      .getByRole('navigation', { name: 'Company' })
      .getByRole('link', { name: 'Prohibited Items' })
      .click();
    await expect(page).toHaveURL(urlOf('shell', '/prohibited-items'));
    await expect(page.getByRole('heading', { level: 1, name: 'Prohibited items' })).toBeVisible();
    await expect(page.getByText('Weapons and replicas')).toBeVisible();
    await expect(page.getByRole('region', { name: 'By destination' })).toContainText('United Kingdom');
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'contents-prohibited-items');
  });
});

import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolation } from '../fixtures/a11y';
import { DEMO, ORIGIN, signInViaApi, urlOf } from '../fixtures/accounts';
import { expect, test } from '../fixtures/console';
import { approvedTrip, newMatchedOrder } from '../fixtures/matching';
import { payForOrder } from '../fixtures/payments';
import { saveScreenshot } from '../fixtures/screenshots';
import { SITES } from '../playwright.config';

// The traveler journey (docs/product/traveler.md): a verified traveler posts a trip and sees Submitted!; once
// staff approve it, a new sender's order matched to one of the traveler's trips shows on the Overview and
// Deliveries; once the sender has paid (ADR 017: no pick-up before), Picked up, then Delivered with the sender's
// hand-over code, moves it to the sender's Delivered tab, with notifications on both sides. Runs at 375 and
// 1280 px (the two projects).

const api = (path: string) => `${SITES.shell}/api/v1/${path}`;

interface Notification {
  title: string;
  body: string | null;
  deliveryId: string | null;
}

/** A signed-in person in a browser context of their own (the admin needs the second factor: signInViaApi). */
async function signedIn(browser: Browser, user: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page, user);
  return { context, page, request: page.request };
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(api(path));
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

const notificationsOf = async (request: APIRequestContext) =>
  (await getJson<{ notifications: Notification[] }>(request, 'notifications')).notifications;

/** "2030-03-03": `days` from today, as a date input takes it. */
function dateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A field of the Travel details form by its label, which ends with the required asterisk ("Departure City*"). */
const tripField = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

test.describe('traveler app', () => {
  test('a verified traveler uploads a trip, sees Submitted!, and staff approval reaches the trips list and the bell', async ({
    page,
    browser,
  }) => {
    await signInViaApi(page, DEMO.traveler);
    await page.goto(`${SITES.traveler}/traveler-home`);
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'ID verification' })).toContainText('Verified traveler');
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'traveler-overview');

    await page
      .getByRole('link', { name: /^Upload Traveler Details/ })
      .first()
      .click();
    await expect(page).toHaveURL(urlOf('traveler', '/traveler-request'));
    await expect(page.getByRole('heading', { level: 1, name: 'Upload Traveler Details' })).toBeVisible();
    await expectNoSeriousA11yViolation(page);

    const flightNumber = `KQ ${100 + Math.floor(Math.random() * 900)}`;
    await tripField(page, 'Departure City').fill('Nairobi');
    await tripField(page, 'Departure Country').selectOption('KE');
    await tripField(page, 'Departure Date').fill(dateIn(20));
    await tripField(page, 'Departure Time').fill('08:30');
    await tripField(page, 'Departure Time Zone').selectOption('Africa/Nairobi');
    await tripField(page, 'Destination City').fill('Lagos');
    await tripField(page, 'Arrival Country').selectOption('NG');
    await tripField(page, 'Arrival Address').fill('Murtala Muhammed International Airport');
    await tripField(page, 'Arrival Date').fill(dateIn(20));
    await tripField(page, 'Arrival Time').fill('12:45');
    await tripField(page, 'Arrival Time Zone').selectOption('Africa/Lagos');
    await tripField(page, 'Airline Name').fill('Kenya Airways');
    await tripField(page, 'Flight Number').fill(flightNumber);
    await tripField(page, 'Weight available for item').fill('12');
    await tripField(page, 'Price').fill('9.50');

    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/trips',
    );
    await page.getByRole('button', { name: 'Upload' }).click();
    const createdResponse = await created;
    expect(createdResponse.status(), await createdResponse.text()).toBe(201);
    const trip = (await createdResponse.json()) as { id: string; bookingId: string; status: string };
    expect(trip.status).toBe('pending');

    // Headless UI puts the dialog role on a zero-size wrapper, so its heading is what is seen.
    const submitted = page.getByRole('dialog', { name: 'Submitted!' });
    await expect(submitted.getByRole('heading', { name: 'Submitted!' })).toBeVisible();
    await expect(submitted).toContainText(
      "Your travel detail is in process, you'll get a notification if it has been approved.",
    );
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'traveler-trip-submitted');
    await submitted.getByRole('button', { name: 'Proceed' }).click();

    await expect(page).toHaveURL(urlOf('traveler', '/trips'));
    const pendingCard = page.getByRole('article').filter({ hasText: trip.bookingId });
    await expect(pendingCard).toContainText('Pending approval');
    await expect(pendingCard).toContainText('Nairobi, Kenya → Lagos, Nigeria');
    await expect(pendingCard).toContainText('12 of 12 kg');
    await expect(pendingCard).toContainText('$9.50 per kg');
    await expectNoSeriousA11yViolation(page);

    // Staff approve it through the API (the admin screen comes with the admin issue).
    const admin = await signedIn(browser, DEMO.admin);
    const approved = await admin.request.post(api(`trips/${trip.id}/approve`), { headers: ORIGIN });
    expect(approved.status(), await approved.text()).toBe(200);
    await admin.context.close();

    await page.getByRole('tab', { name: 'Approved', exact: true }).click();
    const approvedCard = page.getByRole('tabpanel').getByRole('article').filter({ hasText: trip.bookingId });
    await expect(approvedCard).toContainText('Approved');
    await saveScreenshot(page, 'traveler-trips-approved');

    const notifications = await notificationsOf(page.request);
    expect(notifications.some((n) => /approved/i.test(`${n.title} ${n.body ?? ''}`))).toBe(true);

    // A trip that carries nothing can be cancelled.
    await approvedCard.getByRole('button', { name: `Cancel trip ${trip.bookingId}` }).click();
    const confirm = page.getByRole('dialog', { name: `Cancel trip ${trip.bookingId}?` });
    await confirm.getByRole('button', { name: 'Cancel trip' }).click();
    await expect(
      page.getByRole('tabpanel').getByRole('article').filter({ hasText: trip.bookingId }),
    ).toHaveCount(0);
  });

  test('a matched delivery shows on the Overview and Deliveries, is paid for, picked up and handed over with the sender’s code', async ({
    page,
    browser,
    consoleGuard,
  }) => {
    // Two people, staff's set-up and a payment through the provider's checkout: more than the default 30 s.
    test.setTimeout(120_000);
    // The wrong hand-over code below is refused on purpose (400).
    consoleGuard.allow(/status of 400/);
    // An order of its own, matched with a trip of the demo traveler's, so neither project depends on what the
    // demo data's deliveries look like (the demo seed pays some of them) nor on the other project's run.
    const staff = await signedIn(browser, DEMO.admin);
    await signInViaApi(page, DEMO.traveler);
    const trip = await approvedTrip(page.request, staff.request);
    const { sender, deliveryId } = await newMatchedOrder(browser, staff.request, trip);
    await staff.context.close();
    const delivery = { deliveryId, senderName: sender.user.fullName };

    // Overview: the Deliveries table finds it with the server-side search.
    await page.goto(`${SITES.traveler}/traveler-home`);
    await page.getByRole('searchbox', { name: 'Search deliveries' }).fill(deliveryId);
    const table = page.getByRole('table', { name: 'Deliveries' });
    await expect(table.getByRole('row').filter({ hasText: deliveryId })).toHaveCount(1);
    await expect(table.getByRole('row').filter({ hasText: deliveryId })).toContainText('In Process');

    // Deliveries: the Processing card, View -> tracking.
    await page
      .getByRole('navigation', { name: 'Traveler menu' })
      .getByRole('link', { name: 'Delivery Order' })
      .click();
    await expect(page).toHaveURL(urlOf('traveler', '/delivery-order'));
    const card = page.getByRole('tabpanel').getByRole('article').filter({ hasText: deliveryId });
    await expect(card).toContainText(delivery.senderName);
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'traveler-deliveries');
    await card.getByRole('link', { name: `View ${deliveryId}` }).click();
    await expect(page).toHaveURL(urlOf('traveler', '/delivery-tracking'));
    const progress = page.getByRole('list', { name: 'Delivery progress' });
    await expect(progress).toContainText('Delivery Order Matched');
    await expect(progress).toContainText('Estimated Arrival');
    await expect(page.getByRole('region', { name: 'Traveler Details' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shipping Details' })).toContainText(delivery.senderName);
    await expectNoSeriousA11yViolation(page);

    // Pick-up waits for the payment (ADR 017): the sender pays first, as a person does.
    await payForOrder(sender.page, deliveryId);
    await page.reload();
    // Picked up cannot be undone: it asks first.
    await page.getByRole('button', { name: 'Picked up' }).click();
    const pickUp = page.getByRole('dialog', { name: `Picked up ${deliveryId}?` });
    await expect(pickUp).toContainText('this cannot be undone');
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'traveler-pick-up-confirm');
    await pickUp.getByRole('button', { name: 'I have the items' }).click();
    await expect(page.getByText('Marked as picked up. Safe travels!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delivered' })).toBeVisible();
    await saveScreenshot(page, 'traveler-tracking-shipping');

    // The sender reads the hand-over code on their tracking page and passes it to the receiver.
    await sender.page.goto(`${SITES.sender}/delivery-tracking?id=${deliveryId}`);
    const codeBox = sender.page.getByRole('region', { name: 'Hand-over code' });
    await expect(codeBox).toContainText('Pass this code to');
    const code = ((await codeBox.locator('.font-mono').textContent()) ?? '').trim();
    expect(code).toMatch(/^\d{6}$/);
    await expectNoSeriousA11yViolation(sender.page);

    // A wrong code first: the server says so, on the boxes.
    await page.getByRole('button', { name: 'Delivered' }).click();
    const handOver = page.getByRole('dialog', { name: `Hand over ${deliveryId}` });
    await expect(handOver.getByRole('heading', { name: `Hand over ${deliveryId}` })).toBeVisible();
    // The flight has not landed yet on the app's clock: the dialog says so and asks to confirm.
    await expect(handOver).toContainText('Hand over only once you have landed.');
    await handOver.getByRole('checkbox', { name: 'My flight has landed early' }).check();
    const wrong = code === '000000' ? '111111' : '000000';
    await handOver.getByRole('textbox', { name: 'Hand-over code' }).click();
    await page.keyboard.type(wrong);
    await handOver.getByRole('button', { name: 'Confirm delivery' }).click();
    await expect(handOver.getByText('That hand-over code is not right.')).toBeVisible();
    await expectNoSeriousA11yViolation(page);

    await handOver.getByRole('textbox', { name: 'Hand-over code' }).click();
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
    await handOver.getByRole('textbox', { name: 'Hand-over code' }).click();
    await page.keyboard.type(code);
    await handOver.getByRole('button', { name: 'Confirm delivery' }).click();
    await expect(page.getByText('Delivered. Thank you for carrying it!')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Delivery progress' })).toContainText('Delivered');
    await saveScreenshot(page, 'traveler-tracking-delivered');

    // The traveler's Delivered tab, and the sender's.
    await page.goto(`${SITES.traveler}/delivery-order?tab=delivered`);
    await expect(
      page.getByRole('tabpanel').getByRole('article').filter({ hasText: deliveryId }),
    ).toBeVisible();
    await sender.page.goto(`${SITES.sender}/delivery?tab=delivered`);
    await expect(
      sender.page.getByRole('tabpanel').getByRole('article').filter({ hasText: deliveryId }),
    ).toBeVisible();
    await saveScreenshot(sender.page, 'sender-delivered-by-traveler');

    // Both sides were told.
    const aboutIt = (list: Notification[]) => list.filter((n) => n.deliveryId === deliveryId);
    expect(aboutIt(await notificationsOf(page.request)).length).toBeGreaterThan(0);
    expect(
      aboutIt(await notificationsOf(sender.request)).some((n) =>
        /deliver/i.test(`${n.title} ${n.body ?? ''}`),
      ),
    ).toBe(true);
    await sender.context.close();
  });
});

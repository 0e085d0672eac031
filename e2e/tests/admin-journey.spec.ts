import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolation } from '../fixtures/a11y';
import {
  createSender,
  DEMO,
  newUser,
  ORIGIN,
  readCode,
  signInViaApi,
  signUpViaApi,
  urlOf,
} from '../fixtures/accounts';
import { expect, test } from '../fixtures/console';
import { createOrderViaApi, newOrderRequest } from '../fixtures/orders';
import { saveScreenshot } from '../fixtures/screenshots';
import { takeRecoveryCode } from '../fixtures/two-factor';
import { SITES } from '../playwright.config';

// The admin journey (docs/product/admin.md): a new traveler verifies, staff approve the ID and the trip from
// the /admin queues, a new sender requests a delivery, staff find it under Senders, open Traveler in Sync,
// Match With; the sender and the traveler each see the match and a notification; staff unmatch from the
// Active Log, match again, and once the test clock (ADR 014) has passed 24 hours Unmatch is refused with its
// message. Runs at 375 and 1280 px.
//
// Independent of the other specs and of the other project's run: its own people, and a route (Ghana to Uganda)
// the demo data does not use. The clock moves for the whole server, so it moves last and is put back at the end.

const api = (path: string) => `${SITES.shell}/api/v1/${path}`;
const HOUR_MS = 3_600_000;
const UNMATCH_WINDOW_PASSED = 'Matches made after 24 hours cannot be Unmatched.';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Notification {
  title: string;
  body: string | null;
  deliveryId: string | null;
}
interface MatchSummary {
  id: string;
  deliveryId: string;
  unmatchedAt: string | null;
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(api(path));
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

const notificationsOf = async (request: APIRequestContext) =>
  (await getJson<{ notifications: Notification[] }>(request, 'notifications')).notifications;

/** A name nobody else in the run has (the other specs' people are all "Nia … Okafor"), letters only. */
function uniqueName(first: string): string {
  const letters = randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6);
  return `${first} ${letters[0]?.toUpperCase()}${letters.slice(1)}son`;
}

/** "2030-03-03": `days` from today. */
const dateIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A new traveler in a browser of their own: signed up, email confirmed, role chosen, details and ID sent. */
async function newPendingTraveler(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = { ...newUser('traveler'), fullName: uniqueName('Kwame') };
  await signUpViaApi(page.request, user, 'traveler');
  const code = await readCode(page.request, user.email, 'verify_email');
  const verified = await page.request.post(api('auth/verify-email'), {
    headers: ORIGIN,
    data: { email: user.email, code },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const role = await page.request.post(api('me/roles'), { headers: ORIGIN, data: { role: 'traveler' } });
  expect(role.status(), await role.text()).toBe(200);
  const form = new FormData();
  form.append('residentialAddress', '4 Oxford Road, Osu, Accra');
  form.append('placeOfWork', 'Accra Mall, Spintex Road');
  form.append('nationalId', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'national-id.png');
  const sent = await page.request.post(api('me/traveler-verification'), { headers: ORIGIN, multipart: form });
  expect(sent.status(), await sent.text()).toBe(201);
  return { context, page, user };
}

/** The row of a queue or list by the text it holds. */
const articleWith = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/**
 * Pages through a review queue of /admin until `row` shows: the queues are oldest first, five a page, and the
 * other specs of the run leave pending travelers of their own.
 */
async function findInQueue(queue: Locator, row: Locator) {
  await expect(queue.getByRole('list').first()).toBeVisible();
  for (let pageNumber = 2; (await row.count()) === 0; pageNumber += 1) {
    const next = queue.getByRole('button', { name: 'Next' });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
    await expect(queue.getByText(`Page ${pageNumber} of`)).toBeVisible();
    await expect(queue.getByRole('list').first()).not.toHaveAttribute('aria-busy', 'true');
  }
  await expect(row).toBeVisible();
}

/** Traveler in Sync for the order, then Match With the trip. */
async function matchFromSenderMatch(page: Page, deliveryId: string, bookingId: string) {
  await expect(page).toHaveURL(urlOf('admin', '/sender-m'));
  const inSync = page.getByRole('region', { name: 'Traveler in Sync' });
  const row = inSync.getByRole('article').filter({ hasText: bookingId });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Match With / }).click();
  await expect(page).toHaveURL(urlOf('admin', '/dev-d'));
  await expect(page.getByText(deliveryId).first()).toBeVisible();
}

test.describe('admin console', () => {
  test('verify, approve, match, unmatch within 24 hours, and the refusal after them', async ({
    page,
    browser,
    consoleGuard,
  }) => {
    test.setTimeout(240_000);
    // The refused Unmatch (409) after the clock moved is provoked on purpose.
    consoleGuard.allow(/status of 409/);

    // ---- a new traveler sends their ID; staff approve it from the queue on /admin -------------------------
    const traveler = await newPendingTraveler(browser);
    await signInViaApi(page, DEMO.admin);
    await page.goto(`${SITES.admin}/admin`);
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    const verifications = page.getByRole('region', { name: /^Traveler verifications/ });
    const applicant = verifications.getByRole('article').filter({ hasText: traveler.user.fullName });
    await findInQueue(verifications, applicant);
    const idLink = applicant.getByRole('link', { name: `View ID of ${traveler.user.fullName}` });
    const idFile = await page.request.get(
      new URL((await idLink.getAttribute('href')) ?? '', SITES.admin).href,
    );
    expect(idFile.status()).toBe(200);
    expect(idFile.headers()['content-type']).toContain('image/png');
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'admin-home-queues');
    await applicant.getByRole('button', { name: `Approve ${traveler.user.fullName}` }).click();
    await expect(applicant).toHaveCount(0);

    const travelerSession = await getJson<{ user: { travelerStatus: string } }>(
      traveler.page.request,
      'auth/session',
    );
    expect(travelerSession.user.travelerStatus).toBe('verified');
    expect((await notificationsOf(traveler.page.request)).some((n) => n.title === 'You are verified')).toBe(
      true,
    );

    // ---- the traveler posts a trip; staff approve it from the queue ---------------------------------------
    const flightNumber = `KQ ${100 + Math.floor(Math.random() * 900)}`;
    const posted = await traveler.page.request.post(api('trips'), {
      headers: ORIGIN,
      data: {
        departureCity: 'Accra',
        departureCountry: 'GH',
        departureDate: dateIn(3),
        departureTime: '08:00',
        departureTimeZone: 'Africa/Accra',
        arrivalCity: 'Kampala',
        arrivalCountry: 'UG',
        arrivalAddress: 'Entebbe International Airport',
        arrivalDate: dateIn(3),
        arrivalTime: '18:00',
        arrivalTimeZone: 'Africa/Kampala',
        airline: 'Kenya Airways',
        flightNumber,
        weightKg: 20,
        feePerKgUsd: 12,
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const trip = (await posted.json()) as { id: string; bookingId: string; status: string };
    expect(trip.status).toBe('pending');

    await page.reload();
    const tripQueue = page.getByRole('region', { name: /^Trips awaiting approval/ });
    const pendingTrip = tripQueue.getByRole('article').filter({ hasText: trip.bookingId });
    await findInQueue(tripQueue, pendingTrip);
    await expect(pendingTrip).toContainText('from Accra, Ghana to Kampala, Uganda');
    await expect(pendingTrip).toContainText(traveler.user.fullName);
    await expect(pendingTrip).toContainText('20 kg');
    await expect(pendingTrip).toContainText('$12.00');
    await pendingTrip.getByRole('button', { name: `Approve trip ${trip.bookingId}` }).click();
    await expect(pendingTrip).toHaveCount(0);
    await expect
      .poll(async () => (await getJson<{ status: string }>(traveler.page.request, `trips/${trip.id}`)).status)
      .toBe('approved');

    // ---- a new sender requests a delivery on the trip's route ---------------------------------------------
    const senderContext = await browser.newContext();
    const senderPage = await senderContext.newPage();
    const sender = await createSender(senderPage.request, {
      ...newUser('sender'),
      fullName: uniqueName('Efua'),
    });
    const tag = randomUUID().slice(0, 6);
    const deliveryId = await createOrderViaApi(
      senderPage.request,
      newOrderRequest({
        itemNames: [`Kente cloth ${tag}`],
        pickupAddress: '4 Oxford Road, Osu, Accra',
        pickupCountry: 'GH',
        deliveryAddress: 'Plot 12 Kampala Road, Kampala',
        deliveryCountry: 'UG',
        receiverPhone: '+256 772 123 456',
      }),
    );

    // The search box on /admin finds it by its Delivery ID and by the sender.
    await page.getByRole('searchbox').fill(deliveryId);
    const results = page.getByRole('region', { name: 'Search results' });
    await expect(results.getByRole('link', { name: new RegExp(deliveryId) })).toHaveAttribute(
      'href',
      `/dev-d?id=${deliveryId}`,
    );
    await page.getByRole('searchbox').fill(sender.email);
    await expect(results.getByRole('link', { name: new RegExp(sender.fullName) })).toBeVisible();
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'admin-home-search');

    // ---- staff find it under Senders on /admin-l and match it from Traveler in Sync -----------------------
    await page.goto(`${SITES.admin}/admin-l`);
    await expect(page.getByRole('tab', { name: 'Senders', selected: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(tag);
    const card = articleWith(page, deliveryId);
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: `Match order ${deliveryId}` }).click();
    await expect(page.getByRole('region', { name: 'Traveler in Sync' })).toBeVisible();
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'admin-traveler-in-sync');
    await matchFromSenderMatch(page, deliveryId, trip.bookingId);

    // The sender and the traveler each see the match and a notification.
    await expect
      .poll(
        async () => (await getJson<{ status: string }>(senderPage.request, `orders/${deliveryId}`)).status,
      )
      .toBe('matched');
    await expect
      .poll(async () => (await notificationsOf(senderPage.request)).some((n) => n.deliveryId === deliveryId))
      .toBe(true);
    await senderPage.goto(`${SITES.sender}/delivery-tracking?id=${deliveryId}`);
    // Matched: the tracking names the traveler who will pick the items up (the shared timeline's step ahead).
    await expect(senderPage.getByRole('list', { name: 'Delivery progress' })).toContainText(
      `Once ${traveler.user.fullName} picks the items up.`,
    );
    await expect
      .poll(async () =>
        (await notificationsOf(traveler.page.request)).some((n) => n.deliveryId === deliveryId),
      )
      .toBe(true);
    await traveler.page.goto(`${SITES.traveler}/delivery-order`);
    await expect(
      traveler.page.getByRole('tabpanel').getByRole('article').filter({ hasText: deliveryId }),
    ).toBeVisible();

    // ---- staff unmatch from the Active Log (/admin-p), then match again -----------------------------------
    await page.goto(`${SITES.admin}/admin-p`);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Profile' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Active Log', selected: true })).toBeVisible();
    await expect(page.getByText(UNMATCH_WINDOW_PASSED)).toBeVisible();
    const logged = articleWith(page, deliveryId);
    await expect(logged).toContainText(/hours left/);
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'admin-active-log');
    await logged.getByRole('button', { name: `Unmatch ${deliveryId}` }).click();
    await expect(logged.first()).toContainText('Unmatched');
    await expect
      .poll(
        async () => (await getJson<{ status: string }>(senderPage.request, `orders/${deliveryId}`)).status,
      )
      .toBe('processing');

    await page.goto(`${SITES.admin}/sender-m?id=${deliveryId}`);
    await matchFromSenderMatch(page, deliveryId, trip.bookingId);
    const mine = await getJson<{ matches: MatchSummary[] }>(page.request, 'matches?mine=true&pageSize=50');
    const current = mine.matches.find((m) => m.deliveryId === deliveryId && m.unmatchedAt === null);
    if (!current) throw new Error(`No current match of ${deliveryId} in the Active Log`);

    await senderContext.close();
    await traveler.context.close();

    // ---- a day later (the test clock), Unmatch is refused -------------------------------------------------
    try {
      const moved = await page.request.post(api('dev/clock'), {
        headers: ORIGIN,
        data: { advanceMs: 25 * HOUR_MS },
      });
      expect(moved.status(), await moved.text()).toBe(200);
      const serverNow = new Date(((await moved.json()) as { now: string }).now);

      // A day later the staff session has idled out, and the authenticator runs on the real time: sign in
      // again with a recovery code (ADR 014).
      const login = await page.request.post(api('auth/login'), {
        headers: ORIGIN,
        data: { email: DEMO.admin.email, password: DEMO.admin.password },
      });
      expect(login.status()).toBe(401);
      const { error } = (await login.json()) as { error: { challenge: { ticket: string } } };
      const recovered = await page.request.post(api('auth/two-factor/recover'), {
        headers: ORIGIN,
        data: { ticket: error.challenge.ticket, recoveryCode: takeRecoveryCode(DEMO.admin.email) },
      });
      expect(recovered.status(), await recovered.text()).toBe(200);

      const refused = await page.request.post(api(`matches/${current.id}/unmatch`), { headers: ORIGIN });
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        UNMATCH_WINDOW_PASSED,
      );

      // The screen, on the server's time: Unmatch greyed, the window closed.
      await page.clock.setFixedTime(serverNow);
      await page.goto(`${SITES.admin}/admin-p`);
      const late = articleWith(page, deliveryId).filter({ hasNotText: 'Unmatched' });
      await expect(late).toContainText('Window closed');
      await expect(late).toContainText(/Matched 2\d hrs ago/);
      await expect(late.getByRole('button', { name: `Unmatch ${deliveryId}` })).toBeDisabled();
      await expect(page.getByText(UNMATCH_WINDOW_PASSED)).toBeVisible();
      await saveScreenshot(page, 'admin-active-log-window-closed');
    } finally {
      // The specs that run after this one in the same server see the real time again.
      const reset = await page.request.delete(api('dev/clock'), { headers: ORIGIN });
      expect(reset.status()).toBe(200);
    }
  });

  test('own profile and settings: the card with Admin, Edit Profile, Active Log and Settings tabs', async ({
    page,
  }) => {
    await signInViaApi(page, DEMO.admin);
    await page.goto(`${SITES.admin}/admin-p`);
    const card = page.getByRole('region', { name: DEMO.admin.fullName });
    await expect(card).toContainText('Admin');
    await card.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Edit Profile' }).getByRole('heading', { name: 'Edit Profile' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { name: 'Change your password' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'English, UK' })).toBeChecked();
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'admin-profile-settings');

    await page.goto(`${SITES.admin}/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Language' })).toBeVisible();
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'admin-settings');
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolation } from '../fixtures/a11y';
import { DEMO, ORIGIN } from '../fixtures/accounts';
import { expect, test } from '../fixtures/console';
import { approvedTrip, newMatchedOrder, newVerifiedTraveler, signedIn } from '../fixtures/matching';
import { payForOrder } from '../fixtures/payments';
import { saveScreenshot } from '../fixtures/screenshots';
import { SITES } from '../playwright.config';

// Reviews both ways after a delivery (docs/decisions/018-reviews.md): the sender and the traveler each review
// the other from the delivered order's page; the first review stays hidden from the other side until the
// second is sent, then both appear together. Runs at 375 and 1280 px. Each run makes its own traveler, trip,
// sender and order (fixtures/matching.ts): the demo's orders are reviewed by the demo people.

const api = (path: string) => `${SITES.shell}/api/v1/${path}`;

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
  return response;
}

/** The traveler picks up and hands over (the sender passes the code on), through the API: the journey is the reviews. */
async function deliver(traveler: APIRequestContext, sender: APIRequestContext, deliveryId: string) {
  await ok(await traveler.post(api(`deliveries/${deliveryId}/picked-up`), { headers: ORIGIN }));
  const order = (await (await ok(await sender.get(api(`orders/${deliveryId}`)))).json()) as {
    handOverCode: string;
  };
  const form = new FormData();
  form.append('code', order.handOverCode);
  await ok(
    await traveler.post(api(`deliveries/${deliveryId}/delivered`), { headers: ORIGIN, multipart: form }),
  );
}

const reviewsBox = (page: Page) => page.getByRole('region', { name: 'Reviews' });

/** Add Review on the page, 1 to 5 stars and a text, Send review. */
async function writeReview(page: Page, stars: number, text: string) {
  await reviewsBox(page).getByRole('button', { name: 'Add Review' }).click();
  const dialog = page.getByRole('dialog', { name: /^Review / });
  await expect(dialog.getByRole('heading', { name: /^Review / })).toBeVisible();
  // The stars are a radio group drawn as stars.
  await dialog.getByRole('radio', { name: `${stars} stars` }).check();
  await dialog.getByRole('textbox', { name: /Your review/ }).fill(text);
  await expectNoSeriousA11yViolation(page);
  await dialog.getByRole('button', { name: 'Send review' }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('reviews', () => {
  // Three people and staff's set-up before the journey starts: more than the default 30 s on a busy machine.
  test.beforeEach(() => test.setTimeout(180_000));

  test('both sides review after a delivery; the reviews appear together only after the second', async ({
    browser,
    consoleGuard,
  }) => {
    const staff = await signedIn(browser, { ...DEMO.admin });
    const traveler = await newVerifiedTraveler(browser, staff.request);
    const trip = await approvedTrip(traveler.request, staff.request);
    const { sender, deliveryId } = await newMatchedOrder(browser, staff.request, trip);
    for (const person of [traveler, sender]) consoleGuard.watch(person.page);
    await payForOrder(sender.page, deliveryId);
    await deliver(traveler.request, sender.request, deliveryId);

    const senderText = `Careful with the parcel, on time (${test.info().project.name}).`;
    const travelerText = `Clear list and easy to meet (${test.info().project.name}).`;

    // The sender writes first: the review is sent, and hidden from the traveler.
    await sender.page.goto(`${SITES.sender}/delivery-tracking?id=${deliveryId}`);
    await expect(reviewsBox(sender.page)).toContainText('Reviews stay hidden until you have both written');
    await saveScreenshot(sender.page, 'reviews-sender-due');
    await writeReview(sender.page, 4, senderText);
    await expect(reviewsBox(sender.page)).toContainText('Your review is sent.');
    await saveScreenshot(sender.page, 'reviews-sender-sent');

    await traveler.page.goto(`${SITES.traveler}/delivery-tracking?id=${deliveryId}`);
    const travelerBox = reviewsBox(traveler.page);
    await expect(travelerBox).toContainText('has written their review: both show as soon as you send yours.');
    await expect(traveler.page.getByText(senderText)).toHaveCount(0);
    await expectNoSeriousA11yViolation(traveler.page);
    await saveScreenshot(traveler.page, 'reviews-traveler-due');

    // The traveler writes second: both appear at once, on both sides.
    await writeReview(traveler.page, 5, travelerText);
    await expect(travelerBox).toContainText('You have both written');
    await expect(travelerBox.getByText(senderText)).toBeVisible();
    await expect(travelerBox.getByText(travelerText)).toBeVisible();
    await expect(travelerBox.getByRole('button', { name: 'Add Review' })).toHaveCount(0);
    await saveScreenshot(traveler.page, 'reviews-traveler-revealed');

    await sender.page.reload();
    await expect(reviewsBox(sender.page).getByText(travelerText)).toBeVisible();
    await expect(reviewsBox(sender.page).getByText(senderText)).toBeVisible();

    // The traveler's profile, as the sender sees it: Reviews (1) with the sender's review, and Message.
    await sender.page.getByRole('link', { name: /’s profile$/ }).click();
    await expect(sender.page.getByRole('heading', { name: 'Reviews (1)' })).toBeVisible();
    await expect(sender.page.getByText(senderText)).toBeVisible();
    // Message opens the shared delivery's chat (the side menu has its own Messages link).
    await expect(sender.page.locator(`a[href="/message?order=${deliveryId}"]`)).toHaveText('Message');
    await expectNoSeriousA11yViolation(sender.page);
    await saveScreenshot(sender.page, 'reviews-traveler-profile');

    // The sender's profile, as the traveler sees it (/sender-p): Reviews (1) with the traveler's review.
    await traveler.page.getByRole('link', { name: /’s profile$/ }).click();
    await expect(traveler.page.getByRole('heading', { level: 1, name: 'Sender Profile' })).toBeVisible();
    await expect(traveler.page.getByRole('heading', { name: 'Reviews (1)' })).toBeVisible();
    await expect(traveler.page.getByText(travelerText)).toBeVisible();
    await expectNoSeriousA11yViolation(traveler.page);
    await saveScreenshot(traveler.page, 'reviews-sender-profile');

    for (const person of [staff, traveler, sender]) await person.context.close();
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolation } from '../fixtures/a11y';
import { DEMO, ORIGIN, signInViaApi, urlOf } from '../fixtures/accounts';
import { expect, test } from '../fixtures/console';
import {
  approvedTrip,
  type MatchedOrder,
  newMatchedOrder,
  newVerifiedTraveler,
  type Person,
  signedIn,
} from '../fixtures/matching';
import {
  openCheckout,
  PAYMENT_MESSAGES,
  payForOrder,
  paymentSection,
  payWithCard,
  TEST_CARDS,
} from '../fixtures/payments';
import { saveScreenshot } from '../fixtures/screenshots';
import { takeRecoveryCode } from '../fixtures/two-factor';
import { SITES } from '../playwright.config';

// The money journeys (docs/decisions/017-payments-and-escrow.md): once staff match an order, the sender pays on
// the test provider's checkout and reads the receipt; a declined card leaves the order awaiting payment; the
// traveler's pick-up is refused until it is paid; the hand-over puts the carriage in the traveler's pending
// balance, which after the 72-hour hold is withdrawn, approved and paid by staff. Runs at 375 and 1280 px.
//
// Each journey makes its own traveler, trip, sender and order (fixtures/matching.ts): the demo data's orders may
// already be paid, and the wallet must hold this journey's money only.

const api = (path: string) => `${SITES.shell}/api/v1/${path}`;
const HOUR_MS = 3_600_000;
const HOLD_MS = 72 * HOUR_MS;

// newOrderRequest weighs 2.5 kg; approvedTrip charges $12 a kg; Tote's fee is 10 % (at least $2) on top.
const CARRIAGE = '$30.00';
const TOTAL = '$33.00';

interface Payment {
  status: string;
}
interface Wallet {
  pendingEarnings: Array<{ deliveryId: string; availableAt: string }>;
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(api(path));
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** "28 Nov", or "28 Nov 2027" outside this year: how the wallet writes the day an earning frees. */
function walletDay(iso: string): string {
  const date = new Date(iso);
  const sameYear = date.getFullYear() === new Date().getFullYear();
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}

/** A stat tile of /wallet (Available, Pending, In payout) by its title. */
const walletTile = (page: Page, label: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: label, exact: true }) });

interface Journey {
  staff: Person;
  traveler: Person;
  matched: MatchedOrder;
}

/** Staff, a new verified traveler with an approved trip, and a new sender's order matched with it. */
async function matchedJourney(
  browser: Parameters<typeof signedIn>[0],
  consoleGuard: { watch(page: Page): void },
): Promise<Journey> {
  const staff = await signedIn(browser, { ...DEMO.admin });
  const traveler = await newVerifiedTraveler(browser, staff.request);
  const trip = await approvedTrip(traveler.request, staff.request);
  const matched = await newMatchedOrder(browser, staff.request, trip);
  for (const person of [staff, traveler, matched.sender]) consoleGuard.watch(person.page);
  return { staff, traveler, matched };
}

async function closeAll(journey: Journey) {
  for (const person of [journey.staff, journey.traveler, journey.matched.sender])
    await person.context.close();
}

/**
 * From a matched order to the hand-over, as the two people do it: the sender pays, the traveler presses Picked
 * up, the sender reads the hand-over code and the traveler types it.
 */
async function payPickUpAndHandOver({ traveler, matched }: Journey) {
  const { deliveryId, sender } = matched;
  await payForOrder(sender.page, deliveryId);
  await traveler.page.goto(`${SITES.traveler}/delivery-tracking?id=${deliveryId}`);
  await traveler.page.getByRole('button', { name: 'Picked up' }).click();
  await traveler.page
    .getByRole('dialog', { name: `Picked up ${deliveryId}?` })
    .getByRole('button', { name: 'I have the items' })
    .click();
  await expect(traveler.page.getByText('Marked as picked up. Safe travels!')).toBeVisible();

  await sender.page.goto(`${SITES.sender}/delivery-tracking?id=${deliveryId}`);
  const codeBox = sender.page.getByRole('region', { name: 'Hand-over code' });
  await expect(codeBox).toContainText('Pass this code to');
  const code = ((await codeBox.locator('.font-mono').textContent()) ?? '').trim();
  expect(code).toMatch(/^\d{6}$/);

  await traveler.page.getByRole('button', { name: 'Delivered' }).click();
  const handOver = traveler.page.getByRole('dialog', { name: `Hand over ${deliveryId}` });
  await handOver.getByRole('checkbox', { name: 'My flight has landed early' }).check();
  await handOver.getByRole('textbox', { name: 'Hand-over code' }).click();
  await traveler.page.keyboard.type(code);
  await handOver.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(traveler.page.getByText('Delivered. Thank you for carrying it!')).toBeVisible();
}

test.describe('money', () => {
  // Three people and staff's set-up before the journey starts: more than the default 30 s on a busy machine.
  test.beforeEach(() => test.setTimeout(120_000));

  test('the sender pays with a card and lands on Payment successful with the receipt', async ({
    browser,
    consoleGuard,
  }) => {
    const journey = await matchedJourney(browser, consoleGuard);
    const { deliveryId, sender, order } = journey.matched;
    const page = sender.page;

    // The tracking page's Payment box: the price in the open, awaiting payment, Pay.
    await page.goto(`${SITES.sender}/delivery-tracking?id=${deliveryId}`);
    const payment = paymentSection(page);
    await expect(payment).toContainText('Awaiting payment');
    await expect(payment).toContainText('Carriage');
    await expect(payment).toContainText('Tote service fee');
    await expect(payment.getByRole('definition').filter({ hasText: TOTAL })).toBeVisible();
    await expect(payment).toContainText(`The traveler gets ${CARRIAGE}`);
    await expect(payment.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'money-tracking-payment-awaiting');

    // The provider's checkout, on the shell.
    await openCheckout(page, deliveryId);
    await expect(page.getByRole('heading', { level: 1, name: `Pay ${TOTAL}` })).toBeVisible();
    await expect(page.getByText(deliveryId).first()).toBeVisible();
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'money-test-checkout');

    await payWithCard(page, TEST_CARDS.succeeds);
    await expect(page).toHaveURL(urlOf('sender', '/payment-successful'));
    const confirmed = page.getByRole('region', { name: 'Payment successful' });
    await expect(confirmed).toBeVisible({ timeout: 30_000 });
    await expect(confirmed).toContainText(TOTAL);
    await expect(confirmed).toContainText(deliveryId);
    const receipt = page.getByRole('article', { name: 'Tote receipt' });
    await expect(receipt).toContainText(deliveryId);
    await expect(receipt).toContainText(sender.user.fullName);
    await expect(receipt).toContainText(order.itemNames.join(', '));
    await expect(receipt).toContainText(TOTAL);
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'money-payment-successful');

    // Back on the tracking page: paid and held, with its receipt.
    await page.getByRole('link', { name: 'Back to tracking' }).click();
    await expect(paymentSection(page)).toContainText('Paid — held until delivery');
    await expect(paymentSection(page).getByRole('link', { name: 'Receipt' })).toBeVisible();
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'money-tracking-payment-paid');
    expect((await getJson<Payment>(sender.request, `orders/${deliveryId}/payment`)).status).toBe(
      'authorized',
    );

    await closeAll(journey);
  });

  test('a declined card is refused on the checkout and the order still awaits payment; another card pays', async ({
    browser,
    consoleGuard,
  }) => {
    const journey = await matchedJourney(browser, consoleGuard);
    const { deliveryId, sender } = journey.matched;
    const page = sender.page;

    await openCheckout(page, deliveryId);
    await payWithCard(page, TEST_CARDS.declined);
    await expect(page.getByText(PAYMENT_MESSAGES.declined)).toBeVisible();
    // Still on the provider's page, where the card can be changed.
    await expect(page).toHaveURL(new RegExp(`^${SITES.shell}/test-checkout/`));
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'money-test-checkout-declined');

    // The order still waits for its payment, and says why the last attempt failed.
    await page.getByRole('link', { name: 'Back to the order' }).click();
    await expect(page).toHaveURL(urlOf('sender', '/delivery-tracking'));
    const payment = paymentSection(page);
    await expect(payment).toContainText('Awaiting payment');
    await expect(payment).toContainText('did not go through');
    await expect(payment).toContainText(PAYMENT_MESSAGES.declined);
    await expect(payment.getByRole('button', { name: 'Pay again' })).toBeVisible();
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'money-tracking-payment-declined');
    expect((await getJson<Payment>(sender.request, `orders/${deliveryId}/payment`)).status).toBe(
      'requires_payment',
    );

    await payForOrder(page, deliveryId);
    expect((await getJson<Payment>(sender.request, `orders/${deliveryId}/payment`)).status).toBe(
      'authorized',
    );

    await closeAll(journey);
  });

  test('pick-up waits for the payment; the hand-over puts the carriage in the traveler’s pending balance', async ({
    browser,
    consoleGuard,
  }) => {
    // The pick-up before the payment is refused on purpose (409 payment_required).
    consoleGuard.allow(/status of 409/);
    const journey = await matchedJourney(browser, consoleGuard);
    const { traveler, staff } = journey;
    const { deliveryId } = journey.matched;

    // The traveler tries to pick up before the sender paid: the server's refusal, on the traveler's screen.
    await traveler.page.goto(`${SITES.traveler}/delivery-tracking?id=${deliveryId}`);
    await traveler.page.getByRole('button', { name: 'Picked up' }).click();
    const pickUp = traveler.page.getByRole('dialog', { name: `Picked up ${deliveryId}?` });
    await pickUp.getByRole('button', { name: 'I have the items' }).click();
    await expect(pickUp.getByText(PAYMENT_MESSAGES.notPaidYet)).toBeVisible();
    await expectNoSeriousA11yViolation(traveler.page);
    await saveScreenshot(traveler.page, 'money-traveler-pickup-refused');
    await pickUp.getByRole('button', { name: 'Not yet' }).click();
    await expect(traveler.page.getByRole('button', { name: 'Picked up' })).toBeVisible();

    await payPickUpAndHandOver(journey);

    // The wallet: the carriage is in the pending balance (the ledger's traveler:<id>:pending), nothing available.
    await traveler.page.goto(`${SITES.traveler}/wallet`);
    await expect(traveler.page.getByRole('heading', { level: 1, name: 'Withdraw Wallet' })).toBeVisible();
    await expect(walletTile(traveler.page, 'Pending')).toContainText(CARRIAGE);
    await expect(walletTile(traveler.page, 'Available')).toContainText('$0.00');
    await expectNoSeriousA11yViolation(traveler.page);
    await saveScreenshot(traveler.page, 'money-wallet-pending');

    // Staff's Payouts queue, nothing of this traveler's in it yet.
    await staff.page.goto(`${SITES.admin}/payouts`);
    await expect(staff.page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await expect(staff.page.getByRole('tab', { name: 'Requested', selected: true })).toBeVisible();
    await expect(staff.page.getByRole('article').filter({ hasText: traveler.user.fullName })).toHaveCount(0);
    await expectNoSeriousA11yViolation(staff.page);
    await saveScreenshot(staff.page, 'money-payouts');

    await closeAll(journey);
  });

  test('the pending earning shows its day; after the 72-hour hold it is withdrawn, approved and paid', async ({
    browser,
    consoleGuard,
  }) => {
    // The hand-over records the earning with the day its hold ends; moving the test clock past it runs the
    // scheduler's release at once (ADR 014), as 73 real hours would.
    test.setTimeout(180_000);
    const journey = await matchedJourney(browser, consoleGuard);
    const { traveler, staff } = journey;
    const { deliveryId } = journey.matched;
    await payPickUpAndHandOver(journey);

    // The pending earning names its delivery and the day the hold ends (72 hours after the hand-over).
    const wallet = await getJson<Wallet>(traveler.request, 'wallet');
    const earning = wallet.pendingEarnings.find((e) => e.deliveryId === deliveryId);
    if (!earning) throw new Error(`${deliveryId} is not pending in the traveler's wallet`);
    expect(Math.abs(new Date(earning.availableAt).getTime() - (Date.now() + HOLD_MS))).toBeLessThan(
      10 * 60_000,
    );
    await traveler.page.goto(`${SITES.traveler}/wallet`);
    const pending = traveler.page.getByRole('list', { name: 'Pending earnings' }).getByRole('listitem');
    await expect(pending).toHaveCount(1);
    await expect(pending).toContainText(`${CARRIAGE} for ${deliveryId}`);
    await expect(pending).toContainText(`Available on ${walletDay(earning.availableAt)}`);
    await saveScreenshot(traveler.page, 'money-wallet-pending-dated');

    try {
      const moved = await staff.request.post(api('dev/clock'), {
        headers: ORIGIN,
        data: { advanceMs: HOLD_MS + HOUR_MS },
      });
      expect(moved.status(), await moved.text()).toBe(200);
      const serverNow = new Date(((await moved.json()) as { now: string }).now);

      // 73 hours later every session has idled out (ADR 014): the traveler's open page asks for its wallet with
      // the dead session (401) before they sign in again.
      consoleGuard.allow(/status of 401 \(Unauthorized\)/);
      await signInViaApi(traveler.page, traveler.user);
      await traveler.page.clock.setFixedTime(serverNow);
      await expect
        .poll(async () => (await getJson<Wallet>(traveler.request, 'wallet')).pendingEarnings.length, {
          message: `${deliveryId} released after the hold`,
          timeout: 30_000,
        })
        .toBe(0);
      await traveler.page.goto(`${SITES.traveler}/wallet`);
      await expect(walletTile(traveler.page, 'Available')).toContainText(CARRIAGE);
      await expect(walletTile(traveler.page, 'Pending')).toContainText('$0.00');

      // A bank account first, then Withdraw all.
      await traveler.page.getByRole('button', { name: 'Add bank account' }).click();
      const dialog = traveler.page.getByRole('dialog', { name: 'Add bank account' });
      await expect(dialog.getByRole('heading', { name: 'Add bank account' })).toBeVisible();
      await expect(dialog.getByLabel(/^Account holder/)).toHaveValue(traveler.user.fullName);
      await dialog.getByRole('textbox', { name: 'IBAN' }).fill('GB82 WEST 1234 5698 7654 32');
      await expectNoSeriousA11yViolation(traveler.page);
      await dialog.getByRole('button', { name: 'Save bank account' }).click();
      await expect(traveler.page.getByText('Bank account saved.')).toBeVisible();
      await traveler.page.getByRole('button', { name: 'Withdraw all' }).click();
      await traveler.page.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await expect(traveler.page.getByRole('status').filter({ hasText: 'is on its way to' })).toContainText(
        CARRIAGE,
      );
      await expect(walletTile(traveler.page, 'In payout')).toContainText(CARRIAGE);
      await expectNoSeriousA11yViolation(traveler.page);
      await saveScreenshot(traveler.page, 'money-wallet-withdrawn');

      // Staff: a day and more on, the staff session is gone and the authenticator runs on the real time, so
      // they sign in again with a recovery code (as the admin journey does).
      const login = await staff.request.post(api('auth/login'), {
        headers: ORIGIN,
        data: { email: DEMO.admin.email, password: DEMO.admin.password },
      });
      expect(login.status()).toBe(401);
      const { error } = (await login.json()) as { error: { challenge: { ticket: string } } };
      const recovered = await staff.request.post(api('auth/two-factor/recover'), {
        headers: ORIGIN,
        data: { ticket: error.challenge.ticket, recoveryCode: takeRecoveryCode(DEMO.admin.email) },
      });
      expect(recovered.status(), await recovered.text()).toBe(200);
      await staff.page.clock.setFixedTime(serverNow);

      const what = `payout of ${CARRIAGE} to ${traveler.user.fullName}`;
      // This payout's row (the traveler's name alone also matches the other viewport's run on the Paid tab).
      const [mine] = (await getJson<{ payouts: { id: string }[] }>(traveler.request, 'wallet/payouts'))
        .payouts;
      if (!mine) throw new Error('the withdrawal made no payout');
      const payoutRow = () => staff.page.locator(`article[aria-labelledby="payout-${mine.id}"]`);
      await staff.page.goto(`${SITES.admin}/payouts`);
      const requested = payoutRow();
      await expect(requested).toContainText('Requested');
      await expectNoSeriousA11yViolation(staff.page);
      await saveScreenshot(staff.page, 'money-payouts-requested');
      await requested.getByRole('button', { name: `Approve ${what}` }).click();
      await expect(requested).toHaveCount(0);

      await staff.page.getByRole('tab', { name: 'Approved' }).click();
      const approved = payoutRow();
      await approved.getByRole('button', { name: `Mark paid: ${what}` }).click();
      await expect(approved).toHaveCount(0);
      await staff.page.getByRole('tab', { name: 'Paid' }).click();
      const paid = payoutRow();
      await expect(paid).toContainText('Paid');
      await expectNoSeriousA11yViolation(staff.page);
      await saveScreenshot(staff.page, 'money-payouts-paid');

      // The traveler sees the payout paid, with its steps.
      await traveler.page.reload();
      await traveler.page.getByRole('tab', { name: 'Payouts' }).click();
      const payout = traveler.page.getByRole('tabpanel').getByRole('article');
      await expect(payout).toContainText(CARRIAGE);
      await expect(payout).toContainText('Paid into');
      await expect(walletTile(traveler.page, 'In payout')).toContainText('$0.00');
      await expectNoSeriousA11yViolation(traveler.page);
      await saveScreenshot(traveler.page, 'money-wallet-payout-paid');
    } finally {
      // The specs that run after this one in the same server see the real time again.
      const reset = await traveler.request.delete(api('dev/clock'), { headers: ORIGIN });
      expect(reset.status()).toBe(200);
      await closeAll(journey);
    }
  });
});

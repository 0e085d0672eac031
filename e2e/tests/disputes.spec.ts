import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolation } from '../fixtures/a11y';
import { DEMO } from '../fixtures/accounts';
import { expect, test } from '../fixtures/console';
import { pngFile } from '../fixtures/images';
import { approvedTrip, newMatchedOrder, newVerifiedTraveler, signedIn } from '../fixtures/matching';
import { payForOrder, paymentSection } from '../fixtures/payments';
import { saveScreenshot } from '../fixtures/screenshots';
import { SITES } from '../playwright.config';

// Disputes (docs/decisions/019-disputes.md): after the hand-over the sender opens a dispute with a photo; the
// traveler's earning shows on hold; staff refund half of the total from the Disputes queue; the sender's payment
// shows the refund and the traveler's wallet what is left. Runs at 375 and 1280 px, axe on every screen.
//
// The journey makes its own traveler, trip, sender and order (fixtures/matching.ts), so the wallet holds its
// money only.

// newOrderRequest weighs 2.5 kg; approvedTrip charges $12 a kg: $30.00 carriage, $3.00 fee, $33.00 in total.
// Half the total, $16.50, comes back out of the traveler's share: $13.50 of the $30.00 is left.
const HALF = '$16.50';
const LEFT = '$13.50';

const walletTile = (page: Page, label: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: label, exact: true }) });

test.describe('disputes', () => {
  test.beforeEach(() => test.setTimeout(180_000));

  test('a sender opens a dispute with a photo, staff refund half, the payment and the wallet show it', async ({
    browser,
    consoleGuard,
  }) => {
    const staff = await signedIn(browser, { ...DEMO.admin });
    const traveler = await newVerifiedTraveler(browser, staff.request);
    const trip = await approvedTrip(traveler.request, staff.request);
    const { deliveryId, sender } = await newMatchedOrder(browser, staff.request, trip);
    for (const person of [staff, traveler, sender]) consoleGuard.watch(person.page);

    // Paid, picked up and handed over, as the two people do it.
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
    const code = ((await codeBox.locator('.font-mono').textContent()) ?? '').trim();
    await traveler.page.getByRole('button', { name: 'Delivered' }).click();
    const handOver = traveler.page.getByRole('dialog', { name: `Hand over ${deliveryId}` });
    // The trip lands days from now on the app's clock: the traveler confirms an early landing.
    await handOver.getByRole('checkbox', { name: 'My flight has landed early' }).check();
    await handOver.getByRole('textbox', { name: 'Hand-over code' }).click();
    await traveler.page.keyboard.type(code);
    await handOver.getByRole('button', { name: 'Confirm delivery' }).click();
    await expect(traveler.page.getByText('Delivered. Thank you for carrying it!')).toBeVisible();

    // The sender opens a dispute from the tracking page, with a photo.
    const page = sender.page;
    await page.reload();
    const offer = page.getByRole('region', { name: 'Something wrong with this delivery?' });
    await expect(offer).toBeVisible();
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'disputes-tracking-offer');
    await offer.getByRole('button', { name: 'Open a dispute' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open a dispute' });
    await dialog.getByLabel(/What went wrong/).selectOption({ label: 'Damaged' });
    await dialog.getByLabel(/Description/).fill('The box arrived crushed and the vase inside is broken.');
    await dialog
      .getByLabel('Photos', { exact: true })
      .setInputFiles(pngFile('broken-vase.png', [180, 60, 40]));
    await expect(dialog.getByRole('list', { name: 'Chosen files' })).toContainText('broken-vase.png');
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'disputes-open-dialog');
    await dialog.getByRole('button', { name: 'Open dispute' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('region', { name: 'Dispute', exact: true });
    await expect(card).toContainText('Damaged');
    await expect(card).toContainText('Open');
    await expect(page.getByRole('list', { name: 'Delivery progress' })).toContainText('Dispute opened');
    // The thread holds the description and the photo.
    await card.getByRole('button', { name: 'Dispute conversation' }).click();
    await expect(card.getByText('Photo 1 of 1')).toBeVisible();
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'disputes-tracking-open');

    // The traveler's earning is on hold.
    await traveler.page.goto(`${SITES.traveler}/wallet`);
    const pending = traveler.page.getByRole('list', { name: 'Pending earnings' });
    await expect(pending).toContainText(deliveryId);
    await expect(pending).toContainText('On hold: the sender opened a dispute');
    await expectNoSeriousA11yViolation(traveler.page);
    await saveScreenshot(traveler.page, 'disputes-wallet-on-hold');

    // Staff refund half from the Disputes queue.
    await staff.page.goto(`${SITES.admin}/disputes`);
    const row = staff.page.getByRole('article', { name: `Dispute about ${deliveryId}` });
    await expect(row).toContainText(/Open for|Opened less than an hour ago/);
    await expectNoSeriousA11yViolation(staff.page);
    await saveScreenshot(staff.page, 'disputes-admin-queue');
    await row.getByRole('radio', { name: 'Partial refund' }).check();
    await row.getByLabel(/Amount to refund/).fill(HALF.slice(1));
    await row.getByLabel(/Reason/).fill('The photo shows the vase broken; the rest arrived.');
    await row.getByRole('button', { name: `Resolve the dispute about ${deliveryId}` }).click();
    await expect(row).toBeHidden();
    await staff.page.getByRole('tab', { name: 'Resolved' }).click();
    const resolved = staff.page.getByRole('article', { name: `Dispute about ${deliveryId}` });
    await expect(resolved).toContainText(`Partial refund: ${HALF} refunded`);
    await expectNoSeriousA11yViolation(staff.page);
    await saveScreenshot(staff.page, 'disputes-admin-resolved');

    // The sender's payment shows the refund; the dispute and the timeline how it ended.
    await page.reload();
    await expect(paymentSection(page)).toContainText(`${HALF} refunded to your card.`);
    await expect(page.getByRole('region', { name: 'Dispute', exact: true })).toContainText(
      `Partial refund: ${HALF} refunded`,
    );
    await expect(page.getByRole('list', { name: 'Delivery progress' })).toContainText('Dispute resolved');
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'disputes-tracking-resolved');

    // The traveler's wallet: what is left of the earning, no longer on hold.
    await traveler.page.reload();
    await expect(walletTile(traveler.page, 'Pending')).toContainText(LEFT);
    await expect(pending).toContainText(LEFT);
    await expect(pending).not.toContainText('On hold');
    await expectNoSeriousA11yViolation(traveler.page);
    await saveScreenshot(traveler.page, 'disputes-wallet-resolved');

    // The traveler's delivery shows how the dispute ended.
    await traveler.page.goto(`${SITES.traveler}/delivery-tracking?id=${deliveryId}`);
    await expect(traveler.page.getByRole('region', { name: 'Dispute', exact: true })).toContainText(
      `Partial refund: ${HALF} refunded`,
    );
    await expect(traveler.page.getByRole('list', { name: 'Delivery progress' })).toContainText(
      'Dispute resolved',
    );
    await expectNoSeriousA11yViolation(traveler.page);
    await saveScreenshot(traveler.page, 'disputes-traveler-tracking-resolved');

    // Staff: the order's detail, and the traveler's profile with the disputes they were part of.
    await staff.page.goto(`${SITES.admin}/dev-d?id=${deliveryId}`);
    await expect(staff.page.getByRole('region', { name: 'Dispute', exact: true })).toContainText('Resolved');
    await expectNoSeriousA11yViolation(staff.page);
    await saveScreenshot(staff.page, 'disputes-admin-order-detail');
    const session = await traveler.request.get(`${SITES.shell}/api/v1/auth/session`);
    const travelerId = ((await session.json()) as { user: { id: string } }).user.id;
    await staff.page.goto(`${SITES.admin}/admin-p?id=${travelerId}`);
    const disputesOfTraveler = staff.page.getByRole('region', { name: 'Disputes' });
    await expect(disputesOfTraveler).toContainText('1 dispute, all resolved.');
    await expect(disputesOfTraveler).toContainText(`Partial refund: ${HALF} refunded`);
    await expectNoSeriousA11yViolation(staff.page);
    await saveScreenshot(staff.page, 'disputes-admin-user-profile');

    for (const person of [staff, traveler, sender]) await person.context.close();
  });
});

import { expectNoSeriousA11yViolation } from '../fixtures/a11y';
import { createSender, DEMO, newUser, ORIGIN, signInViaApi } from '../fixtures/accounts';
import { expect, test } from '../fixtures/console';
import { saveScreenshot } from '../fixtures/screenshots';
import { SITES } from '../playwright.config';

// /user and /admin-p?id= (docs/product/admin.md): staff find a person, open their profile, deactivate and
// reactivate them.

test.describe('staff: users', () => {
  // Each journey signs a person up or in (argon2 hashing) and runs axe two or three times: on a shared two-core
  // machine that comes close to the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('search a sender, open their profile, deactivate (they cannot sign in) and reactivate', async ({
    page,
    request,
  }) => {
    const sender = await createSender(request, newUser('sender'));
    await signInViaApi(page, DEMO.admin);

    await page.goto(`${SITES.admin}/user`);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Senders', selected: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search senders' }).fill(sender.email);
    const card = page.getByRole('article', { name: sender.fullName });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('0 items sent')).toBeVisible();
    await expect(card.getByText('Nigeria')).toBeVisible();
    await expectNoSeriousA11yViolation(page);

    await card.getByRole('link', { name: sender.fullName, exact: true }).click();
    await expect(page).toHaveURL(/\/admin-p\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: sender.fullName })).toBeVisible();
    await expect(page.getByText(sender.email)).toBeVisible();
    await expectNoSeriousA11yViolation(page);

    await page.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog', { name: `Deactivate ${sender.fullName}?` });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('E2E: asked to close the account');
    await expectNoSeriousA11yViolation(page);
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(dialog).toBeHidden();
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByText('Deactivated', { exact: true }).first()).toBeVisible();

    // A deactivated person cannot sign in.
    const refused = await request.post(`${SITES.shell}/api/v1/auth/login`, {
      headers: ORIGIN,
      data: { email: sender.email, password: sender.password },
    });
    expect(refused.ok()).toBe(false);

    await page.getByRole('button', { name: 'Reactivate' }).click();
    await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();
    const welcomeBack = await request.post(`${SITES.shell}/api/v1/auth/login`, {
      headers: ORIGIN,
      data: { email: sender.email, password: sender.password },
    });
    expect(welcomeBack.status()).toBe(200);

    // Go Back returns to the list.
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(new RegExp(`${SITES.admin}/user`));
  });

  test('the Travelers tab, and a traveler waiting for review with their ID', async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
    await page.goto(`${SITES.admin}/user?tab=travelers`);
    // Found by search: the journeys before this one add travelers, which can push the demo traveler past page 1.
    await page.getByRole('searchbox', { name: 'Search travelers' }).fill(DEMO.traveler.fullName);
    await expect(page.getByRole('article', { name: DEMO.traveler.fullName })).toBeVisible();
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'users-travelers');

    await page.getByRole('searchbox', { name: 'Search travelers' }).fill('Amani');
    const amani = page.getByRole('article', { name: 'Amani Uwimana' });
    await expect(amani.getByText('Verification pending')).toBeVisible();
    await amani.getByRole('link', { name: 'Amani Uwimana', exact: true }).click();
    const verification = page.getByRole('region', { name: 'Verification' });
    await expect(verification.getByRole('button', { name: 'Approve' })).toBeVisible();
    const viewId = verification.getByRole('link', { name: /View ID/ });
    await expect(viewId).toBeVisible();
    // The owner-or-staff route answers the staff member with the file (and audits the read).
    const idFile = await page.request.get(`${SITES.admin}${await viewId.getAttribute('href')}`);
    expect(idFile.status()).toBe(200);
    expect(idFile.headers()['content-type']).toMatch(/^(image\/|application\/pdf)/);
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'user-traveler');

    // Back keeps the tab and the search.
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Travelers', selected: true })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search travelers' })).toHaveValue('Amani');
  });

  test('the Senders tab, and the demo sender’s profile with their orders', async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
    await page.goto(`${SITES.admin}/user`);
    // Newest first: the other journeys' senders may have pushed the demo sender past the first page.
    await expect(page.getByRole('article').first()).toBeVisible();
    await saveScreenshot(page, 'users-senders');

    await page.getByRole('searchbox', { name: 'Search senders' }).fill(DEMO.sender.email);
    await expect(page.getByRole('article', { name: DEMO.sender.fullName })).toBeVisible();
    await page.getByRole('link', { name: DEMO.sender.fullName, exact: true }).click();
    await expect(page.getByRole('region', { name: 'Orders' }).getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'user-sender');
  });
});

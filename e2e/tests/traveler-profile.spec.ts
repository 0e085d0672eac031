import { expectNoSeriousA11yViolation } from '../fixtures/a11y';
import { DEMO, signInViaApi } from '../fixtures/accounts';
import { expect, test } from '../fixtures/console';
import { saveScreenshot } from '../fixtures/screenshots';
import { SITES } from '../playwright.config';

test.describe('traveler profile', () => {
  test('the demo traveler sees the profile, its settings, account settings and the bell', async ({
    page,
  }) => {
    await signInViaApi(page, DEMO.traveler);
    await page.goto(`${SITES.traveler}/profile-t`);
    await expect(page.getByRole('heading', { level: 2, name: DEMO.traveler.fullName })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'profile-t');

    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('link', { name: /Switch Account/ })).toHaveAttribute(
      'href',
      `${SITES.sender}/home`,
    );
    await saveScreenshot(page, 'profile-t-settings');

    await page.getByRole('link', { name: /Account settings/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute('href', '/profile-t');
    await saveScreenshot(page, 'traveler-account-settings');

    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
    await saveScreenshot(page, 'traveler-bell');
  });
});

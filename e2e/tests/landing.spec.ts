import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/console';
import { saveScreenshot } from '../fixtures/screenshots';

/** At 375 px the header links sit behind the Menu button. */
async function openHeaderMenu(page: Page) {
  const header = page.getByRole('banner');
  const menu = header.getByRole('button', { name: 'Menu' });
  // isVisible() does not wait: let the header render before deciding which layout it has.
  await expect(header.getByRole('link', { name: 'Tote' })).toBeVisible();
  if (await menu.isVisible()) await menu.click();
}

test.describe('landing page', () => {
  test('shows every section of docs/product/accounts.md, Landing page', async ({ page }) => {
    await page.goto('/');
    await saveScreenshot(page, 'landing');
    await openHeaderMenu(page);
    const header = page.getByRole('banner');
    for (const name of ['Home', 'How it works', 'FAQs', 'Sign In', 'Sign Up']) {
      await expect(header.getByRole('link', { name, exact: true }).filter({ visible: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Start sending' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Become a traveler' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /how it works/i })).toBeVisible();
    await expect(page.getByRole('heading', { name: /what we offer/i })).toBeVisible();
    for (const offer of [/secure deliveries/i, /clear transport pricing/i, /global coverage/i]) {
      await expect(page.getByRole('heading', { name: offer })).toBeVisible();
    }
    await expect(page.getByText('Ready to Send Your Items or Earn while Traveling?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
    await expect(footer.getByRole('link', { name: /twitter|x\b/i }).first()).toBeVisible();
  });

  test('/land shows the landing page too', async ({ page }) => {
    await page.goto('/LAND');
    await expect(page.getByText('Ready to Send Your Items or Earn while Traveling?')).toBeVisible();
  });

  test('header and hero links go where docs/product/accounts.md says', async ({ page }) => {
    const targets: [string, RegExp][] = [
      ['Sign In', /\/login$/],
      ['Sign Up', /\/sign-up$/],
      ['Start sending', /\/sign-up$/],
      ['Become a traveler', /\/signup-t$/],
      ['Get Started', /\/sign-up$/],
    ];
    for (const [name, url] of targets) {
      await page.goto('/');
      if (name.startsWith('Sign')) await openHeaderMenu(page);
      await page.getByRole('link', { name, exact: true }).filter({ visible: true }).first().click();
      await expect(page).toHaveURL(url);
    }
  });

  test('every footer link opens its page', async ({ page }) => {
    const links = [
      'About',
      'Resources & Policies',
      'Careers',
      'Content Integrity',
      'Terms of Use',
      'Privacy & Cookies',
      'Write a Review',
      'Join Our Community',
      'Help',
    ];
    for (const name of links) {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).not.toHaveURL(/\/$/);
    }
  });

  test('the currency and country choice persists across a reload', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const currency = footer.getByLabel(/currency/i);
    const country = footer.getByLabel(/country/i);
    await expect(currency).toHaveValue('NGN');
    await expect(country).toHaveValue(/nigeria|NG/i);
    await currency.selectOption('USD');
    await country.selectOption({ label: 'Kenya' });
    await page.reload();
    await expect(page.getByRole('contentinfo').getByLabel(/currency/i)).toHaveValue('USD');
    await expect(page.getByRole('contentinfo').getByLabel(/country/i)).toHaveValue(/kenya|KE/i);
  });

  test('axe-core finds no serious or critical violation', async ({ page }) => {
    await page.goto('/');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { createSender, DEMO, newUser, signInViaApi } from '../fixtures/accounts';
import { expect, test } from '../fixtures/console';
import { createOrderViaApi, newOrderRequest } from '../fixtures/orders';
import { saveScreenshot } from '../fixtures/screenshots';
import { SITES } from '../playwright.config';

// /admin-l's Senders tab searched and paged (docs/decisions/026-lists-at-scale.md): Next asks for the orders after
// the last one shown (`after`, a keyset page), Previous goes back to where the page started, and the URL keeps both
// so that a reload shows the same page.

test.describe('staff: a searched list of waiting orders', () => {
  // Twelve orders with their images from two senders (ten an hour each at most), then the pages.
  test.describe.configure({ timeout: 60_000 });

  test('pages on with Next after the last order shown, back with Previous, and again after a reload', async ({
    page,
    request,
    playwright,
  }) => {
    const tag = randomUUID().slice(0, 6);
    const other = await playwright.request.newContext();
    await createSender(request, newUser('sender'));
    await createSender(other, newUser('sender'));
    const placed: string[] = [];
    for (let i = 0; i < 12; i++) {
      const sender = i % 2 === 0 ? request : other;
      placed.push(await createOrderViaApi(sender, newOrderRequest({ itemNames: [`Keyset ${tag} ${i}`] })));
    }
    await other.dispose();
    const newestFirst = [...placed].reverse();

    await signInViaApi(page, DEMO.admin);
    await page.goto(`${SITES.admin}/admin-l`);
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(`keyset ${tag}`);
    const pages = page.getByRole('navigation', { name: 'Sender orders pages' });
    const shownIds = () =>
      page
        .getByRole('link', { name: /^View order / })
        .evaluateAll((links) =>
          links.map((link) => link.getAttribute('aria-label')?.replace('View order ', '')),
        );
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await expect.poll(shownIds).toEqual(newestFirst.slice(0, 10));

    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages.getByText('Page 2 of 2')).toBeVisible();
    await expect.poll(shownIds).toEqual(newestFirst.slice(10));
    expect(new URL(page.url()).searchParams.get('after')).toBe(newestFirst[9]);

    // A reload reads the same page from the URL.
    await page.reload();
    await expect(pages.getByText('Page 2 of 2')).toBeVisible();
    await expect.poll(shownIds).toEqual(newestFirst.slice(10));
    await saveScreenshot(page, 'admin-l-search-page-2');

    await pages.getByRole('button', { name: 'Previous' }).click();
    await expect(pages.getByText('Page 1 of 2')).toBeVisible();
    await expect.poll(shownIds).toEqual(newestFirst.slice(0, 10));
    expect(new URL(page.url()).searchParams.has('after')).toBe(false);
  });
});

import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousA11yViolation } from '../fixtures/a11y';
import {
  createSender,
  DEMO,
  newUser,
  ORIGIN,
  readCode,
  signInViaApi,
  signUpViaApi,
  type TestUser,
  urlOf,
} from '../fixtures/accounts';
import { expect, test } from '../fixtures/console';
import { saveScreenshot } from '../fixtures/screenshots';
import { SITES } from '../playwright.config';

// A sender and a staff member chat live (two browser contexts, no reload); a traveler's Admin thread shows
// unread 1 until it is opened, then 0 (docs/product/lifecycles.md, Conversations); Message Traveler works on
// the demo's matched order TT-3MZ7QA. Runs at 375 and 1280 px (the two projects) against one server: each run
// writes its own words, and where a clean state matters (the unread greeting) a fresh account is used, so the
// order of the runs does not matter.

const api = (path: string) => `${SITES.shell}/api/v1/${path}`;
const stamp = () => Math.random().toString(36).slice(2, 8);

/** A signed-in person in a browser context of their own (the admin needs the second factor: signInViaApi). */
async function signedIn(browser: Browser, user: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: test.info().project.use.viewport ?? undefined });
  const page = await context.newPage();
  await signInViaApi(page, user);
  return { context, page };
}

/** Letters only (names take no digits): "Chidi Qxbrtm", unique enough to search for. */
function uniqueName(first: string): string {
  const letters = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${first} ${letters[0]?.toUpperCase()}${letters.slice(1).join('')}`;
}

const conversations = (page: Page, name = 'Conversations') => page.getByRole('list', { name });
const chatInput = (page: Page) => page.getByPlaceholder('Type a message...');

async function send(page: Page, text: string) {
  await chatInput(page).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('listitem', { name: 'Sent message' }).filter({ hasText: text })).toBeVisible();
  await expect(chatInput(page)).toHaveValue('');
}

/** A message from the other side shows up in the open chat, live: no reload (the event stream refreshes it). */
async function expectReceived(page: Page, from: string, text: string) {
  await expect(
    page.getByRole('listitem', { name: `Message from ${from}` }).filter({ hasText: text }),
  ).toBeVisible({ timeout: 15_000 });
}

test.describe('messages', () => {
  // Two or three people in their own browser contexts, each with an axe pass: longer than one person's screen.
  test.describe.configure({ timeout: 90_000 });

  test('a sender writes to Admin; staff find the thread in /admin-m, answer, and the sender reads the answer', async ({
    page,
    browser,
  }) => {
    const sender: TestUser = { ...newUser('sender'), fullName: uniqueName('Chidi') };
    await createSender(page.request, sender);
    await page.goto(`${SITES.sender}/message`);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const admin = conversations(page).getByRole('button', { name: /^Admin/ });
    await expect(admin).toContainText('1 unread');
    await admin.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Chat with Admin' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Message from Admin' })).toContainText('welcome to Tote');
    // Read: back on the list (beside the chat on wide screens, in its place on small ones) the badge is gone.
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(admin).not.toContainText('unread');
    await admin.click();

    // Empty and only-spaces messages are not sent.
    await chatInput(page).fill('   ');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Type a message before sending.');
    await expect(page.getByRole('listitem', { name: 'Sent message' })).toHaveCount(0);

    const question = `Is my laptop allowed? (${stamp()})`;
    await send(page, question);
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'message-chat');

    const staff = await signedIn(browser, DEMO.admin);
    await staff.page.goto(`${SITES.admin}/admin-m`);
    await expect(staff.page.getByRole('tab', { name: 'Senders', selected: true })).toBeVisible();
    await staff.page.getByRole('searchbox', { name: 'Search conversations' }).fill(sender.fullName);
    const row = conversations(staff.page, 'Senders conversations').getByRole('button', {
      name: new RegExp(sender.fullName),
    });
    await expect(row).toContainText(question);
    await expect(row).toContainText('1 unread');
    await expect(conversations(staff.page, 'Senders conversations').getByRole('button')).toHaveCount(1);
    await expectNoSeriousA11yViolation(staff.page);
    await saveScreenshot(staff.page, 'admin-m-list');

    await row.click();
    await expect(
      staff.page.getByRole('heading', { level: 2, name: `Chat with ${sender.fullName}` }),
    ).toBeVisible();
    await expect(
      staff.page
        .getByRole('listitem', { name: `Message from ${sender.fullName}` })
        .filter({ hasText: question }),
    ).toBeVisible();
    const answer = `Yes, list it on the order. (${stamp()})`;
    await send(staff.page, answer);
    await expectNoSeriousA11yViolation(staff.page);
    await saveScreenshot(staff.page, 'admin-m-chat');

    // The sender's side: the answer from Admin arrives in the chat still open, and the thanks reach staff live.
    await expectReceived(page, 'Admin', answer);
    const thanks = `Thank you! (${stamp()})`;
    await send(page, thanks);
    await expectReceived(staff.page, sender.fullName, thanks);

    await staff.page.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(staff.page.getByRole('heading', { name: /^Chat with/ })).toHaveCount(0);
    await expect(row).toContainText(thanks);
    // Staff read it in the open chat: no unread badge.
    await expect(row).not.toContainText('unread');
    await staff.context.close();
  });

  test('a traveler’s Admin thread shows unread 1 until it is opened, then 0', async ({ page }) => {
    // A new traveler: the demo traveler's thread is read by whichever run opens it first.
    const traveler = newUser('traveler');
    await signUpViaApi(page.request, traveler, 'traveler');
    const code = await readCode(page.request, traveler.email, 'verify_email');
    expect(
      (
        await page.request.post(api('auth/verify-email'), {
          headers: ORIGIN,
          data: { email: traveler.email, code },
        })
      ).status(),
    ).toBe(200);
    expect(
      (await page.request.post(api('me/roles'), { headers: ORIGIN, data: { role: 'traveler' } })).status(),
    ).toBe(200);

    await page.goto(`${SITES.traveler}/message-t`);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const admin = conversations(page).getByRole('button', { name: /^Admin/ });
    await expect(admin).toContainText('1 unread');
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'message-t-list');
    await admin.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Chat with Admin' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Message from Admin' })).toContainText('welcome to Tote');
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(admin).not.toContainText('unread');
    // The server recorded it: after a reload the badge stays at 0.
    await page.reload();
    await expect(conversations(page).getByRole('button', { name: /^Admin/ })).not.toContainText('unread');
    await expect(conversations(page).getByRole('button', { name: /^Admin/ })).toContainText(
      'welcome to Tote',
    );

    // The demo traveler's Admin thread (seeded with its unread greeting) reads 0 once opened, too.
    await page.context().clearCookies();
    await signInViaApi(page, DEMO.traveler);
    await page.goto(`${SITES.traveler}/message-t`);
    const demoAdmin = conversations(page).getByRole('button', { name: /^Admin/ });
    await demoAdmin.click();
    await expect(page.getByRole('heading', { level: 2, name: 'Chat with Admin' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Message from Admin' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Back to conversations' }).click();
    await expect(demoAdmin).not.toContainText('unread');
  });

  test('Message Traveler on TT-3MZ7QA opens the delivery chat; the traveler reads it on /message-t and answers', async ({
    page,
    browser,
  }) => {
    await signInViaApi(page, DEMO.sender);
    await page.goto(`${SITES.sender}/delivery-tracking?id=TT-3MZ7QA`);
    await page.getByRole('link', { name: 'Message Traveler' }).click();
    await expect(page).toHaveURL(urlOf('sender', '/message'));
    await expect(page.getByRole('heading', { level: 2, name: 'Chat with Tess Traveler' })).toBeVisible();
    // The demo thread's earlier messages.
    await expect(page.getByRole('listitem', { name: 'Message from Tess Traveler' }).first()).toBeVisible();
    const note = `The receiver is Claudine. (${stamp()})`;
    await send(page, note);
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'message-delivery-chat');

    const traveler = await signedIn(browser, DEMO.traveler);
    await traveler.page.goto(`${SITES.traveler}/message-t`);
    const row = conversations(traveler.page)
      .getByRole('button', { name: /^Sam Sender/ })
      .filter({
        hasText: 'TT-3MZ7QA',
      });
    await expect(row).toContainText(note);
    await row.click();
    await expect(
      traveler.page.getByRole('heading', { level: 2, name: 'Chat with Sam Sender' }),
    ).toBeVisible();
    await expect(
      traveler.page.getByRole('listitem', { name: 'Message from Sam Sender' }).filter({ hasText: note }),
    ).toBeVisible();
    await expectNoSeriousA11yViolation(traveler.page);
    await saveScreenshot(traveler.page, 'message-t-chat');

    // And back from the traveler's tracking screen: Message Sender opens the same chat.
    await traveler.page.goto(`${SITES.traveler}/delivery-tracking?id=TT-3MZ7QA`);
    await traveler.page.getByRole('link', { name: 'Message Sender' }).click();
    await expect(
      traveler.page.getByRole('heading', { level: 2, name: 'Chat with Sam Sender' }),
    ).toBeVisible();
    const reply = `Noted, thanks! (${stamp()})`;
    await send(traveler.page, reply);
    await traveler.context.close();

    await expectReceived(page, 'Tess Traveler', reply);
  });

  test('the conversation lists at 375 and 1280 px', async ({ page }) => {
    await signInViaApi(page, DEMO.sender);
    await page.goto(`${SITES.sender}/message`);
    await expect(conversations(page).getByRole('button').first()).toBeVisible();
    await expectNoSeriousA11yViolation(page);
    await saveScreenshot(page, 'message-list');
  });
});

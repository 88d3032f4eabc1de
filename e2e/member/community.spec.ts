import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHAT_POLL_MS, NOTIFICATIONS_POLL_MS } from '@earnflow/contracts';
import { insertChatMessage } from '../../apps/api/src/modules/chat/chat.service';
import { textOf } from '../../apps/api/test/mail-server';
import { desktop, hasBrowser, nextPoll, useBrowserHarness } from '../support/harness';
import { signInAdmin, signInMember, tinyPng } from '../support/session';

/** A SweetAlert2 dialog with this text, closed with its confirm button. */
async function acknowledge(page: Page, text: string, button = 'OK') {
  const dialog = page.getByRole('dialog');
  const shown = dialog.getByText(text, { exact: true });
  await shown.waitFor();
  await dialog.getByRole('button', { name: button }).click();
  // The next dialog (a confirmation's result) may reuse the same popup: wait for this text to go.
  await shown.waitFor({ state: 'hidden' });
}

/** The chat's message log. */
const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });

async function send(page: Page, text: string) {
  await page.getByLabel('Message', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

/** The bell's accessible name holds its count ("Notifications, 2 unread"). */
const bellName = (page: Page) =>
  page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label');

describe.skipIf(!hasBrowser)('community, support and notifications', () => {
  const harness = useBrowserHarness();

  it('two members and an admin chat in the community room, with an image, and the admin removes a message', async () => {
    const saraPage = await harness.newPage(undefined, { clock: true });
    await signInMember(harness.ctx, saraPage, { name: 'Sara Khan' });
    const aliPage = await harness.newPage(undefined, { clock: true });
    await signInMember(harness.ctx, aliPage, { name: 'Ali Raza' });
    const adminPage = await harness.newPage(desktop);
    await signInAdmin(harness.ctx, adminPage, 'Support Lead');

    await saraPage.goto('/chat/community');
    await saraPage.getByRole('heading', { name: 'Community Chat' }).waitFor();
    await saraPage.getByText('No messages yet. Say hello to the community!').waitFor();
    // Empty text without a file sends nothing.
    await saraPage.getByRole('button', { name: 'Send', exact: true }).click();
    await send(saraPage, 'Hello from Sara <b>not bold</b>');
    await messages(saraPage).getByText('Hello from Sara <b>not bold</b>').waitFor();
    await messages(saraPage).getByText('You', { exact: true }).waitFor();

    await saraPage
      .getByLabel('Attach an image or video')
      .setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: tinyPng });
    await saraPage.getByText('Image: pixel.png').waitFor();
    await saraPage.getByRole('button', { name: 'Send', exact: true }).click();
    await messages(saraPage).getByRole('img', { name: 'Image from You' }).waitFor();

    await aliPage.goto('/chat/community');
    await messages(aliPage).getByText('Hello from Sara <b>not bold</b>').waitFor();
    await messages(aliPage).getByRole('img', { name: 'Image from Sara Khan' }).waitFor();
    await send(aliPage, 'Hi Sara, welcome!');
    // Sara's screen gets Ali's message at its next poll (every 5 seconds).
    await nextPoll(saraPage, CHAT_POLL_MS);
    await messages(saraPage).getByText('Hi Sara, welcome!').waitFor({ timeout: 10_000 });
    await messages(saraPage).getByText('Ali Raza', { exact: true }).waitFor();

    await adminPage.goto('/admin/support');
    await adminPage.getByRole('tab', { name: 'Community room' }).click();
    await messages(adminPage).getByText('Hi Sara, welcome!').waitFor();
    await send(adminPage, 'Welcome both of you. Be kind!');
    await nextPoll(aliPage, CHAT_POLL_MS);
    await nextPoll(saraPage, CHAT_POLL_MS);
    await messages(aliPage).getByText('Welcome both of you. Be kind!').waitFor({ timeout: 10_000 });
    await messages(aliPage).getByText('Admin', { exact: true }).waitFor();
    await messages(saraPage).getByText('Welcome both of you. Be kind!').waitFor({ timeout: 10_000 });
    await harness.screenshot(saraPage, 'member-community-chat-390');

    await messages(adminPage).getByText('Hi Sara, welcome!').hover();
    await adminPage.getByRole('button', { name: 'Remove message from Ali Raza' }).click();
    await acknowledge(adminPage, 'This message will be removed for everyone.', 'Yes, remove it!');
    await acknowledge(adminPage, 'The message is gone for everyone.');
    await harness.screenshot(adminPage, 'admin-support-community-1440');
    await nextPoll(saraPage, CHAT_POLL_MS);
    await nextPoll(aliPage, CHAT_POLL_MS);
    await expect
      .poll(() => messages(saraPage).getByText('Hi Sara, welcome!').count(), { timeout: 10_000 })
      .toBe(0);
    await expect
      .poll(() => messages(aliPage).getByText('Hi Sara, welcome!').count(), { timeout: 10_000 })
      .toBe(0);
  });

  it('opens at the latest message and loads earlier ones on scrolling up', async () => {
    const page = await harness.newPage(undefined, { clock: true });
    const member = await signInMember(harness.ctx, page, { name: 'Early Bird' });
    const room = { kind: 'public' as const };
    for (let index = 1; index <= 70; index += 1) {
      await insertChatMessage(harness.ctx.app.db, {
        room,
        sender: { kind: 'USER', userId: member.id },
        text: `History line ${String(index)}`,
        media: null,
        createdAt: new Date(),
      });
    }
    await page.goto('/chat/community');
    const log = messages(page);
    await log.getByText('History line 70', { exact: true }).waitFor();
    expect(await log.getByText('History line 1', { exact: true }).count()).toBe(0);
    const atBottom = () =>
      log.evaluate((box) => Math.abs(box.scrollHeight - box.scrollTop - box.clientHeight) < 4);
    await expect.poll(atBottom).toBe(true);

    await log.evaluate((box) => box.scrollTo({ top: 0 }));
    await log.getByText('History line 1', { exact: true }).waitFor();
    // What the reader was looking at stays in view: the list does not jump back to the bottom.
    expect(await atBottom()).toBe(false);

    // A message arriving while they read earlier ones does not pull them down; a button offers it.
    await insertChatMessage(harness.ctx.app.db, {
      room,
      sender: { kind: 'USER', userId: member.id },
      text: 'Fresh news',
      media: null,
      createdAt: new Date(),
    });
    // It comes through the event stream (the room does not poll while the stream is open).
    const jump = page.getByRole('button', { name: 'New messages' });
    await jump.waitFor({ timeout: 10_000 });
    expect(await atBottom()).toBe(false);
    await jump.click();
    await expect.poll(atBottom).toBe(true);
    await jump.waitFor({ state: 'detached' });
  });

  it('a member writes to support, the admin answers in /admin/support, and the member reads it and is notified', async () => {
    const page = await harness.newPage(undefined, { clock: true });
    await signInMember(harness.ctx, page, { name: 'Hina Malik' });
    await page.goto('/support');
    await page.getByRole('heading', { name: 'Support' }).waitFor();
    await harness.checkAccessibility(page);
    await page.getByLabel('Subject').fill('   ');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await acknowledge(page, 'Both fields are required.');
    await page.getByLabel('Subject').fill('Deposit not credited');
    await page.getByLabel('Message').fill('I sent $20 by Easypaisa this morning.');
    await harness.screenshot(page, 'member-support-390');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Sent!').waitFor();
    await acknowledge(page, "Your message has been sent. We'll get back to you shortly.");
    expect(await page.getByLabel('Subject').inputValue()).toBe('');
    expect(await page.getByLabel('Message').inputValue()).toBe('');
    expect(await bellName(page)).toBe('Notifications');

    const adminPage = await harness.newPage(desktop);
    await signInAdmin(harness.ctx, adminPage, 'Support Lead');
    await adminPage.goto('/admin/support');
    const tickets = adminPage.getByRole('list', { name: 'Support tickets' });
    await tickets.getByText('Deposit not credited').click();
    await messages(adminPage).getByText('I sent $20 by Easypaisa this morning.', { exact: false }).waitFor();
    await send(adminPage, 'Thanks Hina, it is credited now.');
    await messages(adminPage).getByText('Thanks Hina, it is credited now.').waitFor();
    await adminPage.getByRole('button', { name: 'Close ticket Deposit not credited' }).click();
    await adminPage.getByRole('button', { name: 'Reopen ticket Deposit not credited' }).waitFor();
    await tickets.getByText('Closed').waitFor();
    await harness.screenshot(adminPage, 'admin-support-ticket-1440');

    // The bell counts the reply and the closed ticket without a reload, at its next poll.
    await nextPoll(page, NOTIFICATIONS_POLL_MS);
    await expect.poll(() => bellName(page), { timeout: 25_000 }).toBe('Notifications, 2 unread');
    await page.getByRole('link', { name: 'Chat with Admin Support' }).click();
    await page.getByRole('heading', { name: 'Admin Support' }).waitFor();
    await page.getByText('Online', { exact: true }).waitFor();
    await messages(page).getByText('Thanks Hina, it is credited now.').waitFor();
    await harness.screenshot(page, 'member-chat-admin-390');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByText('Admin Support replied').waitFor();
    await page.getByText('Support ticket closed').waitFor();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByText('No notifications found').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('region', { name: 'Notifications panel' }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL('**/support');
  });

  it('an admin creates and deletes a notification, and the member’s bell follows', async () => {
    const page = await harness.newPage(undefined, { clock: true });
    await signInMember(harness.ctx, page);
    await page.goto('/');
    await expect.poll(() => bellName(page)).toBe('Notifications');

    const adminPage = await harness.newPage(desktop);
    await signInAdmin(harness.ctx, adminPage, 'Support Lead');
    await adminPage.goto('/admin/notifications');
    await adminPage.waitForURL('**/admin/notifcations');
    await adminPage.getByRole('table', { name: 'Notifications' }).waitFor();
    // Let the check of the screen just shown finish before a dialog opens over it.
    await harness.checkAccessibility(adminPage);
    const form = adminPage.getByRole('complementary', { name: 'Add Notification' });
    await form.getByRole('button', { name: 'Add Notification' }).click();
    await acknowledge(adminPage, 'All fields are required');
    await form.getByLabel('Title').fill('Eid bonus week');
    await form.getByLabel('Message').fill('Every ad pays double until Sunday.');
    await harness.screenshot(adminPage, 'admin-notifications-form-1440');
    await form.getByRole('button', { name: 'Add Notification' }).click();
    await acknowledge(adminPage, 'Notification created');
    const table = adminPage.getByRole('table', { name: 'Notifications' });
    await table.getByText('Eid bonus week').waitFor();
    await harness.screenshot(adminPage, 'admin-notifications-1440');

    await nextPoll(page, NOTIFICATIONS_POLL_MS);
    await expect.poll(() => bellName(page), { timeout: 25_000 }).toBe('Notifications, 1 unread');

    await table.getByRole('button', { name: 'Delete notification Eid bonus week' }).click();
    await acknowledge(adminPage, 'This notification will be permanently deleted!', 'Yes, delete it!');
    await acknowledge(adminPage, 'Notification has been deleted.');
    await table.getByText('No notifications found.').waitFor();
    await nextPoll(page, NOTIFICATIONS_POLL_MS);
    await expect.poll(() => bellName(page), { timeout: 25_000 }).toBe('Notifications');
  });

  it('an admin sends an e-mail to all members and watches it go out', async () => {
    const member = await signInMember(harness.ctx, await harness.newPage());
    const quietPage = await harness.newPage();
    const quiet = await signInMember(harness.ctx, quietPage, { name: 'Quiet Member' });
    await quietPage.goto('/settings');
    const announcements = quietPage.getByRole('switch', { name: 'Announcements by e-mail' });
    // The switch shows "on" while the member's preference loads, disabled: a click then would be lost.
    await expect.poll(() => announcements.isEnabled()).toBe(true);
    await expect.poll(() => announcements.isChecked()).toBe(true);
    await announcements.click({ force: true });
    await expect.poll(() => announcements.isChecked()).toBe(false);
    await announcements.scrollIntoViewIfNeeded();
    await harness.screenshot(quietPage, 'member-settings-email-390');

    const adminPage = await harness.newPage(desktop);
    await signInAdmin(harness.ctx, adminPage, 'Support Lead');
    await adminPage.goto('/admin/send-email');
    await adminPage.getByRole('table', { name: 'Past e-mails to all members' }).waitFor();
    await harness.checkAccessibility(adminPage);
    await adminPage.getByRole('button', { name: 'Send Email' }).click();
    await acknowledge(adminPage, 'Subject and body are required.');
    await adminPage.getByLabel('Subject').fill('Weekend offers');
    await adminPage
      .getByLabel('Body (HTML)')
      .fill('<p>Big <b>weekend</b> offers!</p><script>alert(1)</script>');
    await adminPage.getByRole('button', { name: 'Send Email' }).click();
    await acknowledge(adminPage, 'Send this e-mail to every member?', 'Yes, send it');
    await acknowledge(adminPage, 'Emails sent to all users.', 'OK');
    const history = adminPage.getByRole('table', { name: 'Past e-mails to all members' });
    await history.getByText('Weekend offers').waitFor();
    await history.getByText('Done', { exact: true }).waitFor({ timeout: 20_000 });
    await harness.screenshot(adminPage, 'admin-send-email-1440');
    const mail = await harness.ctx.mail.waitFor(member.email);
    expect(mail.subject).toBe('Weekend offers');
    expect(mail.raw).not.toContain('<script');
    expect(harness.ctx.mail.countTo(quiet.email)).toBe(0);

    // The e-mail's link opens a page that unsubscribes with one click, without signing in.
    const link = /https?:\/\/\S+?(\/unsubscribe\?token=[\w-]+)/.exec(textOf(mail))?.[1];
    expect(link).toBeDefined();
    const guestPage = await harness.newPage();
    await guestPage.goto(link ?? '/unsubscribe');
    await guestPage.getByRole('heading', { name: 'Unsubscribe from announcements?' }).waitFor();
    await harness.screenshot(guestPage, 'member-unsubscribe-390');
    await guestPage.getByRole('button', { name: 'Unsubscribe' }).click();
    await guestPage.getByText('You will no longer receive announcements from us by e-mail.').waitFor();
  });
});

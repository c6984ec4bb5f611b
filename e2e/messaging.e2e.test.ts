import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CHAT_LIMITS, contract, type LoginResponse } from '@conf/common';
import { apiCall } from './support/api';
import { registerProfessor } from './support/authors';
import { openPage, type TrackedPage } from './support/browser';
import { tinyPng } from './support/png';
import { text } from './support/site';
import { browserStory } from './support/story';

const story = browserStory();
const { baseUrl, dataDir } = story;
const adminEmail = inject('adminEmail');
const adminPassword = inject('adminPassword');

const t = (key: Parameters<typeof text>[1]) => text('en', key);
/** The console speaks Azerbaijani until the organiser picks another language (spec §1). */
const tAdmin = (key: Parameters<typeof text>[1]) => text('az', key);
/** Polls with room for a loaded machine (vitest's default is one second). */
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 15_000 });

/** The chat's author, Nigar Chatfield, through the API. */
const registerAuthor = (email: string, password: string) =>
  registerProfessor(baseUrl, dataDir, { email, password, name: 'Nigar', surname: 'Chatfield' });

/** Signs in through the API and hands the browser the cookie the sign-in form would set. */
async function signIn(page: Page, email: string, password: string): Promise<LoginResponse> {
  const res = await apiCall(baseUrl, contract.auth.login, { body: { email, password } });
  expect(res.status).toBe(200);
  await page.context().addCookies([{ name: 'auth._token', value: res.body.token, url: baseUrl }]);
  return res.body;
}

const live = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.realtime === 'connected', null, {
    timeout: 20_000,
  });

const message = (page: Page, body: string) => page.locator('.chat-msg', { hasText: body });
const seenMark = (page: Page, body: string) =>
  message(page, body).locator('.chat-msg__status').getAttribute('data-seen');
const menuBadge = (page: Page) => page.locator('[data-testid="badge-/admin/messages"]');
const dropdownBadge = (page: Page) => page.locator('.user-menu summary .badge');

async function send(
  page: Page,
  sendLabel: string,
  body: string,
  file?: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.locator('.chat-composer textarea').fill(body);
  if (file) await page.locator('.chat-composer input[type="file"]').setInputFiles(file);
  await page.locator('.chat-composer').getByRole('button', { name: sendLabel }).click();
}

describe('real-time messaging between an author and the organisers', () => {
  const stamp = Date.now().toString(36);
  const email = `chat-author-${stamp}@example.org`;
  const password = 'chat-password-1';
  let author: TrackedPage;
  let admin: TrackedPage;
  let authorId = 0;

  beforeAll(async () => {
    await registerAuthor(email, password);
    author = await openPage(story.browser, baseUrl);
    admin = await openPage(story.browser, baseUrl);
    authorId = (await signIn(author.page, email, password)).user.id;
    await signIn(admin.page, adminEmail, adminPassword);
  });
  afterAll(async () => {
    await author?.context.close().catch(() => undefined);
    await admin?.context.close();
  });

  it('shows the author among the online users', async () => {
    await admin.page.goto('/admin/users/online', { waitUntil: 'networkidle' });
    await live(admin.page);
    await author.page.goto('/user/panel/messages', { waitUntil: 'networkidle' });
    await live(author.page);
    await poll(() => admin.page.getByRole('cell', { name: email }).count()).toBe(1);
    const conversationLink = admin.page.locator(`a[href$="/admin/messages/${authorId}"]`);
    expect(await conversationLink.count()).toBe(1);
  });

  it('refuses an empty message and a file of the wrong type', async () => {
    const sendButton = author.page
      .locator('.chat-composer')
      .getByRole('button', { name: t('chat.composer.send') });
    expect(await sendButton.isDisabled()).toBe(true);
    await author.page.locator('.chat-composer textarea').press('Enter');
    await poll(() => author.page.locator('.chat-composer__problem').textContent()).toBe(
      t('validation.messageEmpty'),
    );
    await author.page.locator('.chat-composer input[type="file"]').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('plain text'),
    });
    await poll(() => author.page.locator('.chat-composer__problem').textContent()).toBe(
      t('validation.attachmentType'),
    );
    await author.page.locator('.chat-composer input[type="file"]').setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(CHAT_LIMITS.attachmentMaxBytes + 1),
    });
    await poll(() => author.page.locator('.chat-composer__problem').textContent()).toBe(
      t('validation.attachmentSize'),
    );
    // Nothing was attached, so sending stays impossible.
    expect(await author.page.locator('.chat-composer__file').count()).toBe(0);
  });

  it('delivers the author message live, with unread badges that fall once the organiser reads it', async () => {
    await admin.page.locator('a[href$="/admin/messages"]').first().click();
    await admin.page.waitForURL('**/admin/messages');
    await poll(() => admin.page.getByText(tAdmin('chat.admin.choose')).count()).toBe(1);

    await send(
      author.page,
      t('chat.composer.send'),
      'Hello organisers, a question about the programme.',
    );
    await poll(() => message(author.page, 'a question about the programme').count()).toBe(1);
    expect(await seenMark(author.page, 'a question about the programme')).toBe('false');

    // The organiser's console learns of it without a reload: a new contact with a badge.
    const contactBadge = admin.page.locator(`[data-testid="contact-unread-${authorId}"]`);
    await poll(() => contactBadge.textContent()).toContain('1');
    await poll(() => menuBadge(admin.page).textContent()).toContain('1');

    await admin.page.locator(`a[href$="/admin/messages/${authorId}"]`).first().click();
    await poll(() => message(admin.page, 'a question about the programme').count()).toBe(1);
    await poll(() => contactBadge.count()).toBe(0);
    await poll(() => menuBadge(admin.page).count()).toBe(0);
    // The author sees ✓✓ on their message.
    await poll(() => seenMark(author.page, 'a question about the programme')).toBe('true');
  });

  it('delivers the organiser reply with an image live, with the author badge rising and falling', async () => {
    // The author goes to the public home page (its layout keeps the socket); the reply raises
    // the badge of the user dropdown there.
    await author.page.locator('a[href="/"]').first().click();
    await author.page.waitForURL((url) => url.pathname === '/');
    await live(author.page);
    expect(await dropdownBadge(author.page).count()).toBe(0);

    await send(admin.page, tAdmin('chat.composer.send'), 'Here is the room plan.', {
      name: 'plan.png',
      mimeType: 'image/png',
      buffer: tinyPng(),
    });
    await poll(() => message(admin.page, 'Here is the room plan.').count()).toBe(1);
    await poll(() => message(admin.page, 'Here is the room plan.').locator('img').count()).toBe(1);
    expect(await seenMark(admin.page, 'Here is the room plan.')).toBe('false');
    await poll(() => dropdownBadge(author.page).textContent()).toBe('1');

    await author.page.locator('.user-menu summary').click();
    await author.page.locator('.user-menu a[href="/user/panel"]').click();
    await author.page.locator('a[href$="/user/panel/messages"]').first().click();
    const reply = message(author.page, 'Here is the room plan.');
    await poll(() => reply.count()).toBe(1);
    // The image comes through the authorised download route and really loads.
    const image = reply.locator('img');
    await poll(() =>
      image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBe(2);
    expect(await image.getAttribute('src')).toMatch(/\/api\/messages\/\d+\/attachment$/);
    await poll(() => dropdownBadge(author.page).count()).toBe(0);
    await poll(() => seenMark(admin.page, 'Here is the room plan.')).toBe('true');
  });

  it('drops the author from the online list when their page closes', async () => {
    await admin.page.locator('a[href$="/admin/users/online"]').first().click();
    await poll(() => admin.page.getByRole('cell', { name: email }).count()).toBe(1);
    await author.context.close();
    await poll(() => admin.page.getByRole('cell', { name: email }).count()).toBe(0);
    expect(author.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });
});

describe('conversation history', () => {
  it('opens at the newest messages and pages back to the oldest', async () => {
    const email = `chat-history-${Date.now().toString(36)}@example.org`;
    const password = 'chat-password-2';
    await registerAuthor(email, password);
    const login = await apiCall(baseUrl, contract.auth.login, { body: { email, password } });
    // A long history: the organisers write it (an author may send only so many a minute).
    const organiser = await story.adminToken();
    for (let i = 1; i <= 35; i++) {
      const form = new FormData();
      form.set('body', `History message ${i}.`);
      const res = await apiCall(
        baseUrl,
        contract.messages.reply,
        { params: { userId: login.body.user.id }, body: form },
        { token: organiser },
      );
      expect(res.status).toBe(201);
    }
    const { page, errors } = await story.page();
    await signIn(page, email, password);
    await page.goto('/user/panel/messages', { waitUntil: 'networkidle' });
    await poll(() => page.locator('.chat-msg').count()).toBe(30);
    expect(await page.locator('.chat-msg').last().textContent()).toContain('History message 35.');
    expect(await message(page, 'History message 1.').count()).toBe(0);
    await page.getByRole('button', { name: t('chat.loadOlder') }).click();
    await poll(() => page.locator('.chat-msg').count()).toBe(35);
    expect(await page.locator('.chat-msg').first().textContent()).toContain('History message 1.');
    expect(await page.getByText(t('chat.start')).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});

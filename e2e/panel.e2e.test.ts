import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contract, type LoginResponse } from '@conf/common';
import { apiCall } from './support/api';
import { acceptAbstract, registerAuthor, submitAbstract } from './support/authors';
import { en, escapeRegExp as escape } from './support/site';
import { browserStory } from './support/story';

/**
 * Issue 12 item 11 in the author's panel: the sidebar's border runs the window's full height
 * however long the page, the organisers' unread messages are counted on the sidebar's Messages
 * entry, and files are chosen on the design system's drop zone (dropped, or picked in the
 * dialog), a wrong type explained on the spot.
 */
const story = browserStory();
const { baseUrl, dataDir } = story;
const stamp = Date.now().toString(36);
/** A real PNG the API's sniffing accepts as a scanned receipt. */
const png = readFileSync(path.resolve(import.meta.dirname, '../desktop/build/icon.png'));
let author: LoginResponse;
let thesisId: number;

beforeAll(async () => {
  const organiser = await story.adminToken();
  author = await registerAuthor(baseUrl, dataDir, {
    email: `panel-${stamp}@example.org`,
    password: 'e2e-password-1',
  });
  // Two messages from the organisers the author has not read yet.
  for (const words of ['Your abstract arrived.', 'Please check the bank details.']) {
    const form = new FormData();
    form.set('body', words);
    const sent = await apiCall(
      baseUrl,
      contract.messages.reply,
      { params: { userId: author.user.id }, body: form },
      { token: organiser },
    );
    expect(sent.status).toBe(201);
  }
  const thesis = await submitAbstract(baseUrl, author, 'Drop zones in the panel');
  thesisId = thesis.id;
  await acceptAbstract(baseUrl, organiser, thesisId);
});
/** A page of this test, signed in as the author. */
const authorPage = (viewport = { width: 1280, height: 720 }) =>
  story.page({ viewport, token: author.token });

/**
 * Where the sidebar's end border is drawn down the window: at each height, what is on top at the
 * sidebar's last pixel column must draw a 1 px end border there (the sidebar itself, or the fold
 * button at the bottom, which covers the sidebar's own border).
 */
function siderBorderGaps(page: Page) {
  return page.locator('.panel-sider').evaluate((sider) => {
    const box = sider.getBoundingClientRect();
    const gaps: string[] = [];
    if (Math.round(box.top) !== 0 || Math.round(box.bottom) !== window.innerHeight) {
      gaps.push(`sidebar spans ${Math.round(box.top)}..${Math.round(box.bottom)}`);
    }
    for (let y = 1; y < window.innerHeight; y += 8) {
      const top = document.elementFromPoint(box.right - 0.5, y);
      const drawn =
        top !== null &&
        sider.contains(top) &&
        getComputedStyle(top).borderInlineEndWidth === '1px' &&
        Math.round(top.getBoundingClientRect().right) === Math.round(box.right);
      if (!drawn) gaps.push(`no border at y=${y} (${top?.className ?? 'nothing'})`);
    }
    return gaps.slice(0, 5);
  });
}

/** Drops a file made in the page on the drop zone, as a file dragged from the desktop lands. */
async function dropFile(page: Page, name: string, type: string, bytes: number[]) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, type, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
      return transfer;
    },
    { name, type, bytes },
  );
  await page.locator('.file-picker .ant-upload-drag [role="button"]').dispatchEvent('drop', {
    dataTransfer,
  });
}

describe("the author's panel", () => {
  it('draws the sidebar border from the top to the bottom of the window, scrolled or not', async () => {
    const { page, errors } = await authorPage();
    await page.goto('/user/panel/theses/send', { waitUntil: 'networkidle' });
    await page.locator('.panel-content form').waitFor();
    // A page longer than the window, or the test would prove nothing.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(
      720 * 1.5,
    );
    expect(await siderBorderGaps(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await siderBorderGaps(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('counts the unread messages on the Messages entry of the sidebar until they are read', async () => {
    const { page, errors } = await authorPage();
    await page.goto('/user/panel', { waitUntil: 'networkidle' });
    const entry = page
      .locator('.panel-sider .ant-menu-item')
      .filter({ hasText: en('panel.nav.messages') });
    const badge = entry.getByTestId('panel-messages-badge');
    await expect.poll(() => badge.isVisible()).toBe(true);
    expect(await badge.locator('.ant-scroll-number, sup').first().textContent()).toBe('2');
    await entry.getByRole('link').click();
    await page.waitForURL('**/user/panel/messages');
    await expect.poll(() => badge.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('takes a receipt dropped on the drop zone, after explaining a file of the wrong type', async () => {
    const { page, errors } = await authorPage();
    await page.goto(`/user/panel/theses/pay/${thesisId}`, { waitUntil: 'networkidle' });
    // The design system's drop zone, reachable by keyboard and named by the field's label.
    const zone = page.getByRole('button', { name: new RegExp(escape(en('panel.pay.receipt'))) });
    await zone.waitFor();
    expect(await zone.textContent()).toContain(en('panel.upload.drop'));
    expect(await zone.getAttribute('tabindex')).toBe('0');
    expect(await page.locator('.panel-content input[type="file"]').isVisible()).toBe(false);

    await dropFile(page, 'receipt.txt', 'text/plain', [104, 105]);
    await expect.poll(() => page.getByText(en('validation.receiptType')).count()).toBe(1);
    await dropFile(page, 'receipt.png', 'image/png', [...png]);
    await expect.poll(() => page.getByText(en('validation.receiptType')).count()).toBe(0);
    expect(await zone.textContent()).toContain('receipt.png');
    await page.getByRole('button', { name: en('panel.pay.send') }).click();
    await expect.poll(() => page.getByText(en('panel.pay.pending')).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});

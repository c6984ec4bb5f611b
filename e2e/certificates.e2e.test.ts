import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, type TrackedPage } from './support/browser';
import {
  adminToken,
  approvedParticipant,
  confirmPopup,
  download,
  registerPerson,
  serverHtml,
  signedIn,
} from './support/produces';
import { text } from './support/site';

/*
 * Certificates end to end: after the conference the organiser issues certificates of attendance
 * from the console; the participant finds theirs in the panel and downloads the PDF; its code
 * verifies on the public page in both languages (name, kind, date), and an unknown code says
 * so plainly, with a 404.
 */

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const en = (key: Parameters<typeof text>[1]) => text('en', key);
const az = (key: Parameters<typeof text>[1]) => text('az', key);
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('certificates', () => {
  const stamp = Date.now().toString(36);
  const email = `certificate-${stamp}@example.org`;
  const password = 'certificate-password-1';
  const surname = `Hüseynova${stamp}`;
  let participant: TrackedPage;
  let admin: TrackedPage;
  let code = '';

  beforeAll(async () => {
    const token = await adminToken(baseUrl, inject('adminEmail'), inject('adminPassword'));
    const user = await registerPerson(baseUrl, dataDir, {
      name: 'Ləman',
      surname,
      email,
      password,
    });
    await approvedParticipant(baseUrl, token, user);
    participant = await signedIn(browser, baseUrl, email, password);
    admin = await signedIn(browser, baseUrl, inject('adminEmail'), inject('adminPassword'));
  });
  afterAll(async () => {
    await participant?.context.close();
    await admin?.context.close();
  });

  it('lets the organiser issue attendance certificates from the console', async () => {
    const { page } = admin;
    await page.goto('/admin/certificates', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: az('adminCert.issue.attendance') }).click();
    await confirmPopup(page);
    const row = page.locator('tr').filter({ hasText: email });
    await page.goto(`/admin/certificates?q=${encodeURIComponent(email)}`, {
      waitUntil: 'networkidle',
    });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(az('certificate.kind.attendance'));
    code = (await row.getByRole('link').first().textContent())?.trim() ?? '';
    expect(code).toMatch(/^[0-9A-Z-]{6,}$/);
  });

  it('lets the participant download their certificate', async () => {
    const { page } = participant;
    await page.goto('/user/panel', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: en('panelCert.nav') }).click();
    await page.waitForURL('**/user/panel/certificates');
    await expect.poll(() => page.getByText(en('certificate.kind.attendance')).count()).toBe(1);
    const pdf = await download(page, () =>
      page.getByRole('link', { name: en('panelCert.download') }).click(),
    );
    expect(pdf.body.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('verifies the code on its public page in both languages', async () => {
    const english = await serverHtml(baseUrl, `/verify/${code}`);
    expect(english.status).toBe(200);
    expect(english.html).toContain(en('site.verify.valid'));
    expect(english.html).toContain(`Ləman ${surname}`);
    expect(english.html).toContain(en('site.verify.kind.attendance'));
    const azerbaijani = await serverHtml(baseUrl, `/az/verify/${code}`);
    expect(azerbaijani.html).toContain(az('site.verify.valid'));
    expect(azerbaijani.html).toContain(az('site.verify.kind.attendance'));

    const unknown = await serverHtml(baseUrl, '/verify/NO-SUCH-CODE');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain(en('site.verify.notFound'));

    // In the browser too, at phone width, hydrated without errors.
    const phone = await openPage(browser, baseUrl, { viewport: { width: 390, height: 844 } });
    try {
      await phone.page.goto(`/az/verify/${code}`, { waitUntil: 'networkidle' });
      await expect.poll(() => phone.page.getByText(az('site.verify.valid')).count()).toBe(1);
      expect(
        await phone.page.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(390);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.context.close();
    }
  });

  it('ran the panel and the console without an uncaught error', () => {
    expect(participant.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { download, participantAndOrganiser, serverHtml } from './support/produces';
import { az, confirmPopup, en } from './support/site';
import { browserStory } from './support/story';

/*
 * Certificates end to end: after the conference the organiser issues certificates of attendance
 * from the console; the participant finds theirs in the panel and downloads the PDF; its code
 * verifies on the public page in both languages (name, kind, date), and an unknown code says
 * so plainly, with a 404.
 */

const story = browserStory();
const { baseUrl } = story;

describe('certificates', () => {
  const stamp = Date.now().toString(36);
  const email = `certificate-${stamp}@example.org`;
  const password = 'certificate-password-1';
  const surname = `Hüseynova${stamp}`;
  const pages = participantAndOrganiser(story, { name: 'Ləman', surname, email, password });
  let code = '';

  it('lets the organiser issue attendance certificates from the console', async () => {
    const { page } = pages.admin;
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
    const { page } = pages.participant;
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
    const phone = await story.page({ viewport: { width: 390, height: 844 } });
    await phone.page.goto(`/az/verify/${code}`, { waitUntil: 'networkidle' });
    await expect.poll(() => phone.page.getByText(az('site.verify.valid')).count()).toBe(1);
    expect(
      await phone.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(390);
    expect(phone.errors).toEqual([]);
  });

  it('ran the panel and the console without an uncaught error', () => {
    expect(pages.participant.errors).toEqual([]);
    expect(pages.admin.errors).toEqual([]);
  });
});

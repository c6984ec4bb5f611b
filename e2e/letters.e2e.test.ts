import { describe, expect, it } from 'vitest';
import { download, participantAndOrganiser, serverHtml } from './support/produces';
import { az, control, en, pick } from './support/site';
import { browserStory } from './support/story';

/*
 * Visa invitation letters end to end: an approved participant fills the request in the panel
 * (the form keeps what was typed and shows the schema's message under the field at fault), sees
 * it awaiting a decision; the organiser approves it in the console's paged list; the participant
 * downloads the PDF, and the letter's reference is confirmed on its public page.
 */

const story = browserStory();
const { baseUrl } = story;

describe('invitation letters', () => {
  const stamp = Date.now().toString(36);
  const email = `letter-${stamp}@example.org`;
  const password = 'letter-password-1';
  const pages = participantAndOrganiser(story, {
    name: 'Orxan',
    surname: `Şükürov${stamp}`,
    email,
    password,
  });

  it('lets an approved participant request a letter from the panel', async () => {
    const { page } = pages.participant;
    await page.goto('/user/panel', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: en('letters.nav') }).click();
    await page.waitForURL('**/user/panel/letters');
    await expect.poll(() => page.getByText(en('letters.request')).count()).toBeGreaterThan(0);

    await control(page, en('letters.field.passportName')).fill('ORKHAN SHUKUROV');
    await control(page, en('letters.field.passportNumber')).fill('C0-1');
    await pick(page, en('letters.field.passportCountryId'), 'Germany', true);
    await control(page, en('letters.field.passportBirthDate')).fill('1990-05-17');
    await control(page, en('letters.field.stayFrom')).fill('2025-09-01');
    await control(page, en('letters.field.stayTo')).fill('2025-09-08');
    await page.getByRole('button', { name: en('letters.send') }).click();
    // The schema's message under the field; what was typed stays.
    await expect.poll(() => page.getByText(en('validation.passportNumber')).count()).toBe(1);
    expect(await control(page, en('letters.field.passportName')).inputValue()).toBe(
      'ORKHAN SHUKUROV',
    );

    await control(page, en('letters.field.passportNumber')).fill('C01 234 567');
    await page.getByRole('button', { name: en('letters.send') }).click();
    await expect.poll(() => page.getByText(en('letters.status.requested')).count()).toBe(1);
    // One pending request at a time: the form is gone.
    expect(await page.getByRole('button', { name: en('letters.send') }).count()).toBe(0);
  });

  it('lets the organiser approve it from the paged list, and the participant download it', async () => {
    const { page } = pages.admin;
    await page.goto(`/admin/letters?q=${encodeURIComponent(email)}`, {
      waitUntil: 'networkidle',
    });
    const row = page.locator('tr').filter({ hasText: email });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(az('letters.status.requested'));
    // Passport data is shown to organisers on demand.
    await row.getByRole('button', { name: az('adminLetters.details') }).click();
    await expect.poll(() => page.getByRole('dialog').getByText('C01234567').count()).toBe(1);
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: az('adminLetters.approve') }).click();
    await expect
      .poll(async () => (await row.textContent()) ?? '')
      .toContain(az('letters.status.approved'));
    const reference = /ICMM25-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec((await row.textContent()) ?? '')?.[0];
    expect(reference).toBeTruthy();

    const p = pages.participant.page;
    await p.reload({ waitUntil: 'networkidle' });
    await expect
      .poll(() => p.getByText(en('letters.status.approved'), { exact: true }).count())
      .toBe(1);
    expect(await p.getByText(reference!).count()).toBe(1);
    const letter = await download(p, () =>
      p.getByRole('link', { name: en('letters.download') }).click(),
    );
    expect(letter.body.subarray(0, 5).toString()).toBe('%PDF-');

    const verified = await serverHtml(baseUrl, `/verify/letter/${reference}`);
    expect(verified.status).toBe(200);
    expect(verified.html).toContain(en('site.verify.letterValid'));
    expect(verified.html).not.toContain('C01234567');
    const azVerified = await serverHtml(baseUrl, `/az/verify/letter/${reference}`);
    expect(azVerified.html).toContain(az('site.verify.letterValid'));
  });

  it('ran the panel and the console without an uncaught error', () => {
    expect(pages.participant.errors).toEqual([]);
    expect(pages.admin.errors).toEqual([]);
  });
});

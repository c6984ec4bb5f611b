import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { ThesisDto } from '@conf/common';
import type { TrackedPage } from './support/browser';
import { acceptedAbstract, download, registerPerson } from './support/produces';
import { az, escapeRegExp } from './support/site';
import { browserStory } from './support/story';

/*
 * The book of abstracts end to end: with one readable abstract and one whose archive holds no
 * readable PDF, the organiser builds the book with one click, follows the build to its end,
 * reads the report (the unreadable one is listed, not silently skipped) and downloads the PDF.
 */

const story = browserStory();
const { baseUrl, dataDir } = story;

describe('the book of abstracts', () => {
  const stamp = Date.now().toString(36);
  let readable: ThesisDto;
  let unreadable: ThesisDto;
  let admin: TrackedPage;

  beforeAll(async () => {
    const token = await story.adminToken();
    const author = await registerPerson(baseUrl, dataDir, {
      name: 'Günay',
      surname: `Qasımova${stamp}`,
      email: `book-${stamp}@example.org`,
      password: 'book-password-1',
    });
    readable = await acceptedAbstract(
      baseUrl,
      token,
      author,
      `Spectral bounds for plates ${stamp}`,
    );
    unreadable = await acceptedAbstract(
      baseUrl,
      token,
      author,
      `Nonlinear shells with a broken PDF ${stamp}`,
      false,
    );
    admin = await story.organiser();
  });
  afterAll(async () => {
    await admin?.context.close();
  });

  it('builds the book in the background, reports the unreadable abstract and downloads it', async () => {
    const { page } = admin;
    await page.goto('/admin', { waitUntil: 'networkidle' });
    // The book sits in the console menu's "abstracts" group: open it, then follow the link.
    await page.getByText(az('admin.menu.group.abstracts'), { exact: true }).first().click();
    await page.getByRole('link', { name: az('admin.menu.book') }).click();
    await page.waitForURL('**/admin/book');
    await expect
      .poll(() => page.getByRole('heading', { name: az('adminBook.title') }).count())
      .toBe(1);

    await page
      .getByRole('button', {
        name: new RegExp(
          [az('adminBook.build'), az('adminBook.rebuild')].map(escapeRegExp).join('|'),
        ),
      })
      .click();
    await expect
      .poll(() => page.getByText(az('adminBook.status.done')).count(), { timeout: 60_000 })
      .toBe(1);
    // The report names the abstract left out and why; the readable one is in the book.
    const report = page.locator('tr').filter({ hasText: unreadable.title });
    await expect.poll(() => report.count()).toBe(1);
    expect(await report.textContent()).toMatch(
      new RegExp(
        [az('book.problem.unreadablePdf'), az('book.problem.emptyPdf')].map(escapeRegExp).join('|'),
      ),
    );
    expect(await page.locator('tr').filter({ hasText: readable.title }).count()).toBe(0);

    const book = await download(page, () =>
      page.getByRole('link', { name: az('adminBook.download') }).click(),
    );
    expect(book.name).toMatch(/\.pdf$/);
    expect(book.body.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(book.body);
    // Cover, contents, at least the readable abstract's page, and the author index.
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(4);
    expect(admin.errors).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { contract, type MessageKey, type RegisterInput, type ThesisDto } from '@conf/common';
import { apiCall } from './support/api';
import { promoteReviewer, registerAuthor, submitAbstract } from './support/authors';
import type { TrackedPage } from './support/browser';
import { az, en, fillTemplate } from './support/site';
import { browserStory } from './support/story';

/*
 * Reviewing end to end, as people would do it: the organiser (console in Azerbaijani, its
 * default) assigns one reviewer by hand and the other with "assign automatically" after reading
 * the preview; the two reviewers review blind in their panels, one in English, one in
 * Azerbaijani on a phone-sized screen; the console announces that all reviews are in; the
 * organiser reads the summary and accepts (after confirming); the author reads the decision and
 * their timeline; the audit screen lists every step.
 */

const story = browserStory();
const { baseUrl, dataDir } = story;

const stamp = Date.now().toString(36);
const title = `Blind review of spectral solvers ${stamp}`;
const author = {
  name: 'Nigar',
  surname: 'Quliyeva',
  email: `rev-author-${stamp}@example.org`,
  institution: 'Baku State University',
};
const reviewerEn = {
  name: 'Elvin',
  surname: 'Hasanov',
  email: `rev-en-${stamp}@example.org`,
  institution: 'Khazar University',
};
const reviewerAz = {
  name: 'Aysel',
  surname: 'Mammadova',
  email: `rev-az-${stamp}@example.org`,
  institution: 'ADA University',
};
const password = 'reviewing-password-1';
const confidential = `Confidential note ${stamp}`;
const forAuthors = `Please cite the classical results ${stamp}`;

const register = (person: typeof author, locale: RegisterInput['locale']) =>
  registerAuthor(baseUrl, dataDir, { ...person, password, locale });

/** Waits for something to appear (a busy machine renders slower than expect.poll's default). */
const shown = (locator: Locator) => locator.first().waitFor({ timeout: 30_000 });

/** Picks a score or a recommendation: the visible label of a radio in a labelled group. */
async function choose(scope: Page | Locator, group: string, option: string) {
  await scope.getByRole('radiogroup', { name: group }).getByText(option, { exact: true }).click();
}

/** A reviewer reviews the abstract in their panel, in their language. */
async function review(
  page: Page,
  t: (key: MessageKey) => string,
  prefix: string,
  scores: [number, number, number],
  recommendation: 'accept' | 'revise',
  comments: { author: string; organisers: string },
) {
  await page.goto(`${prefix}/user/panel/reviews`, { waitUntil: 'networkidle' });
  await page.getByRole('link', { name: title }).click();
  await page.waitForURL(`**/user/panel/reviews/*`);
  await shown(page.getByText(t('reviewing.blind')));
  const criteria = ['originality', 'relevance', 'clarity'] as const;
  for (const [i, criterion] of criteria.entries()) {
    await choose(page, t(`review.criterion.${criterion}`), String(scores[i]));
  }
  await choose(
    page,
    t('reviewing.form.recommendation'),
    t(`review.recommendation.${recommendation}`),
  );
  await page.getByLabel(t('reviewing.form.commentForAuthor')).fill(comments.author);
  await page.getByLabel(t('reviewing.form.confidentialComment')).fill(comments.organisers);
  await page.getByRole('button', { name: t('reviewing.form.submit'), exact: true }).click();
  await expect
    .poll(() => page.getByRole('button', { name: t('reviewing.form.update') }).count())
    .toBe(1);
}

describe('reviewing an abstract by topic', () => {
  let thesis: ThesisDto;
  let admin: TrackedPage;
  let first: TrackedPage;
  let second: TrackedPage;
  let writer: TrackedPage;

  beforeAll(async () => {
    const login = await register(author, 'en');
    thesis = await submitAbstract(baseUrl, login, title, {
      keywords: ['spectral', 'solvers', 'blind'],
      fileName: 'quliyeva-abstract.zip',
    });
    const adminToken = await story.adminToken();
    // The reviewers were given their role and topic beforehand (the reviewers screen's job).
    for (const person of [reviewerEn, reviewerAz]) {
      const { user } = await register(person, person === reviewerEn ? 'en' : 'az');
      await promoteReviewer(baseUrl, adminToken, user.id, [thesis.topic.id]);
    }
    admin = await story.organiser();
    first = await story.as(reviewerEn.email, password);
    second = await story.as(reviewerAz.email, password, { width: 390, height: 844 });
    writer = await story.as(author.email, password);
  });
  afterAll(async () => {
    for (const p of [admin, first, second, writer]) await p?.context.close();
  });

  it('lets the organiser assign one reviewer by hand and the other automatically, after a preview', async () => {
    const { page } = admin;
    await page.goto(`/admin/theses/view/${thesis.id}`, { waitUntil: 'networkidle' });
    await shown(page.getByText(az('adminRev.summary.none')));

    await page.getByLabel(az('adminRev.summary.assign')).click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: `${reviewerEn.name} ${reviewerEn.surname}` })
      .click();
    await page
      .getByRole('button', { name: az('adminRev.summary.assignButton'), exact: true })
      .click();
    await expect.poll(() => page.getByText(az('adminRev.summary.notYet')).count()).toBe(1);

    await page.getByRole('button', { name: az('adminRev.auto.button') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: az('adminRev.auto.preview'), exact: true }).click();
    // The proposal is shown, and nothing is saved until the organiser says so.
    const row = dialog.locator('tr').filter({ hasText: title });
    await expect
      .poll(() => row.getByText(`${reviewerAz.name} ${reviewerAz.surname}`).count())
      .toBe(1);
    const before = await apiCall(
      baseUrl,
      contract.reviews.admin.thesis,
      { params: { id: thesis.id } },
      { token: await story.adminToken() },
    );
    expect(before.body.assignments).toHaveLength(1);
    await dialog.getByRole('button', { name: az('adminRev.auto.apply'), exact: true }).click();
    await expect.poll(() => page.getByText(az('adminRev.summary.notYet')).count()).toBe(2);
    await expect
      .poll(() =>
        page
          .getByText(fillTemplate(az('adminRev.summary.progress'), { done: 0, assigned: 2 }))
          .count(),
      )
      .toBe(1);
  });

  it('lets the reviewers review blind, in English and in Azerbaijani on a phone', async () => {
    // The English reviewer downloads the archive under a neutral name.
    const { page } = first;
    await page.goto('/user/panel/reviews', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: title }).click();
    const zip = page.getByRole('link', {
      name: fillTemplate(en('reviewing.file.zip'), { version: 1 }),
    });
    const href = await zip.getAttribute('href');
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toContain(`abstract-${thesis.id}-v1.zip`);
    expect(file.headers()['content-disposition']).not.toMatch(/quliyeva/i);
    // No author identity anywhere on the reviewer's screen.
    const body = await page.locator('body').innerText();
    for (const secret of [author.surname, author.email, author.institution]) {
      expect(body).not.toContain(secret);
    }
    await review(page, en, '', [4, 5, 4], 'accept', {
      author: forAuthors,
      organisers: confidential,
    });

    // The console hears when the last review arrives.
    await admin.page.goto(`/admin/theses/view/${thesis.id}`, { waitUntil: 'networkidle' });

    const phone = second.page;
    await review(phone, az, '/az', [3, 4, 5], 'revise', {
      author: 'Nəticələri daha aydın yazın.',
      organisers: 'Orta səviyyəli iş.',
    });
    // The console announces it at once (its notice closes by itself after a few seconds).
    await expect
      .poll(() => admin.page.getByText(az('adminRev.notify.reviewsComplete')).count())
      .toBeGreaterThan(0);
    expect(await phone.locator('body').innerText()).not.toContain(author.surname);
    // Nothing spills sideways at 390 px.
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.goto('/az/user/panel/reviews/finished', { waitUntil: 'networkidle' });
    await expect.poll(() => phone.getByRole('link', { name: title }).count()).toBe(1);
  });

  it('lets the organiser decide from the review summary, after confirming', async () => {
    const { page } = admin;
    await page.goto(`/admin/theses/view/${thesis.id}`, { waitUntil: 'networkidle' });
    await shown(page.getByText(az('adminRev.summary.complete')));
    // Both reviews, with their confidential parts, and the mean of 4, 5, 4, 3, 4, 5.
    // (in the summary, and in the timeline below it: organisers read the whole of it).
    expect(await page.getByText(confidential, { exact: false }).count()).toBe(2);
    expect(await page.getByText(forAuthors, { exact: false }).count()).toBeGreaterThan(0);
    expect(await page.getByText('4.2', { exact: true }).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: az('adminWf.thesis.accept') }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText(title, { exact: false }).count()).toBe(1);
    await dialog.getByRole('button', { name: az('adminWf.thesis.accept') }).click();
    await expect.poll(() => page.getByText(az('adminWf.thesis.noDecision')).count()).toBe(1);
    // The timeline beside it holds every step, reviews included.
    await expect.poll(() => page.locator('[data-kind="accepted"]').count()).toBe(1);
    expect(await page.locator('[data-kind="reviewer_assigned"]').count()).toBe(2);
    expect(await page.locator('[data-kind="review_submitted"]').count()).toBe(2);
  });

  it('shows the author the decision and their part of the timeline', async () => {
    const { page } = writer;
    await page.goto(`/user/panel/theses/view/${thesis.id}`, { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.locator('[data-status="require_payment"]').count())
      .toBeGreaterThan(0);
    await expect.poll(() => page.locator('[data-kind="accepted"]').count()).toBe(1);
    expect(await page.locator('[data-kind="submitted"]').count()).toBe(1);
    expect(await page.getByText(en('timeline.kind.accepted')).count()).toBeGreaterThan(0);
    // Decided: the reviews' comments to the authors are theirs to read, without who wrote them.
    expect(await page.locator('[data-kind="review_submitted"]').count()).toBe(2);
    const seen = await page.locator('body').innerText();
    expect(seen).toContain(forAuthors);
    // No confidential comment, no reviewer's name under blind review.
    expect(seen).not.toContain(confidential);
    expect(seen).not.toContain(reviewerEn.surname);
    expect(seen).not.toContain(reviewerAz.surname);
  });

  it('lists every step on the audit screen', async () => {
    const { page } = admin;
    await page.goto(`/admin/audit?resource=thesis&resourceId=${thesis.id}`, {
      waitUntil: 'networkidle',
    });
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBe(5);
    for (const [action, count] of [
      ['review.assign', 2],
      ['review.create', 2],
      ['thesis.accept', 1],
    ] as const) {
      expect(await rows.filter({ hasText: az(`audit.action.${action}`) }).count()).toBe(count);
    }
    // Who acted is named: the reviewers wrote the reviews.
    const written = rows.filter({ hasText: az('audit.action.review.create') });
    expect(await written.filter({ hasText: reviewerAz.surname }).count()).toBe(1);
    expect(await written.filter({ hasText: reviewerEn.surname }).count()).toBe(1);
    const csvHref = await page
      .getByRole('link', { name: az('adminWf.exportCsv') })
      .getAttribute('href');
    expect(csvHref).toContain(`resourceId=${thesis.id}`);
    const csv = await page.request.get(csvHref!);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(`${reviewerAz.name} ${reviewerAz.surname}`);
  });

  it('ran every screen without an uncaught error', () => {
    expect([...admin.errors, ...first.errors, ...second.errors, ...writer.errors]).toEqual([]);
  });
});

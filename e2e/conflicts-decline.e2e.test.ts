import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { contract, type MessageKey, type RegisterInput, type ThesisDto } from '@conf/common';
import { apiCall } from './support/api';
import { promoteReviewer, registerAuthor, submitAbstract } from './support/authors';
import type { TrackedPage } from './support/browser';
import { az, en, fillTemplate } from './support/site';
import { browserStory } from './support/story';

/*
 * Conflicts of interest, drafts and declines, as people would meet them: the organiser (console
 * in Azerbaijani) marks a conflict on the reviewers screen, and "assign automatically" then
 * proposes the abstract's other reviewers only; a reviewer keeps an unfinished review as a draft
 * on the server and finds it on their phone (the panel in Azerbaijani, 390 px wide), where they
 * decline the assignment with a reason; the organiser's open console says so at once, and they
 * read who declined and why.
 */

const story = browserStory();
const { baseUrl, dataDir } = story;

const stamp = Date.now().toString(36);
const title = `Conflicts in elastic wave inversion ${stamp}`;
const password = 'conflicts-password-1';
const person = (name: string, surname: string, institution: string) => ({
  name,
  surname,
  email: `${surname.toLowerCase()}-${stamp}@example.org`,
  institution,
});
const author = person('Rauf', 'Aliyev', 'Institute of Mathematics and Mechanics');
const conflicted = person('Samir', 'Karimov', 'Ganja State University');
const decliner = person('Lala', 'Huseynova', 'Khazar University');
const colleague = person('Orkhan', 'Nasirov', 'ADA University');
const reason = `Former doctoral supervisor of an author ${stamp}`;
const declineReason = `Away at sea all September ${stamp}`;
const draftComment = `Half-read: check the second lemma ${stamp}`;

const register = (who: typeof author, locale: RegisterInput['locale']) =>
  registerAuthor(baseUrl, dataDir, { ...who, password, locale });
const shown = (locator: Locator) => locator.first().waitFor({ timeout: 30_000 });
const openOption = (page: Page, hasText: string) =>
  page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText });

/**
 * Types into a searchable select (the server searches) and picks the option that appears, until
 * the select shows it chosen: on a busy machine the options re-render as the search answers, and
 * a click on one being replaced chose nothing (the save then failed validation, and the stories
 * after it waited 30 s for an assignment that never came).
 */
async function pick(page: Page, field: Locator, search: string, option: string) {
  // antd 6 draws the chosen label beside the input, in a box marked as having a value.
  const chosen = field
    .locator(
      'xpath=parent::*[contains(concat(" ", @class, " "), " ant-select-content-has-value ")]',
    )
    .filter({ hasText: option });
  for (let attempt = 1; ; attempt++) {
    await field.click();
    await field.fill(search);
    await shown(openOption(page, option));
    await openOption(page, option).first().click();
    try {
      await chosen.waitFor({ timeout: 5_000 });
      return;
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}

describe('conflicts of interest, drafts and declined assignments', () => {
  let thesis: ThesisDto;
  let admin: TrackedPage;
  let desk: TrackedPage;
  let phone: TrackedPage;

  beforeAll(async () => {
    const { body: topics } = await apiCall(baseUrl, contract.theses.topics);
    const topicId = topics[3]!.id;
    // The abstract, in a topic of its own in this run (no other story's reviewers work there).
    thesis = await submitAbstract(baseUrl, await register(author, 'en'), title, {
      topicId,
      keywords: ['elastic', 'waves', 'inversion'],
      fileName: 'aliyev.zip',
    });
    const token = await story.adminToken();
    for (const who of [conflicted, decliner, colleague]) {
      const { user } = await register(who, who === decliner ? 'az' : 'en');
      await promoteReviewer(baseUrl, token, user.id, [topicId]);
    }
    admin = await story.organiser();
    desk = await story.as(decliner.email, password);
    phone = await story.as(decliner.email, password, { width: 390, height: 844 });
  });
  afterAll(async () => {
    for (const p of [admin, desk, phone]) await p?.context.close();
  });

  it('lets the organiser mark a conflict, which automatic assignment then respects', async () => {
    const { page } = admin;
    await page.goto('/admin/reviewers', { waitUntil: 'networkidle' });
    await shown(page.getByText(az('adminRev.conflicts.none')));
    await page.getByRole('button', { name: az('adminRev.conflicts.add') }).click();
    const dialog = page.getByRole('dialog');
    const field = (key: MessageKey) => dialog.getByLabel(az(key), { exact: true });
    await pick(page, field('adminRev.conflicts.reviewer'), conflicted.surname, conflicted.email);
    await pick(page, field('adminRev.conflicts.thesis'), stamp, title);
    await field('adminRev.conflicts.reason').fill(reason);
    await dialog.getByRole('button', { name: az('adminRev.conflicts.save') }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    const listed = page.locator('.ant-list-item').filter({ hasText: reason });
    await expect.poll(() => listed.count()).toBe(1);
    expect(await listed.getByText(`${conflicted.name} ${conflicted.surname}`).count()).toBe(1);
    expect(await listed.getByRole('link', { name: title }).count()).toBe(1);

    // On the abstract's page: the conflict beside its reviews, and a preview without that reviewer.
    await page.goto(`/admin/theses/view/${thesis.id}`, { waitUntil: 'networkidle' });
    await shown(page.getByText(reason));
    await page.getByRole('button', { name: az('adminRev.auto.button') }).click();
    const auto = page.getByRole('dialog');
    await auto.getByRole('button', { name: az('adminRev.auto.preview'), exact: true }).click();
    const row = auto.locator('tr').filter({ hasText: title });
    await expect.poll(() => row.getByText(`${decliner.name} ${decliner.surname}`).count()).toBe(1);
    expect(await row.getByText(`${colleague.name} ${colleague.surname}`).count()).toBe(1);
    expect(await row.getByText(conflicted.surname).count()).toBe(0);
    await auto.getByRole('button', { name: az('adminRev.auto.apply'), exact: true }).click();
    await expect.poll(() => page.getByText(az('adminRev.summary.notYet')).count()).toBe(2);

    const audit = await apiCall(
      baseUrl,
      contract.audit.list,
      {
        query: { resource: 'thesis', resourceId: String(thesis.id), action: 'review.conflict.add' },
      },
      { token: await story.adminToken() },
    );
    expect(audit.body.data.map((e) => e.after?.reason)).toEqual([reason]);
  });

  it('keeps a reviewer’s draft on the server: started at the desk, found on the phone', async () => {
    const { page } = desk;
    await page.goto('/user/panel/reviews', { waitUntil: 'networkidle' });
    // A reviewer's sidebar offers their reviews and account, not the authors' template.
    const nav = page.getByRole('navigation', { name: en('panel.nav.label') });
    await shown(nav.getByRole('link', { name: en('reviewing.nav.finished') }));
    expect(await nav.getByText(en('panel.nav.template')).count()).toBe(0);
    expect(await nav.getByText(en('panel.nav.send')).count()).toBe(0);

    await page.getByRole('link', { name: title }).click();
    await page.waitForURL('**/user/panel/reviews/*');
    await page
      .getByRole('radiogroup', { name: en('review.criterion.originality') })
      .getByText('2', { exact: true })
      .click();
    await page.getByLabel(en('reviewing.form.commentForAuthor')).fill(draftComment);
    await page.getByRole('button', { name: en('reviewing.form.saveDraft') }).click();
    await shown(page.getByText(en('reviewing.form.draftSaved')));

    // A draft is not a review: the organisers still wait for two.
    const summary = await apiCall(
      baseUrl,
      contract.reviews.admin.thesis,
      { params: { id: thesis.id } },
      { token: await story.adminToken() },
    );
    expect(summary.body.progress).toMatchObject({ assigned: 2, done: 0, complete: false });
    expect(JSON.stringify(summary.body)).not.toContain(draftComment);

    await phone.page.goto(`/az/user/panel/reviews/${thesis.id}`, { waitUntil: 'networkidle' });
    await shown(phone.page.getByText(az('reviewing.form.draftRestored')));
    expect(await phone.page.getByLabel(az('reviewing.form.commentForAuthor')).inputValue()).toBe(
      draftComment,
    );
  });

  it('lets the reviewer decline with a reason, on the phone, and tells the organiser why', async () => {
    const page = phone.page;
    await page.getByRole('button', { name: az('reviewing.decline.button') }).click();
    const dialog = page.getByRole('dialog');
    await shown(dialog.getByText(az('reviewing.decline.intro')));
    const confirm = dialog.getByRole('button', { name: az('reviewing.decline.confirm') });
    await confirm.click();
    await shown(dialog.getByText(az('validation.required')));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await dialog.getByLabel(az('reviewing.decline.reason')).fill(declineReason);
    await confirm.click();
    // The organiser's open console hears of it at once (socket): someone has to reassign.
    const heard = admin.page
      .locator('.ant-notification-notice')
      .filter({ hasText: az('realtime.notify.reviewDeclined') });
    await shown(heard);
    expect(await heard.first().textContent()).toContain(
      `${decliner.name} ${decliner.surname}: ${title}`,
    );
    await page.waitForURL('**/az/user/panel/reviews');
    await shown(page.getByText(az('reviewing.decline.done')));
    await page.goto('/az/user/panel/reviews', { waitUntil: 'networkidle' });
    await shown(page.getByText(az('reviewing.none')));
    expect(await page.getByRole('link', { name: title }).count()).toBe(0);

    const console_ = admin.page;
    await console_.goto(`/admin/theses/view/${thesis.id}`, { waitUntil: 'networkidle' });
    await shown(console_.getByTestId('review-declined'));
    const declined = console_
      .getByRole('listitem')
      .filter({ has: console_.getByTestId('review-declined') });
    expect(await declined.getByText(`${decliner.name} ${decliner.surname}`).count()).toBe(1);
    expect(await declined.getByText(declineReason, { exact: false }).count()).toBe(1);
    expect(
      await console_
        .getByText(fillTemplate(az('adminRev.summary.progress'), { done: 0, assigned: 1 }))
        .count(),
    ).toBe(1);
    // The timeline shows the organisers the decline, with its reason.
    await expect.poll(() => console_.locator('[data-kind="reviewer_declined"]').count()).toBe(1);
    expect(
      await console_
        .locator('[data-kind="reviewer_declined"]')
        .getByText(declineReason, { exact: false })
        .count(),
    ).toBe(1);
  });

  it('ran every screen without an uncaught error', () => {
    expect([...admin.errors, ...desk.errors, ...phone.errors]).toEqual([]);
  });
});

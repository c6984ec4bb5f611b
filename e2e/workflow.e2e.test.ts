import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { contract, countWords } from '@conf/common';
import { abstractZip } from '../api/src/test/zip';
import { apiCall, apiLogin } from './support/api';
import { registerAuthor, submitAbstract } from './support/authors';
import { openPage, type TrackedPage } from './support/browser';
import { confirmationPath } from './support/mail';
import { tinyPng } from './support/png';
import { en, az, escapeRegExp, fillSignUp, control as field } from './support/site';
import { browserStory, signedIn } from './support/story';

/*
 * The author workflow end to end, as people would do it: an author registers, declares
 * participation and submits an abstract with two co-authors; an organiser (in the console,
 * Azerbaijani by default) rejects it with a reason; the author resubmits; the organiser accepts;
 * the author pays with a receipt image; the organiser accepts the payment; the abstract is on
 * the public list in both languages. A doctoral student's abstract is accepted without a fee,
 * and an approved participant appears on the public participants page.
 */

const story = browserStory();
const { baseUrl, dataDir } = story;

/** Opens an antd select by its label and picks the option with this text. */
async function pick(
  page: Page,
  scope: Page | Locator,
  label: string,
  option: string,
  search = false,
) {
  const control = field(scope, label);
  await control.click();
  if (search) await control.fill(option);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${escapeRegExp(option)}$`) })
    .first()
    .click();
}

/** The server-rendered HTML of a public page (no JavaScript involved). */
async function html(path: string): Promise<string> {
  const res = await fetch(`${baseUrl}${path}`);
  expect(res.status).toBe(200);
  return res.text();
}

async function fillCoAuthor(page: Page, card: Locator, person: Record<string, string>) {
  await field(card, en('auth.field.name')).fill(person.name!);
  await field(card, en('auth.field.surname')).fill(person.surname!);
  await field(card, en('auth.field.email')).fill(person.email!);
  await pick(page, card, en('auth.field.country'), person.country!, true);
  await field(card, en('auth.field.phone')).fill(person.phone!);
  await field(card, en('auth.field.city')).fill(person.city!);
  await field(card, en('auth.field.institution')).fill(person.institution!);
  await pick(page, card, en('auth.field.academicDegree'), person.degree!);
  await pick(page, card, en('auth.field.academicTitle'), person.title!);
}

describe('the author workflow', () => {
  const stamp = Date.now().toString(36);
  const email = `workflow-${stamp}@example.org`;
  const password = 'author-password-1';
  const title = `Stability of elastic shells under moving loads ${stamp}`;
  const reason = 'Please add the compiled PDF of the final version and shorten the title.';
  let thesisId = 0;
  let author: TrackedPage;
  let admin: TrackedPage;

  beforeAll(async () => {
    admin = await signedIn(story.browser, baseUrl, inject('adminEmail'), inject('adminPassword'));
  });
  afterAll(async () => {
    await author?.context.close();
    await admin?.context.close();
  });

  it('registers, declares participation and submits an abstract with two co-authors', async () => {
    author = await openPage(story.browser, baseUrl);
    const { page } = author;
    await page.goto('/user/reg', { waitUntil: 'networkidle' });
    const form = page.locator('form');
    await fillSignUp(form, 'en', {
      name: 'Ada',
      surname: 'Workflow',
      email,
      password,
      institution: 'Institute of Mathematics and Mechanics',
    });
    await page.getByRole('button', { name: en('auth.register.submit') }).click();
    // The same words for any address: the mailed link, with the password, opens the account.
    await expect.poll(() => page.locator('.notice--success').textContent()).toContain(email);
    await page.goto(await confirmationPath(dataDir, email), { waitUntil: 'networkidle' });
    await field(page, en('auth.field.password')).fill(password);
    await page.getByRole('button', { name: en('auth.confirm.submit') }).click();
    await page.waitForURL('**/user/panel');

    // Participation: declared from the panel's home, then awaiting approval.
    await page.getByRole('button', { name: en('panel.participation.declare') }).click();
    await expect
      .poll(() => page.getByText(en('panel.participation.in_confirmation')).count())
      .toBe(1);

    // Account edit: the profile changes without a password; a new one needs the current one.
    await page.getByRole('link', { name: en('panel.nav.account') }).click();
    await page.waitForURL('**/user/panel/account_edit');
    await field(page, en('auth.field.city')).fill('Sumqayit');
    await field(page, en('auth.field.newPassword')).fill('another-password-2');
    await page.getByRole('button', { name: en('panel.account.save') }).click();
    await expect.poll(() => page.getByText(en('validation.required')).count()).toBe(1);
    await field(page, en('panel.account.currentPassword')).fill('wrong-password-9');
    await page.getByRole('button', { name: en('panel.account.save') }).click();
    await expect
      .poll(() => page.getByText(en('error.currentPasswordWrong')).count())
      .toBeGreaterThan(0);
    await field(page, en('auth.field.newPassword')).fill('');
    await field(page, en('panel.account.currentPassword')).fill('');
    await page.getByRole('button', { name: en('panel.account.save') }).click();
    await expect.poll(() => page.getByText(en('panel.account.saved')).count()).toBe(1);
    const { body: me } = await apiCall(baseUrl, contract.auth.currentUser, undefined, {
      token: await apiLogin(baseUrl, email, password),
    });
    expect(me.city).toBe('Sumqayit');
    await page.getByRole('link', { name: en('panel.nav.home') }).click();

    // The sidebar: template download, no admin link for an author.
    const template = await page.request.get('/downloads/abstract-template.zip');
    expect(template.status()).toBe(200);
    expect((await template.body()).subarray(0, 2).toString()).toBe('PK');
    expect(await page.getByRole('link', { name: en('panel.nav.admin') }).count()).toBe(0);

    await page
      .getByRole('link', { name: en('panel.nav.send') })
      .first()
      .click();
    await page.waitForURL('**/user/panel/theses/send');

    // Client validation first: nothing is sent, what was typed stays.
    await field(page, en('panel.thesis.title')).fill('Too short');
    await page.getByRole('button', { name: en('panel.thesis.submit') }).click();
    await expect.poll(() => page.getByText(en('validation.titleWords')).count()).toBe(1);
    expect(await page.getByText(en('validation.keywordsCount')).count()).toBe(1);
    expect(await page.getByText(en('validation.termsRequired')).count()).toBe(1);
    expect(await field(page, en('panel.thesis.title')).inputValue()).toBe('Too short');

    await field(page, en('panel.thesis.title')).fill(title);
    await expect
      .poll(() => page.getByText(new RegExp(`^${countWords(title)} words`)).count())
      .toBe(1);
    await pick(
      page,
      page,
      en('panel.thesis.topic'),
      (await apiCall(baseUrl, contract.theses.topics)).body[0]!.name,
    );
    const keywords = field(page, en('panel.thesis.keywords'));
    await keywords.click();
    // Enter or a comma closes a keyword (Enter must not submit the form).
    await keywords.pressSequentially('shells');
    await keywords.press('Enter');
    await keywords.pressSequentially('moving loads');
    await keywords.press('Enter');
    await keywords.pressSequentially('stability,');

    // The first author is the signed-in user; two co-authors are added, the last one made corresponding.
    await page.getByRole('button', { name: en('panel.thesis.addAuthor') }).click();
    await page.getByRole('button', { name: en('panel.thesis.addAuthor') }).click();
    await fillCoAuthor(page, page.locator('[data-author-index="1"]'), {
      name: 'Kurt',
      surname: 'Coauthor',
      email: `kurt-${stamp}@example.org`,
      country: 'Germany',
      phone: '5321234567',
      city: 'Berlin',
      institution: 'Technical University of Berlin',
      degree: 'Doctor of Philosophy (PhD)',
      title: 'Associate professor',
    });
    expect(
      await field(
        page.locator('[data-author-index="1"]'),
        en('auth.field.phonePrefix'),
      ).inputValue(),
    ).toBe('+49');
    await fillCoAuthor(page, page.locator('[data-author-index="2"]'), {
      name: 'Nigar',
      surname: 'Third',
      email: `nigar-${stamp}@example.org`,
      country: 'Azerbaijan',
      phone: '551234567',
      city: 'Ganja',
      institution: 'Ganja State University',
      degree: "Master's student",
      title: 'No title',
    });
    await page
      .locator('[data-author-index="2"]')
      .getByRole('radio', { name: en('panel.thesis.corresponding') })
      .check();

    // The draft survives a reload (the archive is chosen again).
    await page.waitForTimeout(600);
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => page.getByText(en('panel.send.draftRestored')).count()).toBe(1);
    expect(await field(page, en('panel.thesis.title')).inputValue()).toBe(title);
    expect(
      await field(page.locator('[data-author-index="1"]'), en('auth.field.name')).inputValue(),
    ).toBe('Kurt');

    // A wrong file type is refused on the spot.
    const picker = page.getByLabel(en('panel.thesis.file'));
    await picker.setInputFiles({
      name: 'abstract.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect.poll(() => page.getByText(en('validation.zipType')).count()).toBe(1);
    await picker.setInputFiles({
      name: 'abstract.zip',
      mimeType: 'application/zip',
      buffer: abstractZip(),
    });
    await page
      .getByRole('checkbox', { name: new RegExp(escapeRegExp(en('panel.thesis.terms'))) })
      .check();
    await page.getByRole('button', { name: en('panel.thesis.submit') }).click();
    await page.waitForURL(/\/user\/panel\/theses\/view\/\d+$/);
    thesisId = Number(/view\/(\d+)$/.exec(page.url())![1]);
    await expect.poll(() => page.locator('[data-status="in_editor"]').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Kurt Coauthor').count()).toBe(1);
    expect(await page.getByText('Nigar Third').count()).toBe(1);
    expect(await page.getByText('moving loads', { exact: true }).count()).toBe(1);
    expect(await page.getByText(en('panel.next.in_editor')).count()).toBeGreaterThan(0);

    // Submitted: the draft is gone.
    await page.goto('/user/panel/theses/send', { waitUntil: 'networkidle' });
    expect(await page.getByText(en('panel.send.draftRestored')).count()).toBe(0);
    expect(await field(page, en('panel.thesis.title')).inputValue()).toBe('');
  });

  it('lets the organiser reject with a reason, and the author read it and resubmit', async () => {
    const { page } = admin;
    await page.goto(`/admin/theses?q=${encodeURIComponent(stamp)}`, { waitUntil: 'networkidle' });
    // The export links carry the list's filters: the CSV holds this abstract.
    const csvHref = await page
      .getByRole('link', { name: az('adminWf.exportCsv') })
      .getAttribute('href');
    expect(csvHref).toContain(`q=${stamp}`);
    const csv = await page.request.get(csvHref!);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain(title);
    await page.getByRole('link', { name: title }).click();
    await page.waitForURL(`**/admin/theses/view/${thesisId}`);
    // Both authors' data and the file version are on the review screen.
    await expect.poll(() => page.getByText(`kurt-${stamp}@example.org`).count()).toBe(1);
    await page.getByRole('button', { name: az('adminWf.thesis.reject') }).click();
    const dialog = page.getByRole('dialog');
    // The reason is required.
    await dialog.getByRole('button', { name: az('adminWf.thesis.reject') }).click();
    await expect.poll(() => dialog.getByText(az('validation.required')).count()).toBe(1);
    await dialog.getByLabel(az('adminWf.thesis.reason')).fill(reason);
    await dialog.getByRole('button', { name: az('adminWf.thesis.reject') }).click();
    await expect
      .poll(() => page.locator('.ant-descriptions [data-status="rejected"]').count())
      .toBe(1);
    // Once rejected, the status table offers no more decisions.
    await expect
      .poll(() => page.getByRole('button', { name: az('adminWf.thesis.reject') }).count())
      .toBe(0);
    expect(await page.getByText(az('adminWf.thesis.noDecision')).count()).toBe(1);

    const author_ = author.page;
    await author_.goto(`/user/panel/theses/view/${thesisId}`, { waitUntil: 'networkidle' });
    await expect.poll(() => author_.getByText(reason).count()).toBeGreaterThan(0);

    // The revised archive, chosen and sent from the abstract's page.
    const resubmit = async () => {
      await author_.getByLabel(en('panel.thesis.file')).setInputFiles({
        name: 'abstract-v2.zip',
        mimeType: 'application/zip',
        buffer: abstractZip(),
      });
      await author_.getByRole('button', { name: en('panel.view.resubmitButton') }).click();
    };
    // A long upload shows its progress and can be cancelled (the request is held, then dropped).
    await author_.route('**/resubmission', async (route) => {
      await new Promise((r) => setTimeout(r, 3000));
      await route.abort().catch(() => undefined);
    });
    await resubmit();
    await expect.poll(() => author_.locator('.ant-progress').count()).toBe(1);
    await author_.getByRole('button', { name: en('panel.upload.cancel') }).click();
    await expect.poll(() => author_.getByText(en('panel.upload.cancelled')).count()).toBe(1);
    expect(await author_.locator('.ant-progress').count()).toBe(0);
    await author_.unroute('**/resubmission');
    await resubmit();
    await expect.poll(() => author_.locator('[data-status="revised"]').count()).toBeGreaterThan(0);
    expect(await author_.getByText('abstract-v2.zip').count()).toBeGreaterThan(0);
    // The rejection stays in the history, and in the abstract's timeline.
    expect(await author_.locator('[data-rejection]').getByText(reason).count()).toBe(1);
    expect(await author_.locator('[data-kind="rejected"]').getByText(reason).count()).toBe(1);
  });

  it('accepts into "awaiting payment", takes the receipt, and accepts the payment', async () => {
    const { page } = admin;
    await page.goto(`/admin/theses/view/${thesisId}`, { waitUntil: 'networkidle' });
    await expect
      .poll(() =>
        page.getByText(az('adminWf.thesis.acceptToPayment').replace('{fee}', '30 AZN')).count(),
      )
      .toBe(1);
    await page.getByRole('button', { name: az('adminWf.thesis.accept') }).click();
    // Issue 12 item 7: nothing happens before the organiser confirms what the acceptance does.
    const confirm = page.locator('.accept-confirm');
    await confirm.waitFor();
    // It names the abstract being accepted.
    await expect.poll(() => confirm.getByText(title, { exact: false }).count()).toBe(1);
    expect(await confirm.textContent()).toContain(
      az('ux.accept.toPayment').replace('{fee}', '30 AZN'),
    );
    expect(await page.locator('.ant-descriptions [data-status="require_payment"]').count()).toBe(0);
    await confirm.getByRole('button', { name: az('adminWf.thesis.accept') }).click();
    // Decided: no more actions, and the status (not only the preview beside the button) moved.
    await expect.poll(() => page.getByText(az('adminWf.thesis.noDecision')).count()).toBe(1);
    expect(await page.locator('.ant-descriptions [data-status="require_payment"]').count()).toBe(1);

    const a = author.page;
    await a.goto('/user/panel', { waitUntil: 'networkidle' });
    await a
      .getByRole('link', { name: en('panel.action.pay') })
      .first()
      .click();
    await a.waitForURL(`**/user/panel/theses/pay/${thesisId}`);
    await expect.poll(() => a.getByText('30 AZN').count()).toBeGreaterThan(0);
    await a
      .getByLabel(en('panel.pay.receipt'))
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng() });
    await a.getByRole('button', { name: en('panel.pay.send') }).click();
    await expect.poll(() => a.getByText(en('panel.pay.pending')).count()).toBe(1);
    expect(await a.getByRole('button', { name: en('panel.pay.send') }).count()).toBe(0);

    // All statuses: the default filter (pending) would drop the row once it is decided.
    await page.goto(`/admin/payments?status=all&q=${encodeURIComponent(email)}`, {
      waitUntil: 'networkidle',
    });
    const row = page.locator('tr').filter({ hasText: title });
    await expect.poll(() => row.locator('img').count()).toBe(1);
    // The thumbnail is the real image, served to the organiser.
    await expect
      .poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(2);
    await row.getByRole('button', { name: az('adminWf.payments.accept') }).click();
    await page
      .locator('.ant-popover')
      .getByRole('button', { name: az('adminWf.confirm') })
      .click();
    await expect.poll(() => row.locator('[data-status="accepted"]').count()).toBeGreaterThan(0);

    await a.goto(`/user/panel/theses/view/${thesisId}`, { waitUntil: 'networkidle' });
    await expect.poll(() => a.getByText(en('panel.next.accepted')).count()).toBeGreaterThan(0);
    expect(await a.getByText(en('payment.status.accepted')).count()).toBeGreaterThan(0);
  });

  it('lists the accepted abstract on the public page in both languages', async () => {
    expect(await html('/accepted_abstracts')).toContain(title);
    const azHtml = await html('/az/accepted_abstracts');
    expect(azHtml).toContain(title);
    expect(azHtml).toContain('lang="az"');
  });

  it("accepts a doctoral student's abstract with no payment", async () => {
    const studentEmail = `student-${stamp}@example.org`;
    // Through the API: the UI of both steps is the main story's.
    const student = await registerAuthor(baseUrl, dataDir, {
      email: studentEmail,
      password: 'student-password-1',
      surname: 'Student',
      academicDegree: 'doctoral_student',
    });
    const studentTitle = `Wave propagation in layered media ${stamp}`;
    const thesis = await submitAbstract(baseUrl, student, studentTitle);
    expect(thesis.fee.exempt).toBe(true);

    const { page } = admin;
    await page.goto(`/admin/theses/view/${thesis.id}`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByText(az('adminWf.thesis.acceptExempt')).count()).toBe(1);
    await page.getByRole('button', { name: az('adminWf.thesis.accept') }).click();
    await page
      .locator('.accept-confirm')
      .getByRole('button', { name: az('adminWf.thesis.accept') })
      .click();
    await expect.poll(() => page.getByText(az('adminWf.thesis.noDecision')).count()).toBe(1);
    expect(await page.locator('.ant-descriptions [data-status="accepted"]').count()).toBe(1);
    const { body } = await apiCall(
      baseUrl,
      contract.theses.get,
      { params: { id: thesis.id } },
      { token: student.token },
    );
    expect(body.status).toBe('accepted');
    expect(body.payments).toEqual([]);
    expect(await html('/accepted_abstracts')).toContain(studentTitle);
  });

  it('approves the participation and shows the author on the public participants page', async () => {
    expect(await html('/participants')).not.toContain('Workflow');
    const { page } = admin;
    await page.goto(`/admin/participants?q=${encodeURIComponent(email)}`, {
      waitUntil: 'networkidle',
    });
    const row = page.locator('tr').filter({ hasText: email });
    await row.getByRole('button', { name: az('adminWf.participants.approve') }).click();
    await expect.poll(() => row.locator('[data-status="accepted"]').count()).toBe(1);

    const a = author.page;
    await a.goto('/user/panel', { waitUntil: 'networkidle' });
    await expect.poll(() => a.getByText(en('panel.participation.accepted')).count()).toBe(1);
    // The panel speaks the language of its URL prefix.
    await a.goto('/az/user/panel', { waitUntil: 'networkidle' });
    await expect.poll(() => a.getByText(az('panel.participation.accepted')).count()).toBe(1);
    expect(await a.getByRole('link', { name: az('panel.nav.send') }).count()).toBeGreaterThan(0);
    const list = await html('/participants');
    expect(list).toContain('Workflow');
    expect(list).toContain('Institute of Mathematics and Mechanics');
    expect(await html('/az/participants')).toContain('Workflow');
  });

  it('ran the panel and the console without an uncaught error', () => {
    expect(author.errors).toEqual([]);
    expect(admin.errors).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, type LoginResponse, type ThesisDto } from '@conf/common';
import { apiCall } from './support/api';
import type { TrackedPage } from './support/browser';
import { acceptedAbstract, download, registerPerson, serverHtml } from './support/produces';
import { az, confirmPopup, control, en, pick } from './support/site';
import { browserStory } from './support/story';

/*
 * The programme end to end: the organiser (console in Azerbaijani, its default) adds a room, a
 * plenary session and a talk holding an accepted abstract, sees the conflict an overlapping
 * coffee break makes and clears it, and publishes; the public page shows the programme in both
 * languages, server-rendered, readable at 390 px, with its calendar file; the speaker downloads
 * their .ics and reports a timing problem within the window; the organiser sees the report.
 */

const story = browserStory();
const { baseUrl, dataDir } = story;

describe('the programme', () => {
  const stamp = Date.now().toString(36);
  const speakerEmail = `speaker-${stamp}@example.org`;
  const password = 'speaker-password-1';
  const sessionEn = `Opening plenary ${stamp}`;
  const sessionAz = `Açılış plenar iclası ${stamp}`;
  const room = { en: `Hall Ə ${stamp}`, az: `Ə zalı ${stamp}` };
  let thesis: ThesisDto;
  let speaker: LoginResponse;
  let admin: TrackedPage;
  let talks: TrackedPage;

  beforeAll(async () => {
    const token = await story.adminToken();
    speaker = await registerPerson(baseUrl, dataDir, {
      name: 'Şəhla',
      surname: `Əliyeva${stamp}`,
      email: speakerEmail,
      password,
    });
    thesis = await acceptedAbstract(
      baseUrl,
      token,
      speaker,
      `Timetables of elastic waves in layered media ${stamp}`,
    );
    admin = await story.organiser();
  });
  afterAll(async () => {
    await admin?.context.close();
    await talks?.context.close();
  });

  it('says the programme is not published before the first publication', async () => {
    const { status, html } = await serverHtml(baseUrl, '/pages/academic_program');
    expect(status).toBe(200);
    // Another file of the run may have published already; then the timetable is there.
    const published = (await apiCall(baseUrl, contract.programme.public, {})).body.version;
    if (published === null) expect(html).toContain(en('site.programme.notPublished'));
  });

  it('builds a small programme in the console, shows its conflicts and publishes it', async () => {
    const { page } = admin;
    await page.goto('/admin/programme', { waitUntil: 'networkidle' });
    await expect
      .poll(() => page.getByRole('heading', { name: az('adminProg.title') }).count())
      .toBe(1);

    // A room.
    await page.getByRole('tab', { name: az('adminProg.tab.rooms') }).click();
    await control(page, az('adminProg.room.nameEn')).fill(room.en);
    await control(page, az('adminProg.room.nameAz')).fill(room.az);
    await control(page, az('adminProg.room.position')).fill('0');
    await page.getByRole('button', { name: az('adminProg.room.add') }).click();
    await expect.poll(() => page.getByRole('cell', { name: room.en }).count()).toBe(1);

    // A plenary session in it, 09:00–10:30 on the first day (the form's defaults).
    await page.getByRole('tab', { name: az('adminProg.tab.timetable') }).click();
    await page.getByRole('button', { name: az('adminProg.session.add') }).click();
    // The open form (session, talk or item) is a dialog, saved by its own button.
    const dialog = page.getByRole('dialog');
    const saveDialog = () => dialog.getByRole('button', { name: az('adminProg.save') }).click();
    await pick(page, az('adminProg.session.kind'), az('programme.sessionKind.plenary'));
    await pick(page, az('adminProg.room'), room.az);
    await control(page, az('adminProg.titleEn')).fill(sessionEn);
    await control(page, az('adminProg.titleAz')).fill(sessionAz);
    // The schema's own check before anything is sent: the end must follow the start.
    await control(page, az('adminProg.end')).fill('08:00');
    await saveDialog();
    await expect.poll(() => dialog.getByText(az('validation.endAfterStart')).count()).toBe(1);
    await control(page, az('adminProg.end')).fill('10:30');
    await saveDialog();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const card = page.locator('.ant-card').filter({ hasText: sessionAz });
    await expect.poll(() => card.count()).toBe(1);

    // The accepted abstract as its first talk, 09:00–09:30.
    await card.getByRole('button', { name: az('adminProg.slot.addTalk') }).click();
    await pick(page, az('adminProg.slot.abstract'), thesis.title);
    await control(page, az('adminProg.end')).fill('09:30');
    await saveDialog();
    await expect.poll(() => card.getByText(thesis.title).count()).toBe(1);
    expect(await card.getByText(`Şəhla Əliyeva${stamp}`).count()).toBe(1);

    // A coffee break in the same room during the session: the API reports the overlap.
    await page.getByRole('button', { name: az('adminProg.slot.addItem') }).click();
    await pick(page, az('adminProg.room'), room.az);
    await control(page, az('adminProg.start')).fill('10:00');
    await control(page, az('adminProg.end')).fill('10:15');
    await saveDialog();
    const warnings = page.getByRole('alert').filter({ hasText: az('adminProg.conflicts') });
    await expect.poll(() => warnings.count()).toBe(1);
    expect(await warnings.textContent()).toContain(room.az);

    // Moved after the session, the conflict is gone.
    const coffee = page.locator('tr').filter({ hasText: az('programme.slotKind.coffee') });
    await coffee.getByRole('button', { name: az('adminProg.edit') }).click();
    await control(page, az('adminProg.start')).fill('10:30');
    await control(page, az('adminProg.end')).fill('10:45');
    await saveDialog();
    await expect.poll(() => warnings.count()).toBe(0);

    await page.getByRole('button', { name: az('adminProg.publish') }).click();
    await confirmPopup(page);
    await expect.poll(() => page.getByText(az('adminProg.status.upToDate')).count()).toBe(1);
    const { body } = await apiCall(baseUrl, contract.programme.public, {});
    expect(body.version).toBeGreaterThan(0);
  });

  it('shows the published programme on the public page in both languages', async () => {
    const english = await serverHtml(baseUrl, '/pages/academic_program');
    expect(english.status).toBe(200);
    expect(english.html).toContain(sessionEn);
    expect(english.html).toContain(thesis.title);
    expect(english.html).toContain(room.en);
    expect(english.html).toContain(en('site.programme.calendar'));
    const azerbaijani = await serverHtml(baseUrl, '/az/pages/academic_program');
    expect(azerbaijani.html).toContain(sessionAz);
    expect(azerbaijani.html).toContain(room.az);
    expect(azerbaijani.html).toContain(az('site.programme.timetable'));

    // Search by the speaker's name, ə typed as a: the server filters.
    const found = await serverHtml(
      baseUrl,
      `/pages/academic_program?q=${encodeURIComponent(`Aliyeva${stamp}`)}`,
    );
    expect(found.html).toContain(thesis.title);
    const none = await serverHtml(baseUrl, '/pages/academic_program?q=no-such-speaker-zz');
    expect(none.html).toContain(en('site.programme.noMatch'));
    expect(none.html).not.toContain(thesis.title);
  });

  it('reads at 390 px, hydrates cleanly and links a calendar of the whole programme', async () => {
    const phone = await story.page({ viewport: { width: 390, height: 844 } });
    const { page } = phone;
    await page.goto('/az/pages/academic_program', { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByText(sessionAz).count()).toBe(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    // Arranged by room, through the page's own form.
    // The label wraps its select, whose chosen option joins the accessible name.
    await page.locator('select[name="view"]').selectOption('room');
    await page.getByRole('button', { name: az('site.programme.show') }).click();
    await page.waitForURL(/view=room/);
    expect(await page.getByRole('heading', { name: room.az }).count()).toBe(1);

    const href = await page
      .getByRole('link', { name: az('site.programme.calendar') })
      .getAttribute('href');
    const ics = (await (await fetch(new URL(href!, baseUrl))).text()).replace(/\r\n /g, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('TZID:Asia/Baku');
    expect(ics).toContain(sessionAz);
    expect(phone.errors).toEqual([]);
  });

  it('lets the speaker download their .ics and report a problem within the window', async () => {
    talks = await story.as(speakerEmail, password);
    const { page } = talks;
    await page.goto('/user/panel', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: en('panelTalks.nav') }).click();
    await page.waitForURL('**/user/panel/talks');
    await expect.poll(() => page.getByText(thesis.title).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('#main').innerText()).toContain(room.en);

    const ics = await download(page, () =>
      page.getByRole('link', { name: en('panelTalks.ics') }).click(),
    );
    const calendar = ics.body.toString('utf8');
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toContain('TZID:Asia/Baku');
    expect(calendar).toContain('DTSTART;TZID=Asia/Baku:20250903T090000');
    expect(calendar.replace(/\r\n /g, '')).toContain(thesis.title);

    // An empty report is refused by the form itself; a real one reaches the organisers.
    const report = page.getByRole('form', { name: en('panelTalks.report') });
    await report.getByRole('button', { name: en('panelTalks.report') }).click();
    await expect.poll(() => report.getByText(en('validation.required')).count()).toBe(1);
    await control(page, en('panelTalks.problem')).fill('I teach on the morning of 3 September.');
    await report.getByRole('button', { name: en('panelTalks.report') }).click();
    await expect.poll(() => page.getByText(en('panelTalks.reported')).count()).toBe(1);
    await expect
      .poll(() => page.getByText('I teach on the morning of 3 September.').count())
      .toBe(1);

    const { page: console_ } = admin;
    await console_.goto('/admin/programme', { waitUntil: 'networkidle' });
    await console_.getByRole('tab', { name: az('adminProg.tab.reports') }).click();
    await expect
      .poll(() => console_.getByText('I teach on the morning of 3 September.').count())
      .toBe(1);
  });

  it('ran the console, the panel and the public page without an uncaught error', () => {
    expect(admin.errors).toEqual([]);
    expect(talks.errors).toEqual([]);
  });
});

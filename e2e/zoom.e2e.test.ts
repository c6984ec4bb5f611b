import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@conf/common';
import { apiCall } from './support/api';
import type { TrackedPage } from './support/browser';
import { approvedParticipantPage, registerPerson } from './support/produces';
import { az, en, submitSignIn } from './support/site';
import { browserStory } from './support/story';

/*
 * The Zoom access of the academic programme (spec §2), which the page asks for in the browser,
 * for the visitor it has: an approved participant sees the meeting details in either language;
 * a visitor learns how to get them; and once the participant signs out and someone else signs in
 * in the same tab, the programme page shows nothing that belonged to the participant.
 */

const story = browserStory();
const { baseUrl } = story;

describe('the Zoom access of the programme', () => {
  const stamp = Date.now().toString(36);
  const zoom = {
    url: `https://zoom.example.org/j/${stamp}`,
    meetingId: '812 3456 7890',
    passcode: `pass-${stamp}`,
  };
  let participant: TrackedPage;
  /** Someone registered who has not declared participation. */
  const other = {
    name: 'Kamran',
    surname: `Başqası${stamp}`,
    email: `zoom-other-${stamp}@example.org`,
    password: 'zoom-password-2',
  };

  beforeAll(async () => {
    const saved = await apiCall(
      baseUrl,
      contract.settings.update,
      { body: { zoom } },
      { token: await story.adminToken() },
    );
    if (saved.status !== 200) throw new Error(`zoom settings: ${saved.status}`);
    await registerPerson(baseUrl, story.dataDir, other);
    participant = await approvedParticipantPage(story, {
      name: 'Nərgiz',
      surname: `Zoomova${stamp}`,
      email: `zoom-${stamp}@example.org`,
      password: 'zoom-password-1',
    });
  });
  afterAll(async () => {
    await participant?.context.close();
  });

  it('shows an approved participant the meeting details, in both languages', async () => {
    const { page } = participant;
    await page.goto('/pages/academic_program', { waitUntil: 'networkidle' });
    const link = page.getByRole('link', { name: zoom.url });
    await expect.poll(() => link.count()).toBe(1);
    expect(await page.locator('.zoom').textContent()).toContain(zoom.passcode);
    expect(await page.locator('.zoom').textContent()).toContain(en('site.zoom.meetingId'));

    await page.goto('/az/pages/academic_program', { waitUntil: 'networkidle' });
    await expect.poll(() => link.count()).toBe(1);
    expect(await page.locator('.zoom').textContent()).toContain(az('site.zoom.link'));
  });

  it('tells a visitor how to get them, and shows them to no one else in the same tab', async () => {
    const visitor = await story.page();
    await visitor.page.goto('/pages/academic_program', { waitUntil: 'networkidle' });
    await expect
      .poll(() => visitor.page.locator('.zoom').textContent())
      .toContain(en('site.zoom.signIn'));
    expect(await visitor.page.content()).not.toContain(zoom.url);

    // The participant signs out in the tab that showed the details and someone else signs in
    // there, all without reloading: what the page had read for the participant is not theirs.
    const { page } = participant;
    await page.goto('/pages/academic_program', { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('link', { name: zoom.url }).count()).toBe(1);
    await page.locator('.user-menu summary').click();
    await page.getByRole('button', { name: en('site.user.logout') }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('.user-menu summary').click();
    await page
      .locator('.user-menu')
      .getByRole('link', { name: en('site.user.login') })
      .click();
    await page.waitForURL('**/user/login');
    await submitSignIn(page, 'en', other.email, other.password);
    await page.waitForURL('**/user/panel');
    await page.locator('.panel-header__title').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .locator('main')
      .getByRole('link', { name: en('site.nav.academicProgram') })
      .click();
    await page.waitForURL('**/pages/academic_program');
    await expect
      .poll(() => page.locator('.zoom').textContent())
      .toContain(en('site.zoom.notParticipant'));
    expect(await page.getByRole('link', { name: zoom.url }).count()).toBe(0);
  });
});

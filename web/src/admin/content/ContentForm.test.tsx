// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contract, type AdminPageDto } from '@conf/common';
import { byLabel, messageOf, person, renderScreen } from '../../test/dom';
import { fieldRefusal, pending, reply, type StandIn, standInApi } from '../../test/stand-in-api';
import { en } from '../../test/fixtures';
import { ConsoleEnvContext, type ConsoleEnv } from '../shell/env';
import { PreferencesProvider } from '../shell/preferences';
import { ContentForm } from './ContentForm';
import { NEWS } from './news-kind';
import { PAGES } from './pages-kind';

const env: ConsoleEnv = { route: (path) => path, siteUrl: (path) => path, dataLocale: 'en' };

function renderNew(kind: typeof PAGES | typeof NEWS) {
  return renderScreen(
    <ConsoleEnvContext.Provider value={env}>
      <PreferencesProvider language={{ locale: 'en', setLocale: () => undefined }}>
        {kind === PAGES ? (
          <ContentForm kind={PAGES} mode="create" />
        ) : (
          <ContentForm kind={NEWS} mode="create" />
        )}
      </PreferencesProvider>
    </ConsoleEnvContext.Provider>,
    { path: `/admin/${kind.name}/create` },
  );
}
const renderNewPage = () => renderNew(PAGES);

const save = () => screen.getByRole('button', { name: new RegExp(en('admin.save')) });

const stored = {
  id: 41,
  slug: 'programme',
  locale: 'en',
  title: 'Programme',
  description: '',
  body: '',
  isPublished: true,
  position: 0,
  translationGroup: 'g-41',
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  translations: [],
} satisfies AdminPageDto;

describe('the page form of the console', () => {
  it("labels the body in the row's label column, like every other field (issue 12 item 11)", async () => {
    renderNewPage();
    const body = await screen.findByRole('textbox', { name: en('admin.content.body') });
    const labelOf = (control: Element) =>
      control.closest('.ant-form-item-row')!.querySelector(':scope > .ant-form-item-label');
    // A label drawn inside the control column takes antd's end alignment; the row's own does not.
    expect(labelOf(body)?.textContent).toBe(en('admin.content.body'));
    expect(labelOf(byLabel(en('admin.content.title')))?.className).toBe(labelOf(body)?.className);
  });

  it("checks the page's fields with the API's schema before sending", async () => {
    const user = person();
    const requests = standInApi([]);
    renderNewPage();
    await user.fill(byLabel(en('admin.content.slug')), 'Not A Slug');
    await user.click(save());
    await waitFor(() =>
      expect(messageOf(byLabel(en('admin.content.title')))).toBe(en('validation.required')),
    );
    expect(messageOf(byLabel(en('admin.content.slug')))).toBe(en('validation.slug'));
    expect(requests).toEqual([]);
  });

  it("shows the API's refusal on its field and keeps the typed page; no second save meanwhile", async () => {
    const user = person();
    const answer = pending<StandIn>();
    const requests = standInApi([
      { route: contract.pages.admin.create, answer: () => answer.promise },
    ]);
    renderNewPage();
    await user.fill(byLabel(en('admin.content.title')), 'Programme');
    await user.fill(byLabel(en('admin.content.slug')), 'programme');
    await user.click(save());
    await waitFor(() => expect((save() as HTMLButtonElement).disabled).toBe(true));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toMatchObject({
      locale: 'en',
      title: 'Programme',
      slug: 'programme',
      isPublished: true,
    });

    answer.resolve(fieldRefusal({ slug: ['This address is taken in English'] }));
    await waitFor(() =>
      expect(messageOf(byLabel(en('admin.content.slug')))).toBe('This address is taken in English'),
    );
    expect((byLabel(en('admin.content.title')) as HTMLInputElement).value).toBe('Programme');
    expect((save() as HTMLButtonElement).disabled).toBe(false);
  });

  it('opens the saved page', async () => {
    const user = person();
    standInApi([
      {
        route: contract.pages.admin.create,
        answer: () => reply(contract.pages.admin.create, stored, 201),
      },
    ]);
    renderNewPage();
    await user.fill(byLabel(en('admin.content.title')), 'Programme');
    await user.fill(byLabel(en('admin.content.slug')), 'programme');
    await user.click(save());
    await screen.findByText('Left the screen');
  });

  it("sends a news item's own fields through the same form", async () => {
    const user = person();
    const answer = pending<StandIn>();
    const requests = standInApi([
      { route: contract.news.admin.create, answer: () => answer.promise },
    ]);
    renderNew(NEWS);
    await user.fill(byLabel(en('admin.content.title')), 'Registration is open');
    await user.fill(byLabel(en('admin.content.summary')), 'Send your abstracts by 1 June.');
    await user.fill(byLabel(en('admin.content.publishedAt')), '2025-03-01T10:30');
    await user.click(save());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toMatchObject({
      locale: 'en',
      title: 'Registration is open',
      summary: 'Send your abstracts by 1 June.',
      publishedAt: new Date('2025-03-01T10:30').toISOString(),
    });
    expect(screen.queryByLabelText(new RegExp(en('admin.content.slug')))).toBeNull();
  });
});

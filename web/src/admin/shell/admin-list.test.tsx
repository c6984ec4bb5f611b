// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contract, type ReplyOf } from '@conf/common';
import { renderScreen } from '../../test/dom';
import { en } from '../../test/fixtures';
import { pending, refusal, reply, standInApi, type StandIn } from '../../test/stand-in-api';
import { ThesesListPage } from '../theses/ThesesListPage';
import { ConsoleEnvContext, type ConsoleEnv } from './env';

const env: ConsoleEnv = { route: (path) => path, siteUrl: (path) => path, dataLocale: 'en' };
const topics = {
  route: contract.theses.topics,
  answer: () => reply(contract.theses.topics, [{ id: 1, name: 'Algebra' }]),
};
const none = {
  data: [],
  total: 0,
  page: 1,
  pageSize: 20,
} satisfies ReplyOf<typeof contract.theses.adminList>;

function renderList(at: string) {
  renderScreen(
    <ConsoleEnvContext.Provider value={env}>
      <ThesesListPage />
    </ConsoleEnvContext.Provider>,
    { path: '/admin/theses', at },
  );
}

describe('the list scaffold of the console', () => {
  it('says it is loading while the answer is on its way, never that nothing matches', async () => {
    const answer = pending<StandIn>();
    const requests = standInApi([
      topics,
      { route: contract.theses.adminList, answer: () => answer.promise },
    ]);
    renderList('/admin/theses?status=accepted');
    expect(await screen.findByText(en('admin.loading'))).toBeTruthy();
    expect(screen.queryByText(en('adminWf.empty'))).toBeNull();
    const sent = requests.find((r) => r.route === contract.theses.adminList)!;
    expect(Object.fromEntries(sent.url.searchParams)).toMatchObject({
      status: 'accepted',
      sort: '-submittedAt',
    });

    answer.resolve(reply(contract.theses.adminList, none));
    expect(await screen.findByText(en('adminWf.empty'))).toBeTruthy();
    expect(screen.queryByText(en('admin.loading'))).toBeNull();
  });

  it('tells an empty list from one that nothing matches', async () => {
    standInApi([
      topics,
      { route: contract.theses.adminList, answer: () => reply(contract.theses.adminList, none) },
    ]);
    renderList('/admin/theses');
    expect(await screen.findByText(en('admin.empty'))).toBeTruthy();
    expect(screen.queryByText(en('adminWf.empty'))).toBeNull();
  });

  it('shows a failed list as an error with a retry', async () => {
    standInApi([
      topics,
      {
        route: contract.theses.adminList,
        answer: () => refusal(404, { message: 'Not found' }),
      },
    ]);
    renderList('/admin/theses');
    expect(await screen.findByText(en('admin.error.title'))).toBeTruthy();
    expect(screen.getByRole('button', { name: en('admin.error.retry') })).toBeTruthy();
    expect(screen.queryByText(en('admin.empty'))).toBeNull();
  });

  it('explains a filter the API would refuse instead of sending it', async () => {
    const requests = standInApi([topics]);
    renderList('/admin/theses?status=lost');
    await waitFor(() => expect(screen.getByRole('alert').textContent).not.toBe(''));
    expect(requests.some((r) => r.route === contract.theses.adminList)).toBe(false);
  });
});

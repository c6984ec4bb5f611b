// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { contract, type ThesisSummaryDto } from '@conf/common';
import { person, renderScreen, takeIntlErrors } from '../../test/dom';
import { pending, reply, standInApi, type StandIn } from '../../test/stand-in-api';
import { author, en } from '../../test/fixtures';
import { SubmittedPage } from './SubmittedPage';

const row = (id: number, status: ThesisSummaryDto['status']): ThesisSummaryDto => ({
  id,
  title: `Waves ${id}`,
  status,
  topic: { id: 1, name: 'Mechanics' },
  keywords: ['waves'],
  submittedAt: '2026-03-01T10:00:00.000Z',
  decidedAt: null,
  user: { id: author.id, name: author.name, surname: author.surname },
});

describe('"My abstracts"', () => {
  it("names the amount of the author's fee in the next step of an accepted abstract", async () => {
    standInApi([
      { route: contract.auth.currentUser, answer: () => reply(contract.auth.currentUser, author) },
      {
        route: contract.theses.mine,
        answer: () =>
          reply(contract.theses.mine, {
            data: [row(3, 'require_payment')],
            total: 1,
            page: 1,
            pageSize: 20,
          }),
      },
    ]);
    renderScreen(<SubmittedPage />);
    const text = en('panel.next.require_payment').replace('{fee}', '30 AZN');
    expect(await screen.findByText(text, {}, { timeout: 20_000 })).toBeTruthy();
  });
});

describe('the catalogue in component tests', () => {
  function MissingArgument() {
    const intl = useIntl();
    return <p>{intl.formatMessage({ id: 'panel.next.require_payment' })}</p>;
  }

  it('records a message rendered without its argument, which fails any other test', () => {
    renderScreen(<MissingArgument />);
    const errors = takeIntlErrors();
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join(' ')).toMatch(/fee/);
  });
});

describe('"My abstracts" while its answer is on its way', () => {
  it('says it is loading, then that nothing matches the filter, never "none yet" meanwhile', async () => {
    const user = person();
    const answer = pending<StandIn>();
    let calls = 0;
    standInApi([
      { route: contract.auth.currentUser, answer: () => reply(contract.auth.currentUser, author) },
      {
        route: contract.theses.mine,
        answer: () => {
          calls += 1;
          if (calls === 1) {
            return reply(contract.theses.mine, {
              data: [row(3, 'in_editor')],
              total: 1,
              page: 1,
              pageSize: 20,
            });
          }
          return answer.promise;
        },
      },
    ]);
    renderScreen(<SubmittedPage />);
    await screen.findByText('Waves 3', {}, { timeout: 20_000 });
    await user.type(screen.getByLabelText(en('panel.search')), 'nothing{Enter}');
    await waitFor(() => expect(calls).toBe(2), { timeout: 10_000 });
    expect(screen.queryByText(en('panel.theses.none'))).toBeNull();
    expect(screen.queryByText(en('adminWf.empty'))).toBeNull();
    answer.resolve(reply(contract.theses.mine, { data: [], total: 0, page: 1, pageSize: 20 }));
    expect(await screen.findByText(en('adminWf.empty'), {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(en('panel.theses.none'))).toBeNull();
  });
});

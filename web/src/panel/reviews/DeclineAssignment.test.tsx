// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, contract, fillPath } from '@conf/common';
import { byLabel, messageOf, person, renderScreen } from '../../test/dom';
import { pending, standInApi, type StandIn } from '../../test/stand-in-api';
import { en } from '../../test/fixtures';
import { DeclineAssignment } from './DeclineAssignment';

const at = '/user/panel/reviews/31';
const open = async (user: ReturnType<typeof person>) => {
  await user.click(
    screen.getByRole('button', { name: new RegExp(en('reviewing.decline.button')) }),
  );
  return screen.findByRole('dialog');
};
// While sending, antd's button also names its loading icon.
const confirm = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: new RegExp(en('reviewing.decline.confirm')) });

describe('declining an assignment', () => {
  it('asks for a reason first, and sends nothing without one', async () => {
    const user = person();
    const requests = standInApi([]);
    renderScreen(<DeclineAssignment thesisId={31} />, { path: at });
    const dialog = await open(user);
    expect(within(dialog).getByText(en('reviewing.decline.intro'))).toBeTruthy();
    await user.fill(byLabel(en('reviewing.decline.reason')), '   ');
    await user.click(confirm(dialog));
    await waitFor(() =>
      expect(messageOf(byLabel(en('reviewing.decline.reason')))).toBe(en('validation.required')),
    );
    expect(requests).toHaveLength(0);
  });

  it('sends the reason once, then leaves the abstract for the list', async () => {
    const user = person();
    const answer = pending<StandIn>();
    const requests = standInApi([
      { route: contract.reviews.decline, answer: () => answer.promise },
    ]);
    renderScreen(<DeclineAssignment thesisId={31} />, { path: at });
    const dialog = await open(user);
    await user.fill(byLabel(en('reviewing.decline.reason')), 'Away all September');
    await user.click(confirm(dialog));
    await user.click(confirm(dialog));
    const sent = requests.filter((r) => r.route === contract.reviews.decline);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url.pathname).toBe(
      API_PREFIX + fillPath(contract.reviews.decline.path, { id: 31 }),
    );
    expect(sent[0]!.body).toEqual({ reason: 'Away all September' });
    // The API answers 204; the stand-in's empty JSON reads the same to the client.
    answer.resolve({ status: 200, body: null });
    expect(await screen.findByText('Left the screen')).toBeTruthy();
  });
});

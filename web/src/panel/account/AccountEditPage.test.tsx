// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contract } from '@conf/common';
import { byLabel, person, messageOf, renderScreen } from '../../test/dom';
import { fieldRefusal, pending, reply, type StandIn, standInApi } from '../../test/stand-in-api';
import { author, en, initialData } from '../../test/fixtures';
import { AccountEditPage } from './AccountEditPage';

const signedIn = [
  { route: contract.auth.currentUser, answer: () => reply(contract.auth.currentUser, author) },
  {
    route: contract.initialData.countries,
    answer: () => reply(contract.initialData.countries, { data: initialData.countries }),
  },
];
// While saving, antd's button also names its loading icon.
const save = () => screen.getByRole('button', { name: new RegExp(en('panel.account.save')) });

describe('the account form', () => {
  it('asks for the current password before a new one is sent', async () => {
    const user = person();
    const requests = standInApi(signedIn);
    renderScreen(<AccountEditPage />);
    await user.fill(await screen.findByLabelText(en('auth.field.newPassword')), 'brand-new-1');
    await user.click(save());
    await waitFor(() =>
      expect(messageOf(byLabel(en('panel.account.currentPassword')))).toBe(
        en('validation.required'),
      ),
    );
    expect(requests.some((r) => r.route === contract.auth.editAccount)).toBe(false);
  });

  it("shows the API's refusal under its field, and cannot be saved twice meanwhile", async () => {
    const user = person();
    const answer = pending<StandIn>();
    const requests = standInApi([
      ...signedIn,
      { route: contract.auth.editAccount, answer: () => answer.promise },
    ]);
    renderScreen(<AccountEditPage />);
    const city = await screen.findByLabelText(new RegExp(`^${en('auth.field.city')}`));
    await user.fill(city, 'Ganja');
    await user.fill(byLabel(en('auth.field.newPassword')), 'brand-new-1');
    await user.fill(byLabel(en('panel.account.currentPassword')), 'wrong-one-1');
    await user.click(save());
    await waitFor(() => expect((save() as HTMLButtonElement).disabled).toBe(true));
    const sent = requests.filter((r) => r.route === contract.auth.editAccount);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ city: 'Ganja', newPassword: 'brand-new-1' });

    answer.resolve(fieldRefusal({ currentPassword: ['The current password is not right'] }));
    await waitFor(() =>
      expect(messageOf(byLabel(en('panel.account.currentPassword')))).toBe(
        'The current password is not right',
      ),
    );
    expect((save() as HTMLButtonElement).disabled).toBe(false);
    expect((byLabel(en('auth.field.city')) as HTMLInputElement).value).toBe('Ganja');
  });
});

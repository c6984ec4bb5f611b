// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contract, formatMessage } from '@conf/common';
import { byLabel, messageOf, person, renderScreen } from '../test/dom';
import { refusal, reply, standInApi } from '../test/stand-in-api';
import { en, initialData } from '../test/fixtures';
import { Component as RegisterPage } from './RegisterPage';

const field = byLabel;
const initial = {
  route: contract.initialData.get,
  answer: () => reply(contract.initialData.get, initialData),
};

async function fillIn(user: ReturnType<typeof person>) {
  const type = (label: string, text: string) => user.type(field(en(label as never)), text);
  await type('auth.field.name', 'Ada');
  await type('auth.field.surname', 'Example');
  await type('auth.field.email', 'ada@example.org');
  await type('auth.field.password', 'long-enough-1');
  await screen.findByRole('option', { name: 'Azerbaijan' });
  await user.selectOptions(field(en('auth.field.country')), 'Azerbaijan');
  await type('auth.field.phone', '501234567');
  await type('auth.field.city', 'Baku');
  await type('auth.field.institution', 'Example Institute');
  await user.selectOptions(field(en('auth.field.academicDegree')), 'phd');
  await user.selectOptions(field(en('auth.field.academicTitle')), 'professor');
}

describe('the sign-up form', () => {
  it('marks every required field that is empty', async () => {
    const user = person();
    const requests = standInApi([initial]);
    renderScreen(<RegisterPage />);
    await user.click(screen.getByRole('button', { name: en('auth.register.submit') }));
    for (const label of ['auth.field.name', 'auth.field.city', 'auth.field.institution'] as const) {
      await waitFor(() => expect(messageOf(field(en(label)))).toBe(en('validation.required')));
    }
    expect(requests.every((r) => r.route === contract.initialData.get)).toBe(true);
  });

  it('shows the API’s refusal of a field under that field, with the phone prefix of the country', async () => {
    const user = person();
    const requests = standInApi([
      initial,
      {
        route: contract.auth.register,
        answer: () =>
          refusal(422, {
            message: 'Correct the marked fields',
            errors: { email: ['Enter a valid e-mail address'] },
          }),
      },
    ]);
    renderScreen(<RegisterPage />);
    await fillIn(user);
    expect((field(en('auth.field.phonePrefix')) as HTMLInputElement).value).toBe('+994');
    await user.click(screen.getByRole('button', { name: en('auth.register.submit') }));
    await waitFor(() =>
      expect(messageOf(field(en('auth.field.email')))).toBe('Enter a valid e-mail address'),
    );
    const sent = requests.find((r) => r.route === contract.auth.register);
    expect(sent?.body).toMatchObject({ email: 'ada@example.org', countryId: 15, locale: 'en' });
  });

  // Registration answers alike for a new and a taken address (docs/security.md, item 5).
  it('asks to open the mailed link once the API has accepted the sign-up (202)', async () => {
    const user = person();
    standInApi([
      initial,
      {
        route: contract.auth.register,
        answer: () => reply(contract.auth.register, { success: true }, 202),
      },
    ]);
    renderScreen(<RegisterPage />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: en('auth.register.submit') }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe(
      formatMessage('en', 'auth.register.checkMail', { email: 'ada@example.org' }),
    );
  });
});

// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contract, type ReplyOf } from '@conf/common';
import {
  messageOf,
  pending,
  refusal,
  renderScreen,
  reply,
  standInApi,
  type StandIn,
} from '../test/dom';
import { author, en } from '../test/fixtures';
import { Component as LoginPage } from './LoginPage';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const submit = () => screen.getByRole('button', { name: en('auth.login.submit') });

describe('the sign-in form', () => {
  it('says what is wrong with each field before sending anything', async () => {
    const requests = standInApi([]);
    renderScreen(<LoginPage />);
    await userEvent.type(field(en('auth.field.email')), 'not-an-email');
    await userEvent.click(submit());
    await waitFor(() =>
      expect(messageOf(field(en('auth.field.email')))).toBe(en('validation.email')),
    );
    expect(messageOf(field(en('auth.field.password')))).toBe(en('validation.required'));
    expect(field(en('auth.field.email')).getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it("puts the API's field errors under the fields and keeps what was typed", async () => {
    standInApi([
      {
        route: contract.auth.login,
        answer: () =>
          refusal(422, {
            message: 'Check the highlighted fields',
            errors: { password: ['The password is too short for this account'] },
          }),
      },
    ]);
    renderScreen(<LoginPage />);
    await userEvent.type(field(en('auth.field.email')), 'ada@example.org');
    await userEvent.type(field(en('auth.field.password')), 'secret-1');
    await userEvent.click(submit());
    const password = field(en('auth.field.password'));
    await waitFor(() =>
      expect(messageOf(password)).toBe('The password is too short for this account'),
    );
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(field(en('auth.field.email')))).toBeNull();
    expect((field(en('auth.field.email')) as HTMLInputElement).value).toBe('ada@example.org');
  });

  it('cannot be sent twice while the first attempt is on its way', async () => {
    const answer = pending<StandIn>();
    const requests = standInApi([{ route: contract.auth.login, answer: () => answer.promise }]);
    renderScreen(<LoginPage />, { path: '/user/login' });
    await userEvent.type(field(en('auth.field.email')), 'ada@example.org');
    await userEvent.type(field(en('auth.field.password')), 'long-enough-1');
    await userEvent.click(submit());
    const sending = await screen.findByRole('button', { name: en('auth.login.submitting') });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toEqual({ email: 'ada@example.org', password: 'long-enough-1' });

    answer.resolve(
      reply(contract.auth.login, {
        token: 'a-token',
        user: author,
      } satisfies ReplyOf<typeof contract.auth.login>),
    );
    await waitFor(() => expect(screen.getByText('Left the screen')).toBeTruthy());
  });
});

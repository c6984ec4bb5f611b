// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contract, type ReplyOf } from '@conf/common';
import { byLabel, person, messageOf, renderScreen } from '../test/dom';
import { fieldRefusal, pending, reply, type StandIn, standInApi } from '../test/stand-in-api';
import { author, en } from '../test/fixtures';
import { Component as LoginPage } from './LoginPage';

const field = byLabel;
const submit = () => screen.getByRole('button', { name: en('auth.login.submit') });

describe('the sign-in form', () => {
  it('says what is wrong with each field before sending anything', async () => {
    const user = person();
    const requests = standInApi([]);
    renderScreen(<LoginPage />);
    await user.type(field(en('auth.field.email')), 'not-an-email');
    await user.click(submit());
    await waitFor(() =>
      expect(messageOf(field(en('auth.field.email')))).toBe(en('validation.email')),
    );
    expect(messageOf(field(en('auth.field.password')))).toBe(en('validation.required'));
    expect(field(en('auth.field.email')).getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it("puts the API's field errors under the fields and keeps what was typed", async () => {
    const user = person();
    standInApi([
      {
        route: contract.auth.login,
        answer: () => fieldRefusal({ password: ['The password is too short for this account'] }),
      },
    ]);
    renderScreen(<LoginPage />);
    await user.type(field(en('auth.field.email')), 'ada@example.org');
    await user.type(field(en('auth.field.password')), 'secret-1');
    await user.click(submit());
    const password = field(en('auth.field.password'));
    await waitFor(() =>
      expect(messageOf(password)).toBe('The password is too short for this account'),
    );
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(field(en('auth.field.email')))).toBeNull();
    expect((field(en('auth.field.email')) as HTMLInputElement).value).toBe('ada@example.org');
  });

  it('cannot be sent twice while the first attempt is on its way', async () => {
    const user = person();
    const answer = pending<StandIn>();
    const requests = standInApi([{ route: contract.auth.login, answer: () => answer.promise }]);
    renderScreen(<LoginPage />, { path: '/user/login' });
    await user.type(field(en('auth.field.email')), 'ada@example.org');
    await user.type(field(en('auth.field.password')), 'long-enough-1');
    await user.click(submit());
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

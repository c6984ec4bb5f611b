// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contract, type ReplyOf } from '@conf/common';
import { byLabel, messageOf, person, renderScreen } from '../test/dom';
import { fieldRefusal, pending, reply, type StandIn, standInApi } from '../test/stand-in-api';
import { en } from '../test/fixtures';
import { Component as ResetPasswordPage } from './ResetPasswordPage';

const TOKEN = 'a'.repeat(40);
const at = {
  path: '/user/forgot_password/reset/:token',
  at: `/user/forgot_password/reset/${TOKEN}`,
};
const password = () => byLabel(en('auth.field.newPassword'));
const confirmation = () => byLabel(en('auth.field.passwordConfirmation'));
const submit = () => screen.getByRole('button', { name: en('auth.reset.submit') });

describe('the new-password form', () => {
  it('says the two passwords differ before sending anything', async () => {
    const user = person();
    const requests = standInApi([]);
    renderScreen(<ResetPasswordPage />, at);
    await user.click(submit());
    await waitFor(() => expect(messageOf(password())).toBe(en('validation.required')));
    await user.type(password(), 'long-enough-1');
    await user.type(confirmation(), 'long-enough-2');
    await user.click(submit());
    await waitFor(() => expect(messageOf(confirmation())).toBe(en('validation.passwordsDiffer')));
    expect(confirmation().getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it("shows the API's refusal of the link and of the password where they belong", async () => {
    const user = person();
    standInApi([
      {
        route: contract.auth.resetPassword,
        answer: () =>
          fieldRefusal({ token: ['expired'], password: ['This password is too common'] }),
      },
    ]);
    renderScreen(<ResetPasswordPage />, at);
    await user.type(password(), 'long-enough-1');
    await user.type(confirmation(), 'long-enough-1');
    await user.click(submit());
    await waitFor(() => expect(messageOf(password())).toBe('This password is too common'));
    const notice = screen.getByText(en('error.resetTokenInvalid'), { exact: false });
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.querySelector('a')?.getAttribute('href')).toBe('/user/forgot_password');
    expect((password() as HTMLInputElement).value).toBe('long-enough-1');
  });

  it('cannot be sent twice while on its way, then goes to the sign-in page', async () => {
    const user = person();
    const answer = pending<StandIn>();
    const requests = standInApi([
      { route: contract.auth.resetPassword, answer: () => answer.promise },
    ]);
    renderScreen(<ResetPasswordPage />, at);
    await user.type(password(), 'long-enough-1');
    await user.type(confirmation(), 'long-enough-1');
    await user.click(submit());
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(true));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toEqual({
      token: TOKEN,
      password: 'long-enough-1',
      passwordConfirmation: 'long-enough-1',
    });

    answer.resolve(
      reply(contract.auth.resetPassword, {
        success: true,
      } satisfies ReplyOf<typeof contract.auth.resetPassword>),
    );
    // The toast, then the navigation: a busy machine takes more than waitFor's default second.
    expect(await screen.findByText('Left the screen', {}, { timeout: 10_000 })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contract, formatMessage, type ReplyOf } from '@conf/common';
import { byLabel, messageOf, person, renderScreen } from '../test/dom';
import { fieldRefusal, pending, reply, type StandIn, standInApi } from '../test/stand-in-api';
import { en } from '../test/fixtures';
import { Component as ForgotPasswordPage } from './ForgotPasswordPage';

const email = () => byLabel(en('auth.field.email'));
const submit = () => screen.getByRole('button', { name: en('auth.forgot.submit') });

describe('the forgotten-password form', () => {
  it('asks for a valid e-mail before sending anything', async () => {
    const user = person();
    const requests = standInApi([]);
    renderScreen(<ForgotPasswordPage />);
    await user.click(submit());
    await waitFor(() => expect(messageOf(email())).toBe(en('validation.required')));
    await user.type(email(), 'not-an-email');
    await user.click(submit());
    await waitFor(() => expect(messageOf(email())).toBe(en('validation.email')));
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(requests).toEqual([]);
  });

  it("puts the API's field error under the e-mail and keeps what was typed", async () => {
    const user = person();
    standInApi([
      {
        route: contract.auth.forgotPassword,
        answer: () => fieldRefusal({ email: ['This address cannot receive mail'] }),
      },
    ]);
    renderScreen(<ForgotPasswordPage />);
    await user.type(email(), 'ada@example.org');
    await user.click(submit());
    await waitFor(() => expect(messageOf(email())).toBe('This address cannot receive mail'));
    expect((email() as HTMLInputElement).value).toBe('ada@example.org');
  });

  it('cannot be sent twice while on its way, then says where the link went', async () => {
    const user = person();
    const answer = pending<StandIn>();
    const requests = standInApi([
      { route: contract.auth.forgotPassword, answer: () => answer.promise },
    ]);
    renderScreen(<ForgotPasswordPage />);
    await user.type(email(), 'ada@example.org');
    await user.click(submit());
    await waitFor(() => expect((submit() as HTMLButtonElement).disabled).toBe(true));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toEqual({ email: 'ada@example.org' });

    answer.resolve(
      reply(contract.auth.forgotPassword, {
        success: true,
      } satisfies ReplyOf<typeof contract.auth.forgotPassword>),
    );
    const status = await screen.findByRole('status', {}, { timeout: 10_000 });
    expect(status.textContent).toBe(
      formatMessage('en', 'auth.forgot.sent', { email: 'ada@example.org' }),
    );
  });
});

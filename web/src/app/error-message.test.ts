import { describe, expect, it } from 'vitest';
import { errorStatus, errorToastContent, fieldErrors } from './error-message';

describe('error toast content', () => {
  it('shows a string as is', () => {
    expect(errorToastContent('Network down')).toEqual({ kind: 'text', text: 'Network down' });
  });

  it('lists the first message of each field', () => {
    const error = {
      status: 422,
      data: {
        message: 'Please correct the highlighted fields',
        errors: { email: ['Enter a valid e-mail address', 'second'], password: ['Too short'] },
      },
    };
    expect(errorToastContent(error)).toEqual({
      kind: 'list',
      items: ['Enter a valid e-mail address', 'Too short'],
    });
    expect(fieldErrors(error)).toEqual({
      email: 'Enter a valid e-mail address',
      password: 'Too short',
    });
  });

  it("falls back to the response's message, then to the generic text", () => {
    expect(errorToastContent({ status: 404, data: { message: 'Page not found' } })).toEqual({
      kind: 'text',
      text: 'Page not found',
    });
    expect(errorToastContent({ message: 'plain body' })).toEqual({
      kind: 'text',
      text: 'plain body',
    });
    expect(errorToastContent({ status: 'FETCH_ERROR', error: 'TypeError' })).toEqual({
      kind: 'generic',
    });
    expect(errorToastContent({ status: 500, data: { errors: {} } })).toEqual({ kind: 'generic' });
    expect(errorToastContent(undefined)).toEqual({ kind: 'generic' });
  });

  it('reads the status of an RTK Query error', () => {
    expect(errorStatus({ status: 404, data: {} })).toBe(404);
    expect(errorStatus({ status: 'FETCH_ERROR' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatMessage, messages, translate } from './catalogue.js';

describe('message catalogues', () => {
  it('hold the same keys in English and Azerbaijani', () => {
    const en = Object.keys(messages.en).sort();
    const az = Object.keys(messages.az).sort();
    expect(az.filter((k) => !en.includes(k))).toEqual([]);
    expect(en.filter((k) => !az.includes(k))).toEqual([]);
  });

  it('have no empty text and keep the same placeholders in both languages', () => {
    const placeholders = (t: string) =>
      [...new Set([...t.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();
    for (const [key, en] of Object.entries(messages.en)) {
      const az = (messages.az as Record<string, string>)[key]!;
      expect(en.trim(), key).not.toBe('');
      expect(az.trim(), key).not.toBe('');
      expect(placeholders(az), key).toEqual(placeholders(en));
    }
  });

  it('hold the error texts of the specification', () => {
    expect(messages.en['error.tokenInvalid']).toBe('The token is invalid');
    expect(messages.en['error.userNotFound']).toBe('User not found');
    expect(messages.en['error.abstractNotFound']).toBe('Abstract not found');
    expect(messages.en['error.pageNotFound']).toBe('Page not found');
    expect(messages.en['error.newsNotFound']).toBe('News not found');
    expect(messages.en['error.generic']).toBe('An error occured');
    expect(messages.en['error.notFound']).toBe('This page could not be found');
  });

  it('formats placeholders and passes unknown keys through', () => {
    expect(formatMessage('en', 'error.unknownMiddleware', { name: 'auth' })).toBe(
      'Unknown middleware auth',
    );
    expect(translate('az', 'validation.required')).toBe('Bu sahə mütləqdir');
    expect(translate('en', 'plain text')).toBe('plain text');
  });
});

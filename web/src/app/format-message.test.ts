import { describe, expect, it, vi } from 'vitest';
import { createIntl } from 'react-intl';
import { messages as publicMessages } from 'virtual:messages/public';
import { messages as programmeMessages } from 'virtual:messages/programme';
import { messages as formsMessages } from 'virtual:messages/forms';
import { LOCALES } from '@conf/common';
import type { Messages } from './catalogues';
import { formatMessage } from './format-message';

/** The argument names of a pre-parsed message, with whether each one chooses a plural form. */
function argumentsOf(elements: unknown[], out = new Map<string, boolean>()) {
  for (const el of elements as { type: number; value?: string; options?: object }[]) {
    if (el.type === 1 || el.type === 5 || el.type === 6) {
      out.set(el.value!, out.get(el.value!) === true || el.type === 6);
    }
    for (const option of Object.values(el.options ?? {}) as { value: unknown[] }[]) {
      argumentsOf(option.value, out);
    }
  }
  return out;
}

const SAMPLES = [0, 1, 2, 5, 21, 1234567];

describe('formatMessage (the public site without react-intl)', () => {
  for (const locale of LOCALES) {
    // Everything the public pages show: their own catalogue, the programme's and the forms'.
    const messages: Messages = {
      ...publicMessages[locale],
      ...programmeMessages[locale],
      ...formsMessages[locale],
    };
    const intl = createIntl({ locale, messages, defaultLocale: 'en' });
    it(`writes every message of the public pages in ${locale} as react-intl does`, () => {
      for (const [id, message] of Object.entries(messages)) {
        const args = argumentsOf(message);
        for (const n of SAMPLES) {
          const values = Object.fromEntries(
            [...args].map(([name, plural]) => [name, plural ? n : `${name}-${n}`]),
          );
          expect(formatMessage(locale, messages, id, values), id).toBe(
            intl.formatMessage({ id }, values),
          );
        }
      }
    });
  }

  it('shows the id of a missing message or value, as react-intl does', () => {
    const messages = publicMessages.en;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(formatMessage('en', messages, 'site.nope')).toBe('site.nope');
    expect(formatMessage('en', messages, 'site.list.total')).toBe('site.list.total');
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});

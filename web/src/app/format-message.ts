import type { Locale } from '@conf/common';
import type { Messages } from './catalogues';

/**
 * The parts of a pre-parsed ICU message (@formatjs/icu-messageformat-parser's AST, built by
 * vite-plugin-messages.ts) that this formatter reads, by their TYPE numbers.
 */
type Element =
  | { type: 0; value: string } // literal text
  | { type: 1; value: string } // {name}
  | { type: 5; value: string; options: Options } // {name, select, …}
  | { type: 6; value: string; options: Options; offset: number; pluralType: PluralType } // plural
  | { type: 7 }; // '#' in a plural branch
type Options = Record<string, { value: Element[] }>;
type PluralType = 'cardinal' | 'ordinal';

export type Values = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();
function pluralRule(locale: Locale, type: PluralType): Intl.PluralRules {
  const key = `${locale}:${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules;
}
function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

function valueOf(values: Values | undefined, name: string): string | number {
  if (!values || !(name in values)) throw new Error(`no value for {${name}}`);
  return values[name] ?? '';
}

function branch(options: Options, key: string, fallback?: string): Element[] {
  const option = options[key] ?? (fallback && options[fallback]) ?? options.other;
  if (!option) throw new Error(`no branch for ${key}`);
  return option.value;
}

function render(elements: Element[], locale: Locale, values?: Values, pound?: number): string {
  let out = '';
  for (const el of elements) {
    switch (el.type) {
      case 0:
        out += el.value;
        break;
      case 1:
        out += String(valueOf(values, el.value));
        break;
      case 5:
        out += render(branch(el.options, String(valueOf(values, el.value))), locale, values, pound);
        break;
      case 6: {
        const n = Number(valueOf(values, el.value));
        const rule = pluralRule(locale, el.pluralType).select(n - el.offset);
        out += render(branch(el.options, `=${n}`, rule), locale, values, n - el.offset);
        break;
      }
      case 7:
        if (pound !== undefined) out += numberFormat(locale).format(pound);
        break;
      default:
        throw new Error(`unsupported message element ${(el as { type: number }).type}`);
    }
  }
  return out;
}

/**
 * Formats a catalogue message as react-intl's formatMessage does for the constructs the public
 * catalogues of the public pages use (text, {arguments}, plural with #, select): the same text on the server and in
 * the browser, without react-intl's ~7 KB gzip in the home page's first load (issue 11;
 * format-message.test.ts compares the two on every public message). A missing message or value
 * shows the id, as react-intl does, which also reports it only outside production builds.
 */
export function formatMessage(
  locale: Locale,
  messages: Messages,
  id: string,
  values?: Values,
): string {
  const message = messages[id] as unknown as Element[] | undefined;
  try {
    if (!message) throw new Error('missing message');
    return render(message, locale, values);
  } catch (err) {
    if (import.meta.env.DEV) console.error(`message "${id}" (${locale}) not formatted`, err);
    return id;
  }
}

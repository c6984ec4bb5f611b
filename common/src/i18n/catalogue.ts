import { FALLBACK_LOCALE, type Locale } from '../locales.js';
import { adminApiMessages } from './admin-api.js';
import { desktopMessages } from './desktop.js';
import { errorMessages } from './errors.js';
import { mailMessages } from './mail.js';
import { siteMessages } from './site.js';
import { authScreenMessages } from './auth-screens.js';
import { pagesMessages } from './pages.js';
import { validationMessages } from './validation.js';
import { workflowMessages } from './workflow.js';
import { chatMessages } from './chat.js';
import { panelMessages } from './panel.js';
import { adminWorkflowMessages } from './admin-workflow.js';
import { adminConsoleMessages } from './admin-console.js';
import { reviewMessages } from './reviews.js';
import { programmeMessages } from './programme.js';
import { producesMessages } from './produces.js';
import { securityMessages } from './security.js';
import { programmeSiteMessages, programmeSiteTitles } from './programme-site.js';
import { producesScreenMessages } from './produces-screens.js';
import { reviewingScreenMessages } from './reviewing-screens.js';
import { reviewingConflictMessages } from './reviewing-conflicts.js';
import { settingsMessages } from './settings.js';
import { uxMessages } from './ux.js';

/**
 * Every catalogue section, merged. A new section (a domain's UI texts) is one file built with
 * defineMessages and one line in each of the two spreads below.
 */
export const messages = {
  en: {
    ...errorMessages.en,
    ...validationMessages.en,
    ...mailMessages.en,
    ...pagesMessages.en,
    ...workflowMessages.en,
    ...adminApiMessages.en,
    ...siteMessages.en,
    ...authScreenMessages.en,
    ...desktopMessages.en,
    ...chatMessages.en,
    ...panelMessages.en,
    ...adminWorkflowMessages.en,
    ...adminConsoleMessages.en,
    ...reviewMessages.en,
    ...programmeMessages.en,
    ...producesMessages.en,
    ...securityMessages.en,
    ...programmeSiteTitles.en,
    ...programmeSiteMessages.en,
    ...producesScreenMessages.en,
    ...reviewingScreenMessages.en,
    ...reviewingConflictMessages.en,
    ...settingsMessages.en,
    ...uxMessages.en,
  },
  az: {
    ...errorMessages.az,
    ...validationMessages.az,
    ...mailMessages.az,
    ...pagesMessages.az,
    ...workflowMessages.az,
    ...adminApiMessages.az,
    ...siteMessages.az,
    ...authScreenMessages.az,
    ...desktopMessages.az,
    ...chatMessages.az,
    ...panelMessages.az,
    ...adminWorkflowMessages.az,
    ...adminConsoleMessages.az,
    ...reviewMessages.az,
    ...programmeMessages.az,
    ...producesMessages.az,
    ...securityMessages.az,
    ...programmeSiteTitles.az,
    ...programmeSiteMessages.az,
    ...producesScreenMessages.az,
    ...reviewingScreenMessages.az,
    ...reviewingConflictMessages.az,
    ...settingsMessages.az,
    ...uxMessages.az,
  },
} satisfies Record<Locale, Record<string, string>>;

export type MessageKey = keyof (typeof messages)['en'];

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages.en, key);
}

/**
 * Formats a catalogue text with simple `{name}` placeholders. The web app formats the same texts
 * with react-intl, which reads this placeholder syntax identically.
 */
export function formatMessage(
  locale: Locale,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const table: Record<string, string> = messages[locale] ?? messages[FALLBACK_LOCALE];
  const template = table[key] ?? messages.en[key];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Formats a key that may or may not be in the catalogue (zod messages, for instance). */
export function translate(locale: Locale, keyOrText: string): string {
  return isMessageKey(keyOrText) ? formatMessage(locale, keyOrText) : keyOrText;
}

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Locale } from '@conf/common';
import type { Messages } from './catalogues';
import { formatMessage, type Values } from './format-message';

/**
 * The language and catalogue of what is on screen, and how a key becomes text. The public site
 * provides it with the small formatter of format-message.ts (TextsProvider); the panel, the
 * console and the form screens, which carry react-intl, provide it from their IntlProvider
 * (IntlArea.tsx). Components read it through useT, useTranslateKey and useLocale.
 */
export interface Texts {
  readonly locale: Locale;
  readonly messages: Messages;
  format(id: string, values?: Values): string;
}

export const TextsContext = createContext<Texts | null>(null);

export function useTexts(): Texts {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('no TextsProvider or IntlArea above this component');
  return texts;
}

/** The texts of the public site: a catalogue formatted without react-intl. */
export function TextsProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const texts = useMemo<Texts>(
    () => ({
      locale,
      messages,
      format: (id, values) => formatMessage(locale, messages, id, values),
    }),
    [locale, messages],
  );
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

import type { ReactNode } from 'react';
import type { Locale } from '@conf/common';
import type { Messages } from '../../app/catalogues';
import { messages as programme } from 'virtual:messages/programme';
import { TextsProvider, useTexts } from '../../app/texts';

/** The merged catalogue per outer one: the server renders many pages with the same two. */
const withOuter = new WeakMap<Messages, Partial<Record<Locale, Messages>>>();

/**
 * Adds the texts of the programme and verification pages to the public catalogue: they travel
 * with these pages' chunks, not with the first load every visitor downloads (as FormsCatalogue).
 */
export function ProgrammeCatalogue({ children }: { children: ReactNode }) {
  const { locale, messages: outer } = useTexts();
  let byLocale = withOuter.get(outer);
  if (!byLocale) withOuter.set(outer, (byLocale = {}));
  const merged = (byLocale[locale] ??= { ...outer, ...programme[locale] });
  return (
    <TextsProvider locale={locale} messages={merged}>
      {children}
    </TextsProvider>
  );
}

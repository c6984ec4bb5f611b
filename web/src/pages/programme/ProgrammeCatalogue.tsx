import { useMemo, type ReactNode } from 'react';
import { messages as programme } from 'virtual:messages/programme';
import { TextsProvider, useTexts } from '../../app/texts';

/**
 * Adds the texts of the programme and verification pages to the public catalogue: they travel
 * with these pages' chunks, not with the first load every visitor downloads (as FormsCatalogue).
 */
export function ProgrammeCatalogue({ children }: { children: ReactNode }) {
  const { locale, messages: outer } = useTexts();
  const merged = useMemo(() => ({ ...outer, ...programme[locale] }), [outer, locale]);
  return (
    <TextsProvider locale={locale} messages={merged}>
      {children}
    </TextsProvider>
  );
}

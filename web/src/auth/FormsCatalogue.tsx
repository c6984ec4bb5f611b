import type { ReactNode } from 'react';
import type { Locale } from '@conf/common';
import type { Messages } from '../app/catalogues';
import { messages as forms } from 'virtual:messages/forms';
import { TextsProvider, useTexts } from '../app/texts';

/** The merged catalogue per outer one: the server renders many pages with the same two. */
const withOuter = new WeakMap<Messages, Partial<Record<Locale, Messages>>>();

/**
 * Adds the form texts (field labels, validation messages) to the public catalogue. They live in
 * the auth chunks, not in the first-load bundle that every visitor downloads.
 */
export function FormsCatalogue({ children }: { children: ReactNode }) {
  // Every catalogue of the web app is pre-parsed (vite-plugin-messages.ts), the public one too.
  const { locale, messages: outer } = useTexts();
  let byLocale = withOuter.get(outer);
  if (!byLocale) withOuter.set(outer, (byLocale = {}));
  const merged = (byLocale[locale] ??= { ...outer, ...forms[locale] });
  return (
    <TextsProvider locale={locale} messages={merged}>
      {children}
    </TextsProvider>
  );
}

/** Wraps a screen so that it and everything in it can use the form texts. */
export function withFormsCatalogue(Screen: () => ReactNode) {
  return function WithForms() {
    return (
      <FormsCatalogue>
        <Screen />
      </FormsCatalogue>
    );
  };
}

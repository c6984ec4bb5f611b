import { useMemo, type ReactNode } from 'react';
import { messages as forms } from 'virtual:messages/forms';
import { TextsProvider, useTexts } from '../app/texts';

/**
 * Adds the form texts (field labels, validation messages) to the public catalogue. They live in
 * the auth chunks, not in the first-load bundle that every visitor downloads.
 */
export function FormsCatalogue({ children }: { children: ReactNode }) {
  // Every catalogue of the web app is pre-parsed (vite-plugin-messages.ts), the public one too.
  const { locale, messages: outer } = useTexts();
  const merged = useMemo(() => ({ ...outer, ...forms[locale] }), [outer, locale]);
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

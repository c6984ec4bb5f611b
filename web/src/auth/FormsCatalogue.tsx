import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl, type MessageFormatElement } from 'react-intl';
import { messages as forms } from 'virtual:messages/forms';
import type { Locale } from '@conf/common';

/**
 * Adds the form texts (field labels, validation messages) to the public catalogue. They live in
 * the auth chunks, not in the first-load bundle that every visitor downloads.
 */
export function FormsCatalogue({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  // Every catalogue of the web app is pre-parsed (vite-plugin-messages.ts), the public one too.
  const outer = intl.messages as Record<string, MessageFormatElement[]>;
  const merged = useMemo(() => ({ ...outer, ...forms[locale] }), [outer, locale]);
  return (
    <IntlProvider locale={locale} messages={merged} defaultLocale="en">
      {children}
    </IntlProvider>
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

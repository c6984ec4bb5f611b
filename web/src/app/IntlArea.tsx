import { useMemo, type ComponentProps } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { Locale } from '@conf/common';
import type { Messages } from './catalogues';
import { TextsContext, type Texts } from './texts';

/** Hands react-intl's formatter to useT, useTranslateKey and useLocale (texts.tsx). */
function IntlTexts({ children }: { children: React.ReactNode }) {
  const intl = useIntl();
  const texts = useMemo<Texts>(
    () => ({
      locale: intl.locale as Locale,
      messages: intl.messages as Messages,
      format: (id, values) => intl.formatMessage({ id }, values),
    }),
    [intl],
  );
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

/**
 * react-intl's IntlProvider for the lazy areas that carry it (panel, console, form and programme
 * screens): their components may read useIntl, and useT below it formats with react-intl too.
 * The public first load has no react-intl (TextsProvider, texts.tsx).
 */
export function IntlArea({ children, ...props }: ComponentProps<typeof IntlProvider>) {
  return (
    <IntlProvider {...props}>
      <IntlTexts>{children}</IntlTexts>
    </IntlProvider>
  );
}

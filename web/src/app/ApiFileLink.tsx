import type { MouseEvent, ReactNode } from 'react';
import { Button } from 'antd';
import type { ApiRequest } from '@conf/common';
import { useLocale } from './LocalLink';
import { showError } from './toast';
import { apiDownload, apiUrl, authorization } from './transfer';
import { useApiEnvironment } from './transfer-hooks';

/**
 * A link to a file the API serves behind authorisation (an abstract's version, a receipt, an
 * export). Where the cookie authenticates it is a plain link; where a bearer header is needed
 * (the desktop console) a click downloads it through apiDownload.
 */
export function ApiFileLink({
  request,
  name,
  children,
  inline,
  button,
}: {
  request: ApiRequest;
  name?: string;
  children: ReactNode;
  /** Open in place (a receipt preview) instead of saving. */
  inline?: boolean;
  /** Render as an antd button (still a link) with this icon. */
  button?: ReactNode;
}) {
  const env = useApiEnvironment();
  const locale = useLocale();
  const url = apiUrl(env, request);
  const needsFetch = authorization(env) !== null;
  const onClick = (event: MouseEvent) => {
    if (!needsFetch) return;
    event.preventDefault();
    apiDownload(env, locale, request, { name, inline }).catch(showError);
  };
  const download = inline ? undefined : (name ?? '');
  if (button) {
    return (
      <Button href={url} icon={button} download={download} onClick={onClick}>
        {children}
      </Button>
    );
  }
  return (
    <a
      href={url}
      download={download}
      target={inline ? '_blank' : undefined}
      rel={inline ? 'noopener noreferrer' : undefined}
      onClick={onClick}
    >
      {children}
    </a>
  );
}

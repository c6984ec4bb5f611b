import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Button } from 'antd';
import { useConsoleEnv } from '../shell/env';
import { useLocale } from '../../app/LocalLink';
import { showError } from '../../app/toast';

/**
 * Files the API serves behind authorisation (abstract versions, receipts, exports). The web
 * console is on the API's origin and its cookie goes along with a plain link; the desktop
 * console talks to another origin with a bearer header, so there the file is fetched and
 * handed over as a blob.
 */

/** '/api/theses/1/files/2' (as the API presents it) → an address on the console's API origin. */
export function useApiUrl(): (apiPath: string) => string {
  const env = useConsoleEnv();
  return (apiPath) => `${env.api.baseUrl}${apiPath.replace(/^\/api(?=\/)/, '')}`;
}

function useNeedsFetch(): boolean {
  const env = useConsoleEnv();
  return Object.keys(env.api.forwardHeaders ?? {}).some((h) => h.toLowerCase() === 'authorization');
}

async function fetchBlob(url: string, headers: Record<string, string>): Promise<Blob> {
  const res = await fetch(url, { credentials: 'include', headers });
  if (!res.ok) throw await res.json().catch(() => ({ message: res.statusText }));
  return res.blob();
}

/** A download link to an API file, working in the browser and in the desktop console. */
export function ApiFileLink({
  path,
  name,
  children,
  inline,
  button,
}: {
  path: string;
  name?: string;
  children: ReactNode;
  /** Open in place (a receipt preview) instead of saving. */
  inline?: boolean;
  /** Render as an antd button (still a link) with this icon. */
  button?: ReactNode;
}) {
  const env = useConsoleEnv();
  const locale = useLocale();
  const url = useApiUrl()(path);
  const needsFetch = useNeedsFetch();
  const onClick = async (event: MouseEvent) => {
    if (!needsFetch) return;
    event.preventDefault();
    try {
      const blob = await fetchBlob(url, { ...env.api.forwardHeaders, 'lang-code': locale });
      const href = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = href;
      if (!inline) a.download = name ?? '';
      else a.target = '_blank';
      a.click();
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    } catch (err) {
      showError(err);
    }
  };
  if (button) {
    return (
      <Button
        href={url}
        icon={button}
        download={inline ? undefined : (name ?? '')}
        onClick={(e) => void onClick(e)}
      >
        {children}
      </Button>
    );
  }
  return (
    <a
      href={url}
      download={inline ? undefined : (name ?? '')}
      target={inline ? '_blank' : undefined}
      rel={inline ? 'noopener noreferrer' : undefined}
      onClick={(e) => void onClick(e)}
    >
      {children}
    </a>
  );
}

/** An address an <img> can show: the API URL itself, or a blob URL where a bearer header is needed. */
export function useApiImage(path: string | null): string | undefined {
  const env = useConsoleEnv();
  const locale = useLocale();
  const url = useApiUrl();
  const needsFetch = useNeedsFetch();
  const [blobUrl, setBlobUrl] = useState<string | undefined>();
  const target = path ? url(path) : null;
  useEffect(() => {
    if (!needsFetch || !target) return;
    let href: string | undefined;
    let alive = true;
    fetchBlob(target, { ...env.api.forwardHeaders, 'lang-code': locale })
      .then((blob) => {
        href = URL.createObjectURL(blob);
        if (alive) setBlobUrl(href);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
      if (href) URL.revokeObjectURL(href);
    };
  }, [needsFetch, target, env.api.forwardHeaders, locale]);
  if (!target) return undefined;
  return needsFetch ? blobUrl : target;
}

import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation, useMatches } from 'react-router';
import type { MessageKey } from '@conf/common';
import { buildHead } from './head';
import { useTexts } from './texts';

function setMeta(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.appendChild(el);
  }
  apply(el);
}

/**
 * Keeps title, description, canonical and hreflang links in step with client-side navigation.
 * The first HTML already has them (the server builds them with the same `buildHead`).
 */
export function HeadSync() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const texts = useTexts();
  const errors = useContext(UNSAFE_DataRouterStateContext)?.errors;
  useEffect(() => {
    const head = buildHead(
      matches,
      pathname,
      window.location.origin,
      (key: MessageKey) => texts.format(key),
      errors,
    );
    document.title = head.title;
    document.documentElement.lang = texts.locale;
    setMeta(
      'meta[name="description"]',
      () => Object.assign(document.createElement('meta'), { name: 'description' }),
      (el) => el.setAttribute('content', head.description),
    );
    setMeta(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      (el) => el.setAttribute('href', head.canonical),
    );
    document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((el) => el.remove());
    for (const link of head.links) {
      const el = document.createElement('link');
      el.rel = 'alternate';
      el.hreflang = link.hreflang;
      el.href = link.href;
      document.head.appendChild(el);
    }
  }, [matches, pathname, texts, errors]);
  return null;
}

import { useCallback } from 'react';
import type { Locale, MessageKey } from '@conf/common';
import { lazyCatalogue, type Messages } from './catalogues';
import type { Values } from './format-message';
import { useTexts } from './texts';

/*
 * The public catalogue, one chunk per language: a visitor downloads only the language of the
 * page (the server preloads it beside the entry), which keeps the first load within budget.
 * The panel and admin chunks bring their own catalogues (catalogues.ts, PanelCatalogue.tsx).
 */
const publicCatalogue = lazyCatalogue({
  en: () => import('virtual:messages/public/en'),
  az: () => import('virtual:messages/public/az'),
});

/** Loads a language's public catalogue (once); the locale mount's loader awaits it. */
export const loadMessages = (locale: Locale): Promise<Messages> => publicCatalogue.load(locale);

/** The public catalogue of a loaded language (empty if loading it failed: ids show instead). */
export function messagesFor(locale: Locale): Messages {
  return publicCatalogue.get(locale) ?? {};
}

/**
 * A typed translator: ids are checked against the catalogue at compile time, so a typo or a
 * removed key fails the type check instead of showing a raw id on screen.
 */
export function useT(): (id: MessageKey, values?: Values) => string {
  const { format } = useTexts();
  return useCallback((id, values) => format(id, values), [format]);
}

/** Translates a catalogue key when it is one (zod messages are keys), else returns the text. */
export function useTranslateKey(): (keyOrText: string) => string {
  const { messages, format } = useTexts();
  return useCallback(
    (keyOrText) => (keyOrText in messages ? format(keyOrText) : keyOrText),
    [messages, format],
  );
}

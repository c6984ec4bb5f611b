import { createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from './api';
import { setLocale } from './locale-slice';

/**
 * Tags of answers written in the language of the request without the language in their cache
 * key (topic names, country names, statuses' texts): a language switch refetches them. Answers
 * keyed by language (initial data, pages, news) are cached per language already.
 */
export const LANGUAGE_DEPENDENT_TAGS = [
  'Thesis',
  'Payment',
  'Participant',
  'Message',
  'Admin',
] as const;

/** Refetches what carries a language when the page's language changes (issue 12 item 6). */
export const localeRefetch = createListenerMiddleware();
localeRefetch.startListening({
  predicate: (action, current, previous) =>
    setLocale.match(action) &&
    (previous as { locale: { current: string } }).locale.current !==
      (current as { locale: { current: string } }).locale.current,
  effect: (_action, listenerApi) => {
    listenerApi.dispatch(api.util.invalidateTags([...LANGUAGE_DEPENDENT_TAGS]));
  },
});

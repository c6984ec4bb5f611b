import type { Locale } from '@conf/common';

/** Language names in their own language: an organiser finds theirs whatever is on screen. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', az: 'Azərbaycanca' };

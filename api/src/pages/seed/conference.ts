import { CONFERENCE, type Locale } from '@conf/common';
import { dateRange } from './dates.js';

export const CONFERENCE_NAME: Record<Locale, string> = {
  en: 'International Conference on Mathematics and Mechanics',
  az: 'Riyaziyyat və Mexanika üzrə Beynəlxalq Konfrans',
};

export const CITY: Record<Locale, string> = { en: CONFERENCE.city, az: 'Bakı' };

/** "03-06 September 2025" in the reader's language. */
export const conferenceDays = (locale: Locale) =>
  dateRange(locale, CONFERENCE.startDate, CONFERENCE.endDate);

/** The note on pages that hold placeholder entries until the organisers fill them in. */
export const EXAMPLE_NOTE: Record<Locale, string> = {
  en: '<blockquote><p><strong>Example content.</strong> The entries below are placeholders, not real people. The organisers replace them with the actual list in the admin console (Pages).</p></blockquote>',
  az: '<blockquote><p><strong>Nümunə məzmun.</strong> Aşağıdakı qeydlər real şəxslər deyil, yer tutuculardır. Təşkilatçılar onları admin panelində (Səhifələr bölməsində) həqiqi siyahı ilə əvəz edirlər.</p></blockquote>',
};

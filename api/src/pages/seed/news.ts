import { FOREIGN_FEE, LOCAL_FEE, THESIS_LIMITS } from '@conf/common';
import { CITY, CONFERENCE_NAME, conferenceDays } from './conference.js';
import { SEED_DATES, longDate } from './dates.js';
import { sitePath } from './types.js';

interface SeedNewsText {
  title: string;
  summary: string;
  body: string;
}

export interface SeedNews {
  /** ISO date the item was announced. */
  publishedAt: string;
  en: SeedNewsText;
  az: SeedNewsText;
}

const en = (path: string) => sitePath('en', path);
const az = (path: string) => sitePath('az', path);
const zipMb = THESIS_LIMITS.zipMaxBytes / 1024 / 1024;

/** Three announcements of the 2025 conference, oldest first. */
export const SEED_NEWS: SeedNews[] = [
  {
    publishedAt: `${SEED_DATES.callOpens}T09:00:00Z`,
    en: {
      title: 'Call for abstracts is open',
      summary: `Abstracts for the ${CONFERENCE_NAME.en} (${CITY.en}, ${conferenceDays('en')}) are accepted until ${longDate('en', SEED_DATES.abstractDeadline)}.`,
      body: `<p>The call for abstracts of the <strong>${CONFERENCE_NAME.en}</strong> is open. Abstracts in every area of mathematics and mechanics are welcome; see the <a href="${en('/pages/topics')}">topics</a>.</p>
<p>Submit a .zip archive with the .tex and .pdf of your abstract (at most ${zipMb} MB) from your panel by <strong>${longDate('en', SEED_DATES.abstractDeadline)}</strong>. The <a href="${en('/pages/abstracts')}">abstract guidelines</a> explain the requirements.</p>`,
    },
    az: {
      title: 'Tezislərin qəbulu başladı',
      summary: `${CONFERENCE_NAME.az} (${CITY.az}, ${conferenceDays('az')}) üçün tezislər ${longDate('az', SEED_DATES.abstractDeadline)} tarixinədək qəbul olunur.`,
      body: `<p><strong>${CONFERENCE_NAME.az}</strong> üçün tezislərin qəbulu başladı. Riyaziyyat və mexanikanın bütün sahələri üzrə tezislər qəbul olunur; <a href="${az('/pages/topics')}">mövzulara</a> baxın.</p>
<p>Tezisinizin .tex və .pdf fayllarını saxlayan .zip arxivini (ən çox ${zipMb} MB) <strong>${longDate('az', SEED_DATES.abstractDeadline)}</strong> tarixinədək şəxsi kabinetinizdən göndərin. Tələblər <a href="${az('/pages/abstracts')}">tezis qaydalarında</a> izah olunub.</p>`,
    },
  },
  {
    publishedAt: `${SEED_DATES.callOpens}T10:00:00Z`,
    en: {
      title: 'Registration is open',
      summary: `Create an account to declare participation and submit abstracts. Fee: ${LOCAL_FEE.amount} ${LOCAL_FEE.currency} for local, ${FOREIGN_FEE.amount} ${FOREIGN_FEE.currency} for foreign participants; master's and doctoral students are exempt.`,
      body: `<p>Registration for the conference is open. <a href="${en('/user/reg')}">Create an account</a>, declare your participation and submit your abstract from your panel.</p>
<p>The fee per accepted abstract is <strong>${LOCAL_FEE.amount} ${LOCAL_FEE.currency}</strong> for local and <strong>${FOREIGN_FEE.amount} ${FOREIGN_FEE.currency}</strong> for foreign participants; master's and doctoral students are exempt. Details are on the <a href="${en('/pages/registration')}">registration page</a>.</p>`,
    },
    az: {
      title: 'Qeydiyyat başladı',
      summary: `İştirakınızı bildirmək və tezis göndərmək üçün hesab yaradın. İştirak haqqı: yerli iştirakçılar üçün ${LOCAL_FEE.amount} ${LOCAL_FEE.currency}, xarici iştirakçılar üçün ${FOREIGN_FEE.amount} ${FOREIGN_FEE.currency}; magistrantlar və doktorantlar ödənişdən azaddır.`,
      body: `<p>Konfransa qeydiyyat başladı. <a href="${az('/user/reg')}">Hesab yaradın</a>, iştirakınızı bildirin və tezisinizi şəxsi kabinetinizdən göndərin.</p>
<p>Qəbul olunmuş hər tezis üçün iştirak haqqı yerli iştirakçılar üçün <strong>${LOCAL_FEE.amount} ${LOCAL_FEE.currency}</strong>, xarici iştirakçılar üçün <strong>${FOREIGN_FEE.amount} ${FOREIGN_FEE.currency}</strong> təşkil edir; magistrantlar və doktorantlar ödənişdən azaddır. Ətraflı məlumat <a href="${az('/pages/registration')}">qeydiyyat səhifəsindədir</a>.</p>`,
    },
  },
  {
    publishedAt: '2025-04-01T09:00:00Z',
    en: {
      title: `Venue and travel information for ${CITY.en}`,
      summary: `The conference takes place in ${CITY.en} on ${conferenceDays('en')}. Practical information on travel, accommodation and visas is now online.`,
      body: `<p>The conference takes place in <strong>${CITY.en}</strong> on <strong>${conferenceDays('en')}</strong>. We have published practical information for participants travelling to Azerbaijan:</p>
<ul>
<li><a href="${en('/venue')}">Venue and directions</a>, with a map of central ${CITY.en}</li>
<li><a href="${en('/accommodation')}">Accommodation</a></li>
<li><a href="${en('/pages/visa')}">Visa</a>: apply early through the official ASAN Visa portal</li>
</ul>`,
    },
    az: {
      title: `${CITY.az}: keçirilmə yeri və səfər məlumatı`,
      summary: `Konfrans ${conferenceDays('az')} tarixlərində ${CITY.az} şəhərində keçirilir. Səfər, yaşayış və viza barədə faydalı məlumat artıq saytdadır.`,
      body: `<p>Konfrans <strong>${conferenceDays('az')}</strong> tarixlərində <strong>${CITY.az}</strong> şəhərində keçirilir. Azərbaycana gələn iştirakçılar üçün faydalı məlumat dərc etdik:</p>
<ul>
<li><a href="${az('/venue')}">Keçirilmə yeri və yol</a>, ${CITY.az}nın mərkəzinin xəritəsi ilə</li>
<li><a href="${az('/accommodation')}">Yaşayış</a></li>
<li><a href="${az('/pages/visa')}">Viza</a>: müraciəti erkən, rəsmi ASAN Viza portalı vasitəsilə edin</li>
</ul>`,
    },
  },
];

import type { Locale } from '@conf/common';
import { CONFERENCE_NAME, EXAMPLE_NOTE } from './conference.js';
import type { SeedPage, SeedText } from './types.js';

interface Role {
  en: string;
  az: string;
}

const CHAIR: Role = { en: 'Chair', az: 'Sədr' };
const VICE: Role = { en: 'Vice-chair', az: 'Sədr müavini' };
const SECRETARY: Role = { en: 'Secretary', az: 'Katib' };
const MEMBER: Role = { en: 'Member', az: 'Üzv' };

const HEAD = {
  en: ['Name', 'Affiliation', 'Role'],
  az: ['Ad, soyad', 'Təşkilat', 'Vəzifə'],
};

/** A table of placeholder members: "Example Member 1", never a real name. */
function memberTable(locale: Locale, roles: Role[]): string {
  const person = locale === 'en' ? 'Example Member' : 'Nümunə Üzv';
  const place = locale === 'en' ? 'Example University, Country' : 'Nümunə Universiteti, Ölkə';
  const rows = roles
    .map(
      (role, i) => `<tr><td>${person} ${i + 1}</td><td>${place}</td><td>${role[locale]}</td></tr>`,
    )
    .join('');
  const head = HEAD[locale].map((h) => `<th>${h}</th>`).join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}

function committee(
  slug: string,
  position: number,
  roles: Role[],
  en: { title: string; intro: string },
  az: { title: string; intro: string },
): SeedPage {
  const text = (locale: Locale, t: { title: string; intro: string }): SeedText => ({
    title: t.title,
    description: `${t.title}: ${CONFERENCE_NAME[locale]}.`,
    body: `<h2>${t.title}</h2>\n<p>${t.intro}</p>\n${EXAMPLE_NOTE[locale]}\n${memberTable(locale, roles)}`,
  });
  return { slug, position, en: text('en', en), az: text('az', az) };
}

/** The three committees and the working group: clearly marked example entries. */
export const committeePages: SeedPage[] = [
  committee(
    'organizing-committee',
    40,
    [CHAIR, VICE, SECRETARY, MEMBER, MEMBER, MEMBER],
    {
      title: 'Organizing committee',
      intro:
        'The organizing committee prepares the conference: the venue, registration, the fee, the programme and the social events.',
    },
    {
      title: 'Təşkilat komitəsi',
      intro:
        'Təşkilat komitəsi konfransı hazırlayır: keçirilmə yeri, qeydiyyat, iştirak haqqı, proqram və mədəni tədbirlər onun üzərindədir.',
    },
  ),
  committee(
    'scientific-committee',
    41,
    [CHAIR, VICE, MEMBER, MEMBER, MEMBER, MEMBER, MEMBER],
    {
      title: 'Scientific committee',
      intro:
        'The scientific committee sets the scientific direction of the conference, reviews the submitted abstracts and decides on their acceptance.',
    },
    {
      title: 'Elmi komitə',
      intro:
        'Elmi komitə konfransın elmi istiqamətini müəyyən edir, göndərilmiş tezisləri rəyə verir və onların qəbulu barədə qərar çıxarır.',
    },
  ),
  committee(
    'program-committee',
    42,
    [CHAIR, SECRETARY, MEMBER, MEMBER, MEMBER],
    {
      title: 'Program committee',
      intro:
        'The program committee arranges the accepted talks into sections and sessions and prepares the academic programme.',
    },
    {
      title: 'Proqram komitəsi',
      intro:
        'Proqram komitəsi qəbul olunmuş məruzələri bölmə və iclaslar üzrə bölüşdürür və elmi proqramı hazırlayır.',
    },
  ),
  committee(
    'working-group',
    44,
    [SECRETARY, MEMBER, MEMBER, MEMBER],
    {
      title: 'Working group',
      intro:
        "The working group answers participants' questions, handles registration at the venue and supports the sessions on the conference days.",
    },
    {
      title: 'İşçi qrup',
      intro:
        'İşçi qrup iştirakçıların suallarını cavablandırır, konfrans yerində qeydiyyatı aparır və konfrans günlərində iclaslara texniki dəstək verir.',
    },
  ),
];

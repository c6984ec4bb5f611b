import type { Migration } from './types.js';

/**
 * Seeded pages opened their body with a heading that repeats the title the site already shows
 * above it (issue 12 item 11). Removes that heading from each such seeded page, and only where the
 * body still opens with exactly the seeded heading: a page organisers rewrote is left as it is.
 * Frozen data: the slug, language and heading of each seeded page concerned.
 */
const REPEATED: ReadonlyArray<readonly [slug: string, locale: 'en' | 'az', heading: string]> = [
  ['accommodation', 'en', 'Accommodation'],
  ['accommodation', 'az', 'Yaşayış'],
  ['gallery', 'en', 'Gallery'],
  ['gallery', 'az', 'Qalereya'],
  ['test', 'en', 'Test page'],
  ['test', 'az', 'Sınaq səhifəsi'],
  ['topics', 'en', 'Conference topics'],
  ['topics', 'az', 'Konfransın mövzuları'],
  ['plenary-speakers', 'en', 'Plenary speakers'],
  ['plenary-speakers', 'az', 'Plenar məruzəçilər'],
  ['abstracts', 'en', 'Abstract guidelines'],
  ['abstracts', 'az', 'Tezis qaydaları'],
  ['academic_program', 'en', 'Academic programme'],
  ['academic_program', 'az', 'Elmi proqram'],
  ['proceedings', 'en', 'Proceedings'],
  // "Conference materials" under the title "Materials": the same words again.
  ['proceedings', 'az', 'Konfrans materialları'],
  ['archive', 'en', 'Archive'],
  ['archive', 'az', 'Arxiv'],
  ['organizing-committee', 'en', 'Organizing committee'],
  ['organizing-committee', 'az', 'Təşkilat komitəsi'],
  ['scientific-committee', 'en', 'Scientific committee'],
  ['scientific-committee', 'az', 'Elmi komitə'],
  ['program-committee', 'en', 'Program committee'],
  ['program-committee', 'az', 'Proqram komitəsi'],
  ['working-group', 'en', 'Working group'],
  ['working-group', 'az', 'İşçi qrup'],
  ['important-dates', 'en', 'Important dates'],
  ['important-dates', 'az', 'Mühüm tarixlər'],
  ['visa', 'en', 'Visa'],
  ['visa', 'az', 'Viza'],
  ['social_program', 'en', 'Social programme'],
  ['social_program', 'az', 'Mədəni proqram'],
];

/** How the seed wrote the heading: first in the body, followed by a line break. */
const opening = (heading: string) => `<h2>${heading}</h2>\n`;

export const seedPageHeadings: Migration = {
  name: '0065-seed-page-headings',
  async up({ context: qi }) {
    for (const [slug, locale, heading] of REPEATED) {
      const prefix = opening(heading);
      await qi.sequelize.query(
        `UPDATE pages SET body = substr(body, :from), updated_at = now()
          WHERE slug = :slug AND locale = :locale AND left(body, :length) = :prefix`,
        {
          replacements: { slug, locale, prefix, length: prefix.length, from: prefix.length + 1 },
        },
      );
    }
  },
  async down({ context: qi }) {
    for (const [slug, locale, heading] of REPEATED) {
      await qi.sequelize.query(
        `UPDATE pages SET body = :prefix || body, updated_at = now()
          WHERE slug = :slug AND locale = :locale AND left(body, 4) <> '<h2>'`,
        { replacements: { slug, locale, prefix: opening(heading) } },
      );
    }
  },
};

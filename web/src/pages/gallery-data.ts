import type { Localized } from '@conf/common';

/**
 * Photos of each gallery with their captions in both languages, which are also their alt text:
 * the images carry no words, so an /az page shows no English. The captions belong to the photos
 * (organisers replace both together), so they live here beside them, like page content, rather
 * than in the interface's catalogue that every page loads. The files under /gallery are
 * illustrations shipped with the code; organisers replace them with real photos of the same
 * names (or extend these lists).
 */
export interface GalleryPhoto {
  src: string;
  width: number;
  height: number;
  caption: Localized;
}

const photos = (year: number, captions: Localized[]): GalleryPhoto[] =>
  captions.map((caption, i) => ({
    src: `/gallery/${year}-${i + 1}.svg`,
    width: 800,
    height: 600,
    caption,
  }));

export const GALLERIES: Record<2024 | 2025, GalleryPhoto[]> = {
  2024: photos(2024, [
    { en: 'The Caspian seafront at dusk', az: 'Axşam çağı Xəzər sahili' },
    { en: 'A lecture hall, seen from the back rows', az: 'Mühazirə zalı, arxa sıralardan görünüş' },
    { en: 'Coffee break in the foyer', az: 'Foyedə qəhvə fasiləsi' },
    {
      en: 'The walls of the Old City and the Maiden Tower',
      az: 'İçərişəhərin qala divarları və Qız qalası',
    },
    { en: 'A plenary lecture at the blackboard', az: 'Lövhə önündə plenar məruzə' },
    { en: 'Evening over the Flame Towers', az: 'Alov qüllələri üzərində axşam' },
  ]),
  2025: photos(2025, [
    { en: 'The registration desk on the first morning', az: 'İlk səhər qeydiyyat masası' },
    { en: 'The poster session', az: 'Poster sessiyası' },
    { en: 'A discussion after a section talk', az: 'Bölmə məruzəsindən sonra müzakirə' },
    { en: 'A walk along the seaside boulevard', az: 'Dənizkənarı bulvarda gəzinti' },
    { en: 'The conference dinner', az: 'Konfrans şam yeməyi' },
    { en: "The group photo on the institute's steps", az: 'İnstitutun pilləkənlərində qrup şəkli' },
  ]),
};

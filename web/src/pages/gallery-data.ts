/**
 * Photos of each gallery. The files under /gallery are placeholders shipped with the code;
 * organisers replace them with real photos of the same names (or extend these lists).
 */
export interface GalleryPhoto {
  src: string;
  width: number;
  height: number;
}

const photos = (year: number, count: number): GalleryPhoto[] =>
  Array.from({ length: count }, (_, i) => ({
    src: `/gallery/${year}-${i + 1}.svg`,
    width: 800,
    height: 600,
  }));

export const GALLERIES: Record<2024 | 2025, GalleryPhoto[]> = {
  2024: photos(2024, 6),
  2025: photos(2025, 6),
};

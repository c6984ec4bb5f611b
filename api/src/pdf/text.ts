import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';

/** A4 in points, and the margins every generated document uses. */
export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 56;
export const INK = rgb(0.1, 0.1, 0.12);
export const MUTED = rgb(0.38, 0.38, 0.42);
export const ACCENT = rgb(0.05, 0.27, 0.52);

/** Breaks text into lines no wider than `width` (a word longer than a line is cut). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: ReturnType<typeof rgb>;
  lineHeight?: number;
}

/** Draws wrapped text from `y` downwards and answers the `y` below it. */
export function drawParagraph(
  page: PDFPage,
  text: string,
  {
    x,
    y,
    width,
    align = 'left',
    ...style
  }: TextStyle & { x: number; y: number; width: number; align?: 'left' | 'center' },
): number {
  const lineHeight = style.lineHeight ?? style.size * 1.35;
  let cursor = y;
  for (const line of wrapText(text, style.font, style.size, width)) {
    const offset =
      align === 'center' ? (width - style.font.widthOfTextAtSize(line, style.size)) / 2 : 0;
    page.drawText(line, {
      x: x + offset,
      y: cursor - style.size,
      size: style.size,
      font: style.font,
      color: style.color ?? INK,
    });
    cursor -= lineHeight;
  }
  return cursor;
}

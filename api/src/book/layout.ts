import { CONFERENCE, formatDay, formatMessage, type Locale } from '@conf/common';
import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { Fonts } from '../pdf/fonts.js';
import { A4, ACCENT, INK, MARGIN, MUTED, drawParagraph, wrapText } from '../pdf/text.js';

/** The pages the book draws itself: cover, contents, author index, and page numbers. */

const both = (key: Parameters<typeof formatMessage>[1], values?: Record<string, string>) =>
  (['en', 'az'] as Locale[]).map((l) => formatMessage(l, key, values));

export const conferenceDates = (locale: Locale) =>
  formatMessage(locale, 'produces.dates', {
    from: formatDay(CONFERENCE.startDate, locale),
    to: formatDay(CONFERENCE.endDate, locale),
  });

export function drawCover(page: PDFPage, fonts: Fonts) {
  const width = A4.width - 2 * MARGIN;
  let y = A4.height - 200;
  const [titleEn, titleAz] = both('book.title');
  y = drawParagraph(page, titleEn!, {
    x: MARGIN,
    y,
    width,
    align: 'center',
    font: fonts.bold,
    size: 30,
    color: ACCENT,
  });
  y = drawParagraph(page, titleAz!, {
    x: MARGIN,
    y: y - 4,
    width,
    align: 'center',
    font: fonts.bold,
    size: 20,
    color: ACCENT,
  });
  y -= 60;
  for (const locale of ['en', 'az'] as const) {
    y = drawParagraph(page, formatMessage(locale, 'produces.conferenceName'), {
      x: MARGIN,
      y,
      width,
      align: 'center',
      font: fonts.bold,
      size: 15,
    });
    y = drawParagraph(page, conferenceDates(locale), {
      x: MARGIN,
      y: y - 2,
      width,
      align: 'center',
      font: fonts.regular,
      size: 12,
      color: MUTED,
    });
    y = drawParagraph(page, formatMessage(locale, 'produces.place'), {
      x: MARGIN,
      y,
      width,
      align: 'center',
      font: fonts.regular,
      size: 12,
      color: MUTED,
    });
    y -= 30;
  }
}

export interface ContentsTopic {
  title: string;
  entries: { title: string; authors: string; page: number }[];
}

const TITLE_SIZE = 10;
const AUTHORS_SIZE = 8.5;
const TOPIC_SIZE = 12;
const NUMBER_WIDTH = 36;
const TOP = A4.height - MARGIN;
const BOTTOM = MARGIN + 20;

type Line =
  | { kind: 'heading'; text: string }
  | { kind: 'topic'; text: string }
  | { kind: 'title'; text: string; page: number | null }
  | { kind: 'authors'; text: string };

const heights = { heading: 34, topic: 22, title: 13.5, authors: 12 };

function contentsLines(topics: ContentsTopic[], fonts: Fonts): Line[] {
  const width = A4.width - 2 * MARGIN - NUMBER_WIDTH;
  const lines: Line[] = [{ kind: 'heading', text: both('book.contents').join(' / ') }];
  for (const topic of topics) {
    for (const text of wrapText(topic.title, fonts.bold, TOPIC_SIZE, width)) {
      lines.push({ kind: 'topic', text });
    }
    for (const entry of topic.entries) {
      const titleLines = wrapText(entry.title, fonts.regular, TITLE_SIZE, width);
      titleLines.forEach((text, i) =>
        lines.push({ kind: 'title', text, page: i === titleLines.length - 1 ? entry.page : null }),
      );
      for (const text of wrapText(entry.authors, fonts.regular, AUTHORS_SIZE, width - 12)) {
        lines.push({ kind: 'authors', text });
      }
    }
  }
  return lines;
}

/** Lines split into pages; the count does not depend on the page numbers printed. */
function paginate<L extends { kind: keyof typeof heights }>(lines: L[]): L[][] {
  const pages: L[][] = [[]];
  let y = TOP;
  for (const line of lines) {
    if (y - heights[line.kind] < BOTTOM) {
      pages.push([]);
      y = TOP;
    }
    pages.at(-1)!.push(line);
    y -= heights[line.kind];
  }
  return pages;
}

export function contentsPageCount(topics: ContentsTopic[], fonts: Fonts): number {
  return paginate(contentsLines(topics, fonts)).length;
}

function drawLines(doc: PDFDocument, pages: PDFPage[], lines: Line[][], fonts: Fonts) {
  lines.forEach((pageLines, i) => {
    const page = pages[i]!;
    let y = TOP;
    for (const line of pageLines) {
      const h = heights[line.kind];
      if (line.kind === 'heading') {
        page.drawText(line.text, {
          x: MARGIN,
          y: y - 20,
          size: 18,
          font: fonts.bold,
          color: ACCENT,
        });
      } else if (line.kind === 'topic') {
        page.drawText(line.text, {
          x: MARGIN,
          y: y - 16,
          size: TOPIC_SIZE,
          font: fonts.bold,
          color: INK,
        });
      } else if (line.kind === 'title') {
        page.drawText(line.text, {
          x: MARGIN,
          y: y - TITLE_SIZE,
          size: TITLE_SIZE,
          font: fonts.regular,
          color: INK,
        });
        if (line.page !== null) {
          const number = String(line.page);
          const w = fonts.regular.widthOfTextAtSize(number, TITLE_SIZE);
          page.drawText(number, {
            x: A4.width - MARGIN - w,
            y: y - TITLE_SIZE,
            size: TITLE_SIZE,
            font: fonts.regular,
            color: INK,
          });
        }
      } else {
        page.drawText(line.text, {
          x: MARGIN + 12,
          y: y - AUTHORS_SIZE - 1,
          size: AUTHORS_SIZE,
          font: fonts.regular,
          color: MUTED,
        });
      }
      y -= h;
    }
  });
  void doc;
}

/** Draws the contents on pages inserted right after the cover. */
export function drawContents(doc: PDFDocument, topics: ContentsTopic[], fonts: Fonts, at: number) {
  const lines = paginate(contentsLines(topics, fonts));
  const pages = lines.map((_, i) => doc.insertPage(at + i, [A4.width, A4.height]));
  drawLines(doc, pages, lines, fonts);
}

export interface IndexEntry {
  /** "Əliyeva, Şəhla (Gəncə)" */
  label: string;
  pages: number[];
}

/** The author index, appended at the end; answers how many pages it took. */
export function drawAuthorIndex(doc: PDFDocument, entries: IndexEntry[], fonts: Fonts): number {
  const width = A4.width - 2 * MARGIN;
  const lines: Line[] = [{ kind: 'heading', text: both('book.authorIndex').join(' / ') }];
  for (const entry of entries) {
    const text = `${entry.label}  ${entry.pages.join(', ')}`;
    for (const piece of wrapText(text, fonts.regular, TITLE_SIZE, width)) {
      lines.push({ kind: 'title', text: piece, page: null });
    }
  }
  const paged = paginate(lines);
  const pages = paged.map(() => doc.addPage([A4.width, A4.height]));
  drawLines(doc, pages, paged, fonts);
  return pages.length;
}

/**
 * Stamps the page number at the foot of every page but the cover. An abstract's page may leave
 * its graphics state changed, so its content is wrapped in q … Q before anything is added.
 */
export function stampPageNumbers(doc: PDFDocument, fonts: Fonts) {
  const { context } = doc;
  doc.getPages().forEach((page, i) => {
    if (i === 0) return;
    page.node.normalize();
    const start = context.register(context.flateStream('q\n'));
    const end = context.register(context.flateStream('\nQ\n'));
    page.node.wrapContentStreams(start, end);
    const box = page.getCropBox();
    const label = String(i + 1);
    const size = 9;
    const w = fonts.regular.widthOfTextAtSize(label, size);
    page.drawText(label, {
      x: box.x + (box.width - w) / 2,
      y: box.y + 22,
      size,
      font: fonts.regular,
      color: MUTED,
    });
  });
}

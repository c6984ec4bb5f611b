import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { BookReportEntry } from '@conf/common';
import type { AppContext } from '../context.js';
import { generatedName, thesisDir } from '../files/store.js';
import { embedFonts } from '../pdf/fonts.js';
import { A4 } from '../pdf/text.js';
import {
  contentsPageCount,
  drawAuthorIndex,
  drawContents,
  drawCover,
  stampPageNumbers,
  type ContentsTopic,
  type IndexEntry,
} from './layout.js';
import { readAbstractPdf } from './sources.js';

export const bookDir = (uploadDir: string) => path.join(uploadDir, 'book');

export interface BookResult {
  storedName: string;
  size: number;
  pageCount: number;
  included: number;
  problems: BookReportEntry[];
}

interface Placed {
  thesisId: number;
  topicId: number;
  title: string;
  authors: { name: string; surname: string; city: string }[];
  /** Index of its first page among the abstracts' pages (0-based). */
  offset: number;
}

/**
 * Builds the book: cover, contents by topic, each accepted abstract's own PDF (its latest
 * archive), the author index, page numbers. Source PDFs are read and copied one at a time, so
 * memory holds the book being made, never all the sources at once. An abstract without a
 * readable PDF is left out and reported; it does not fail the build.
 */
export async function buildBook(
  ctx: AppContext,
  onProgress: (processed: number, total: number) => Promise<void>,
): Promise<BookResult> {
  const [topics, theses] = await Promise.all([
    ctx.models.Topic.findAll({ order: [['position', 'ASC']] }),
    ctx.models.Thesis.findAll({
      where: { status: 'accepted' },
      attributes: ['id', 'title', 'topicId'],
      include: [
        { association: 'authors', attributes: ['name', 'surname', 'city', 'position'] },
        { association: 'files', attributes: ['version', 'storedName'] },
      ],
    }),
  ]);
  const topicOrder = new Map(topics.map((t) => [t.id, t.position]));
  theses.sort(
    (a, b) =>
      (topicOrder.get(a.topicId) ?? 0) - (topicOrder.get(b.topicId) ?? 0) ||
      a.title.localeCompare(b.title, 'en') ||
      a.id - b.id,
  );

  const doc = await PDFDocument.create();
  doc.setTitle('Book of Abstracts');
  doc.setLanguage('en');
  const fonts = await embedFonts(doc);
  drawCover(doc.addPage([A4.width, A4.height]), fonts);

  const placed: Placed[] = [];
  const problems: BookReportEntry[] = [];
  let offset = 0;
  for (const [i, thesis] of theses.entries()) {
    const latest = [...(thesis.files ?? [])].sort((a, b) => b.version - a.version)[0];
    const source = latest
      ? await readAbstractPdf(
          path.join(thesisDir(ctx.config.uploadDir, thesis.id), latest.storedName),
        )
      : ({ problem: 'noFile' } as const);
    let pages = 0;
    if ('bytes' in source) {
      try {
        const pdf = await PDFDocument.load(source.bytes, { updateMetadata: false });
        const copied = await doc.copyPages(pdf, pdf.getPageIndices());
        for (const page of copied) doc.addPage(page);
        pages = copied.length;
        if (pages === 0)
          problems.push({ thesisId: thesis.id, title: thesis.title, problem: 'emptyPdf' });
      } catch {
        problems.push({ thesisId: thesis.id, title: thesis.title, problem: 'unreadablePdf' });
      }
    } else {
      problems.push({ thesisId: thesis.id, title: thesis.title, problem: source.problem });
    }
    if (pages > 0) {
      placed.push({
        thesisId: thesis.id,
        topicId: thesis.topicId,
        title: thesis.title,
        authors: [...(thesis.authors ?? [])].sort((a, b) => a.position - b.position),
        offset,
      });
      offset += pages;
    }
    await onProgress(i + 1, theses.length);
  }

  // The contents' length depends only on its lines, so page numbers can be known before drawing.
  const withNumbers = (contentsPages: number) => (p: Placed) => 1 + contentsPages + p.offset + 1;
  const draft: ContentsTopic[] = contentsOf(topics, placed, () => 0);
  const contentsPages = contentsPageCount(draft, fonts);
  const pageOf = withNumbers(contentsPages);
  drawContents(doc, contentsOf(topics, placed, pageOf), fonts, 1);
  drawAuthorIndex(doc, authorIndex(placed, pageOf), fonts);
  stampPageNumbers(doc, fonts);

  const bytes = await doc.save({ useObjectStreams: true });
  const storedName = generatedName('pdf');
  await mkdir(bookDir(ctx.config.uploadDir), { recursive: true });
  await writeFile(path.join(bookDir(ctx.config.uploadDir), storedName), bytes);
  return {
    storedName,
    size: bytes.length,
    pageCount: doc.getPageCount(),
    included: placed.length,
    problems,
  };
}

function contentsOf(
  topics: { id: number; nameEn: string; nameAz: string }[],
  placed: Placed[],
  pageOf: (p: Placed) => number,
): ContentsTopic[] {
  return topics
    .map((topic) => ({
      title: `${topic.nameEn} / ${topic.nameAz}`,
      entries: placed
        .filter((p) => p.topicId === topic.id)
        .map((p) => ({
          title: p.title,
          authors: p.authors.map((a) => `${a.name} ${a.surname}`).join(', '),
          page: pageOf(p),
        })),
    }))
    .filter((topic) => topic.entries.length > 0);
}

/** Authors by surname (Azerbaijani alphabetical order), each with the pages they appear on. */
function authorIndex(placed: Placed[], pageOf: (p: Placed) => number): IndexEntry[] {
  const entries = new Map<string, IndexEntry & { sortKey: string }>();
  for (const p of placed) {
    for (const a of p.authors) {
      const label = `${a.surname}, ${a.name} (${a.city})`;
      const key = label.toLocaleLowerCase('az');
      const entry = entries.get(key) ?? { label, pages: [], sortKey: key };
      if (!entry.pages.includes(pageOf(p))) entry.pages.push(pageOf(p));
      entries.set(key, entry);
    }
  }
  const collator = new Intl.Collator('az');
  return [...entries.values()]
    .sort((a, b) => collator.compare(a.sortKey, b.sortKey))
    .map(({ label, pages }) => ({ label, pages: pages.sort((x, y) => x - y) }));
}

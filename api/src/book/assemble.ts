import { writeFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import type { BookReportEntry } from '@conf/common';
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
import type { SourcePdf } from './sources.js';

/** Everything the assembly needs, as plain data (it runs in a worker thread). */
export interface BookInput {
  topics: { id: number; nameEn: string; nameAz: string }[];
  /** In book order: by topic, then title. */
  theses: {
    id: number;
    title: string;
    topicId: number;
    authors: { name: string; surname: string; city: string }[];
    /** The storage key of its latest archive, or null when the abstract has none. */
    archive: string | null;
  }[];
  /** A local file (UPLOAD_DIR/tmp) the book is written to; the caller keeps it in storage. */
  outputFile: string;
}

export interface BookOutput {
  size: number;
  pageCount: number;
  included: number;
  problems: BookReportEntry[];
}

interface Placed {
  topicId: number;
  title: string;
  authors: BookInput['theses'][number]['authors'];
  /** Index of its first page among the abstracts' pages (0-based). */
  offset: number;
}

/**
 * Cover, contents by topic, each abstract's own PDF, author index, page numbers. Source PDFs
 * are asked for (`source(i)`: the thread that reaches the storage reads them) and copied one at
 * a time, so memory holds the book being made, never all the sources at once. An abstract
 * without a readable PDF is left out and reported.
 */
export async function assembleBook(
  input: BookInput,
  onProgress: (processed: number, total: number) => void,
  source: (index: number) => Promise<SourcePdf>,
): Promise<BookOutput> {
  const doc = await PDFDocument.create();
  doc.setTitle('Book of Abstracts');
  doc.setLanguage('en');
  const fonts = await embedFonts(doc);
  drawCover(doc.addPage([A4.width, A4.height]), fonts);

  const placed: Placed[] = [];
  const problems: BookReportEntry[] = [];
  let offset = 0;
  for (const [i, thesis] of input.theses.entries()) {
    const pdfOf = thesis.archive ? await source(i) : ({ problem: 'noFile' } as const);
    let pages = 0;
    if ('bytes' in pdfOf) {
      try {
        const pdf = await PDFDocument.load(pdfOf.bytes, { updateMetadata: false });
        const copied = await doc.copyPages(pdf, pdf.getPageIndices());
        for (const page of copied) doc.addPage(page);
        pages = copied.length;
        if (pages === 0)
          problems.push({ thesisId: thesis.id, title: thesis.title, problem: 'emptyPdf' });
      } catch {
        problems.push({ thesisId: thesis.id, title: thesis.title, problem: 'unreadablePdf' });
      }
    } else {
      problems.push({ thesisId: thesis.id, title: thesis.title, problem: pdfOf.problem });
    }
    if (pages > 0) {
      placed.push({
        topicId: thesis.topicId,
        title: thesis.title,
        authors: thesis.authors,
        offset,
      });
      offset += pages;
    }
    onProgress(i + 1, input.theses.length);
  }

  // The contents' length depends only on its lines, so page numbers are known before drawing.
  const contentsPages = contentsPageCount(
    contentsOf(input.topics, placed, () => 0),
    fonts,
  );
  const pageOf = (p: Placed) => 1 + contentsPages + p.offset + 1;
  drawContents(doc, contentsOf(input.topics, placed, pageOf), fonts, 1);
  drawAuthorIndex(doc, authorIndex(placed, pageOf), fonts);
  stampPageNumbers(doc, fonts);

  const bytes = await doc.save({ useObjectStreams: true });
  await writeFile(input.outputFile, bytes);
  return { size: bytes.length, pageCount: doc.getPageCount(), included: placed.length, problems };
}

function contentsOf(
  topics: BookInput['topics'],
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

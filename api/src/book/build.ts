import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AppContext } from '../context.js';
import { storageKeys } from '../files/storage/index.js';
import { generatedName, removeQuietly, tmpDir } from '../files/store.js';
import type { BookInput, BookOutput } from './assemble.js';
import { readAbstractPdf } from './sources.js';

/** Where the local storage keeps the book (key `book/<name>`). */
export const bookDir = (uploadDir: string) => path.join(uploadDir, 'book');

export interface BookResult extends BookOutput {
  storedName: string;
  /** The book, still in UPLOAD_DIR/tmp: the job keeps it in storage with its row. */
  file: string;
}

type WorkerMessage =
  | { type: 'progress'; processed: number; total: number }
  | { type: 'source'; index: number }
  | { type: 'done'; result: BookOutput }
  | { type: 'failed'; message: string };

/** The accepted abstracts in book order (by topic, then title) with their latest archives. */
async function bookInput(ctx: AppContext, outputFile: string): Promise<BookInput> {
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
  return {
    topics: topics.map((t) => ({ id: t.id, nameEn: t.nameEn, nameAz: t.nameAz })),
    theses: theses.map((t) => {
      const latest = [...(t.files ?? [])].sort((a, b) => b.version - a.version)[0];
      return {
        id: t.id,
        title: t.title,
        topicId: t.topicId,
        authors: [...(t.authors ?? [])]
          .sort((a, b) => a.position - b.position)
          .map((a) => ({ name: a.name, surname: a.surname, city: a.city })),
        archive: latest ? storageKeys.thesis(t.id, latest.storedName) : null,
      };
    }),
    outputFile,
  };
}

/**
 * The worker's module: the compiled .js next to this file, or, when the sources run directly
 * (tests, `npm run dev`), the .ts through tsx's loader, registered inside the worker.
 */
function startWorker(input: BookInput): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./worker.js', import.meta.url), { workerData: input });
  }
  const source = new URL('./worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, {
    eval: true,
    workerData: input,
    execArgv: ['--conditions=source'],
  });
}

/**
 * Builds the book into UPLOAD_DIR/tmp, reporting progress as abstracts are placed; the worker
 * asks for each abstract's PDF, read here from the file storage.
 */
export async function buildBook(
  ctx: AppContext,
  onProgress: (processed: number, total: number) => void,
): Promise<BookResult> {
  const storedName = generatedName('pdf');
  const file = path.join(tmpDir(ctx.config.uploadDir), `book-${storedName}`);
  await mkdir(path.dirname(file), { recursive: true });
  const input = await bookInput(ctx, file);
  try {
    const output = await new Promise<BookOutput>((resolve, reject) => {
      const worker = startWorker(input);
      worker.on('message', (message: WorkerMessage) => {
        if (message.type === 'progress') onProgress(message.processed, message.total);
        else if (message.type === 'source') {
          void readAbstractPdf(ctx.storage, input.theses[message.index]!.archive!).then(
            (pdf) => worker.postMessage({ type: 'source', index: message.index, pdf }),
            (err: unknown) => reject(err as Error),
          );
        } else if (message.type === 'done') resolve(message.result);
        else reject(new Error(message.message));
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the book worker exited (${code})`)));
    });
    return { ...output, storedName, file };
  } catch (err) {
    await removeQuietly(file);
    throw err;
  }
}

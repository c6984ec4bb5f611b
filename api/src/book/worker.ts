import { parentPort, workerData } from 'node:worker_threads';
import { assembleBook, type BookInput } from './assemble.js';
import type { SourcePdf } from './sources.js';

/**
 * The book's assembly in a worker thread: pdf-lib works synchronously for seconds on a large
 * book, which must not stall the requests the server's event loop is answering meanwhile. The
 * abstracts' PDFs come from the main thread, which reaches the file storage (book/build.ts).
 */
const port = parentPort!;
const waiting = new Map<number, (pdf: SourcePdf) => void>();
port.on('message', (message: { type: 'source'; index: number; pdf: SourcePdf }) => {
  waiting.get(message.index)?.(message.pdf);
  waiting.delete(message.index);
});
const source = (index: number) =>
  new Promise<SourcePdf>((resolve) => {
    waiting.set(index, resolve);
    port.postMessage({ type: 'source', index });
  });

assembleBook(
  workerData as BookInput,
  (processed, total) => port.postMessage({ type: 'progress', processed, total }),
  source,
)
  .then((result) => port.postMessage({ type: 'done', result }))
  .catch((err: unknown) =>
    port.postMessage({ type: 'failed', message: err instanceof Error ? err.message : String(err) }),
  )
  // Listening for sources kept the thread alive; it may end now.
  .finally(() => port.unref());

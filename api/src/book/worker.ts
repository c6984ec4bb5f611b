import { parentPort, workerData } from 'node:worker_threads';
import { assembleBook, type BookInput } from './assemble.js';

/**
 * The book's assembly in a worker thread: pdf-lib works synchronously for seconds on a large
 * book, which must not stall the requests the server's event loop is answering meanwhile.
 */
const port = parentPort!;
assembleBook(workerData as BookInput, (processed, total) =>
  port.postMessage({ type: 'progress', processed, total }),
)
  .then((result) => port.postMessage({ type: 'done', result }))
  .catch((err: unknown) =>
    port.postMessage({ type: 'failed', message: err instanceof Error ? err.message : String(err) }),
  );

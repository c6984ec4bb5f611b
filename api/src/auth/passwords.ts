import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from '../http/errors.js';

/** bcrypt cost of every stored hash (about 0.4 s of one core per hash or compare with bcryptjs). */
export const BCRYPT_ROUNDS = 12;

/**
 * A cost-12 hash of a random password nobody knows. Login compares against it when the e-mail is
 * unknown, so that "no such user" costs the same time as "wrong password". A literal, so that
 * no start-up blocks the event loop computing one.
 */
export const DUMMY_HASH = '$2b$12$okZUs8rI3TmjRBzyhN0uz.1DjyyXAR1qc264l5YdMcWQon/Y/tRoW';

/** Hashing and comparing passwords off the event loop. */
export interface PasswordHasher {
  hash(plain: string): Promise<string>;
  compare(plain: string, hash: string): Promise<boolean>;
  /** Ends the workers; tasks still queued are refused. Idempotent. */
  close(): Promise<void>;
}

type Task =
  { op: 'hash'; plain: string; rounds: number } | { op: 'compare'; plain: string; hash: string };

interface Pending {
  task: Task;
  resolve(value: string | boolean): void;
  reject(err: Error): void;
}

/*
 * The worker's code, evaluated from a string (`eval: true`) so that the very same pool runs from
 * the built dist/, from tsx and from Vitest's TypeScript sources: a worker *file* would have to
 * exist as .js next to this module in all three. It loads bcryptjs by the resolved path it is
 * handed, and answers each task with `{ ok, value }` or `{ ok: false, error }`.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
if (workerData.nice) require('node:os').setPriority(workerData.nice);
const bcrypt = require(workerData.bcryptPath);
parentPort.on('message', async (task) => {
  try {
    const value = task.op === 'hash'
      ? await bcrypt.hash(task.plain, task.rounds)
      : await bcrypt.compare(task.plain, task.hash);
    parentPort.postMessage({ ok: true, value });
  } catch (err) {
    parentPort.postMessage({ ok: false, error: String(err && err.message || err) });
  }
});`;

const bcryptPath = createRequire(import.meta.url).resolve('bcryptjs');

/**
 * On Linux a thread has a niceness of its own: the workers run a little below the event loop, so
 * when both want the CPU, requests are served first and a hash waits. (Elsewhere the call would
 * lower the whole process, so it is left out.)
 */
const WORKER_NICE = process.platform === 'linux' ? 5 : 0;

/** One core stays with the event loop; at most four hash at once. */
export function defaultPoolSize(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

interface Slot {
  worker: Worker;
  current: Pending | null;
}

/**
 * A small, bounded pool of worker threads running bcryptjs. Workers start on first use (a CLI
 * that never hashes starts none), hold the process open only while they work, and are replaced
 * when one dies. Past `maxQueue` waiting tasks, new ones are refused with 503 at once: under a
 * flood, an immediate "busy" is kinder than a queue that answers in minutes.
 */
export function createPasswordPool(
  options: { size?: number; maxQueue?: number; rounds?: number } = {},
): PasswordHasher {
  const size = options.size ?? defaultPoolSize();
  const maxQueue = options.maxQueue ?? 256;
  const rounds = options.rounds ?? BCRYPT_ROUNDS;
  const slots: Slot[] = [];
  const queue: Pending[] = [];
  let closed = false;

  const spawn = (): Slot => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { bcryptPath, nice: WORKER_NICE },
    });
    worker.unref();
    const slot: Slot = { worker, current: null };
    worker.on('message', (answer: { ok: boolean; value?: string | boolean; error?: string }) => {
      const done = slot.current;
      slot.current = null;
      worker.unref();
      if (done) {
        if (answer.ok) done.resolve(answer.value!);
        else done.reject(new Error(answer.error ?? 'password worker failed'));
      }
      pump();
    });
    const fail = (err: Error) => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      slot.current?.reject(err);
      slot.current = null;
      if (!closed) pump();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`password worker exited with code ${code}`)));
    slots.push(slot);
    return slot;
  };

  const pump = () => {
    while (queue.length) {
      const idle = slots.find((s) => !s.current) ?? (slots.length < size ? spawn() : undefined);
      if (!idle) return;
      const next = queue.shift()!;
      idle.current = next;
      // A working worker keeps the process alive until it answers.
      idle.worker.ref();
      idle.worker.postMessage(next.task);
    }
  };

  const run = (task: Task) =>
    new Promise<string | boolean>((resolve, reject) => {
      if (closed) return reject(new Error('the password pool is closed'));
      if (queue.length >= maxQueue) return reject(new AppError(503, 'error.busy'));
      queue.push({ task, resolve, reject });
      pump();
    });

  return {
    hash: async (plain) => (await run({ op: 'hash', plain, rounds })) as string,
    compare: async (plain, hash) => (await run({ op: 'compare', plain, hash })) as boolean,
    async close() {
      if (closed) return;
      closed = true;
      for (const pending of queue.splice(0)) pending.reject(new Error('the password pool closed'));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}

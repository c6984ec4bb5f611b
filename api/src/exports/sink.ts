import type { EventEmitter } from 'node:events';
import type { Response } from 'express';

/**
 * The response as an export writes it. A slow client would otherwise make the server hold the
 * whole file: a chunk is written only once the client (or the compressor in front of it) has
 * taken the previous ones (`write` answering false means its buffer is full, 'drain' that it
 * emptied). A client that goes away ends every wait and marks the sink closed, so the export
 * stops reading rows.
 */
export class ResponseSink {
  closed = false;
  /** Settles when the client has gone (or the response has ended). */
  readonly gone: Promise<void>;
  private waiting: (() => void) | null = null;

  constructor(readonly res: Response) {
    this.gone = new Promise((resolve) =>
      res.once('close', () => {
        this.closed = true;
        this.wake();
        resolve();
      }),
    );
    // One listener for the whole export: the compression middleware moves 'drain' listeners to
    // its compressor, where `once` could never remove them again.
    this.wakeOn(res, 'drain');
  }

  /** Also wakes the export on `emitter`'s `event` (the zip's input draining). */
  wakeOn(emitter: EventEmitter, event: string): void {
    emitter.on(event, () => this.wake());
  }

  private wake() {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.();
  }

  /** Resolves at the next 'drain' (of the response or of what `wakeOn` added) or when the client has gone. */
  wait(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => (this.waiting = resolve));
  }

  async write(chunk: string): Promise<void> {
    if (!this.closed && !this.res.write(chunk)) await this.wait();
  }
}

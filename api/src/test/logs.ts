import { Writable } from 'node:stream';
import { pino, type Level } from 'pino';

/** A logger whose lines the test reads, each parsed from the JSON pino writes. */
export function capturingLogger<Line = Record<string, unknown>>(level: Level = 'info') {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Line);
      }
      done();
    },
  });
  return { logger: pino({ level }, stream), lines };
}

import { Writable } from 'node:stream';
import type { LogLevel } from '../config';
import { configureLogger, logger, restoreLogger } from '../ops/logger';

export interface LogCapture {
  /** Every line written so far, as written (JSON text). */
  raw(): string[];
  /** The lines parsed as JSON: a line that is not JSON fails the test here. */
  entries(): Array<Record<string, unknown>>;
  /** Back to the logger in use before the capture. */
  restore(): void;
}

/**
 * Points the server's logger at memory, for tests that read its JSON lines back. Request lines are
 * written by a logger taken when the app is built (app.ts), so capture before startTestApp for those.
 */
export function captureLogs(level: LogLevel = 'info'): LogCapture {
  const previous = logger;
  const lines: string[] = [];
  let pending = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString('utf8');
      const parts = pending.split('\n');
      pending = parts.pop() ?? '';
      lines.push(...parts.filter(Boolean));
      done();
    },
  });
  configureLogger({ level, pretty: false, destination });
  return {
    raw: () => [...lines],
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => restoreLogger(previous),
  };
}

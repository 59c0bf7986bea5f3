import type { Circus } from '@jest/types';
import path from 'node:path';
import { format } from 'node:util';

/** What a test writes for information; warnings and errors are never held back. */
const HELD = ['log', 'info', 'debug'] as const;

interface Held {
  write: (message: string) => void;
  message: string;
}

/**
 * Keeps a test file's output to jest's own report unless a test fails. console.log/info/debug (and what is
 * routed through them: the server's log lines, see quiet-logs.ts, and the browser tests' server output) are
 * held from the end of one test to the end of the next (so its beforeAll and beforeEach hooks count with
 * it) and shown only if that test fails; what a file writes after its last test is shown only if something
 * in the file failed. console.warn and console.error go through at once, whether their test passes or not.
 * A test environment calls handle() with each test event (quiet-node-environment.ts,
 * client/src/testing/quiet-jsdom-environment.ts).
 */
export class QuietOutput {
  private held: Held[] = [];

  /** `testConsole`: the console jest gives the test file (its global console once the environment is built). */
  constructor(testConsole: Console) {
    const methods = testConsole as unknown as Record<(typeof HELD)[number], (...parts: unknown[]) => void>;
    for (const method of HELD) {
      const write = methods[method].bind(testConsole);
      methods[method] = (...parts: unknown[]) => {
        const from = writtenFrom(new Error().stack);
        this.held.push({ write, message: from ? `${format(...parts)}\n    (${from})` : format(...parts) });
      };
    }
  }

  handle(event: Circus.Event, state: Circus.State): void {
    if (event.name === 'test_done') this.release(event.test.errors.length > 0);
    if (event.name === 'run_finish') this.release(state.unhandledErrors.length > 0 || failedIn(state.rootDescribeBlock));
  }

  /** Shows what is held (through the console it was meant for) or drops it. */
  private release(show: boolean): void {
    const held = this.held;
    this.held = [];
    if (show) for (const { write, message } of held) write(message);
  }
}

/**
 * Where a held line was written from (jest's own note will point at release()): the first frame in the project's
 * code, past this file, the bridges that write through console.log (quiet-logs.ts) and libraries (pino).
 */
function writtenFrom(stack: string | undefined): string | undefined {
  const frame = stack
    ?.split('\n')
    .slice(1)
    .map((line) => line.trim())
    .find((line) => line.startsWith('at ') && !/node_modules|quiet-output\.ts|quiet-logs\.ts|\(node:|at node:/.test(line));
  return frame?.replace(`${process.cwd()}${path.sep}`, '');
}

function failedIn(block: Circus.DescribeBlock): boolean {
  return block.children.some((child) => (child.type === 'test' ? child.errors.length > 0 : failedIn(child)));
}

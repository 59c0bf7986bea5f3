import { LOG_LEVELS, type LogLevel } from '../config';
import { configureLogger } from '../ops/logger';

const requested = process.env.LOG_LEVEL?.trim().toLowerCase();

/**
 * The server's log lines in tests (warnings and errors, as the default logger; LOG_LEVEL=debug, say, when a
 * failure needs more) go to the test file's console as JSON lines, where the quiet environment
 * (quiet-output.ts) shows them only if a test fails. Runs before each server test file (jest.config.ts
 * setupFiles), so the apps a test builds log through it.
 */
configureLogger({
  level: (LOG_LEVELS as readonly string[]).includes(requested ?? '') ? (requested as LogLevel) : 'warn',
  pretty: false,
  destination: { write: (line: string) => console.log(line.trimEnd()) },
});

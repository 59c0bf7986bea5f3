import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config, LogLevel } from '../config';

/**
 * What never reaches a log line, wherever it turns up in a logged object: credentials, cookies and
 * uploaded bytes. The request line itself carries none of them (see http-logging.ts); this is the net
 * under every other log call.
 */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  'newPassword',
  '*.newPassword',
  'currentPassword',
  '*.currentPassword',
  'token',
  '*.token',
  'secret',
  '*.secret',
  'authorization',
  '*.authorization',
  'cookie',
  '*.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  'body',
  '*.body',
  'file',
  '*.file',
  'files',
  '*.files',
  'buffer',
  '*.buffer',
];

export interface LoggerOptions {
  level: LogLevel;
  /** Human-readable lines (development); JSON lines otherwise. */
  pretty: boolean;
  /** Where lines go; stdout by default (tests pass a stream to read them back). */
  destination?: DestinationStream;
}

export function createLogger({ level, pretty, destination }: LoggerOptions): Logger {
  const options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: { pid: process.pid },
    // Errors keep their message and stack under `err`, whatever key a caller used.
    serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err },
  };
  if (pretty && !destination) {
    const prettyStream = prettyOutput();
    if (prettyStream) return pino(options, prettyStream);
  }
  return pino(options, destination ?? pino.destination({ dest: 1, sync: true }));
}

/**
 * pino-pretty is a development dependency: the production image does not have it, and production logs
 * JSON anyway. Synchronous, so lines keep their order with anything else written to the terminal.
 */
function prettyOutput(): DestinationStream | undefined {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const pretty = require('pino-pretty') as (options: Record<string, unknown>) => DestinationStream;
    return pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return undefined;
  }
}

/**
 * The one logger of the server. Until index.ts configures it from the environment it logs warnings and
 * errors only, so tests that build the app in-process do not print a line per request.
 */
export let logger: Logger = createLogger({ level: 'warn', pretty: false });

/** Replaces the process's logger (start-up from LOG_LEVEL/NODE_ENV; tests with their own destination). */
export function configureLogger(options: LoggerOptions): Logger {
  logger = createLogger(options);
  return logger;
}

/** Puts back a logger that configureLogger replaced (a test's log capture ends). */
export function restoreLogger(previous: Logger): void {
  logger = previous;
}

export function loggerOptionsFrom(config: Pick<Config, 'logLevel' | 'nodeEnv'>): LoggerOptions {
  return { level: config.logLevel, pretty: config.nodeEnv === 'development' };
}

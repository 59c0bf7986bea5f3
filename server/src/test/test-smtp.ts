import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent (headers and body). */
  raw: string;
}

export interface TestSmtpServer {
  /** SMTP_URL for the app: plain SMTP on loopback. */
  url: string;
  received: ReceivedMail[];
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Refused deliveries so far (with refuse: true). */
  refused: number;
  stop(): Promise<void>;
}

/**
 * A real SMTP server (smtp-server) on a free loopback port for one test file, keeping what it receives.
 * With `refuse: true` it answers every message with a permanent failure (550), as a full or broken
 * mailbox would. No TLS or authentication: the app's transport speaks plain SMTP to it.
 */
export async function startTestSmtpServer({ refuse = false } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const state = { refused: 0 };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse) {
          state.refused += 1;
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
        waiters.splice(0).forEach((wake) => wake());
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refused() {
      return state.refused;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`Expected ${count} email(s), received ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

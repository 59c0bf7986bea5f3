import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; occurredAt: string; data: Record<string, unknown> };
  status: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The statuses the next requests are answered with, in order (0: no answer at all); 204 once they are used up. */
  answer(...statuses: number[]): void;
  /** Resolves once `count` requests have come (fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  /** Checks a request's Standard Webhooks signature with the secret, as a receiver would (not with the app's code). */
  verify(request: ReceivedWebhook, secret: string): unknown;
  stop(): Promise<void>;
}

/** A webhook receiver on 127.0.0.1 (a free port) for tests: keeps every request, answers as told. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  const waiters: Array<() => void> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const status = statuses.shift() ?? 204;
      received.push({ headers: req.headers, body, json: JSON.parse(body) as ReceivedWebhook['json'], status });
      // 0: never answer (the sender's timeout ends it).
      if (status !== 0) res.writeHead(status).end(status >= 400 ? 'Not now' : '');
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer: (...next) => statuses.push(...next),
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`Expected ${count} webhook requests, got ${received.length}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return received.slice(0, count);
    },
    verify: (request, secret) => verifyStandardWebhook(secret, request.headers, request.body),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A receiver's check of a Standard Webhooks request (https://www.standardwebhooks.com, "Verifying webhooks"): one of the
 * space-separated `v1,` signatures is the base64 HMAC-SHA256 of `${id}.${timestamp}.${body}` under the secret's
 * base64 bytes, and the timestamp is within `toleranceSeconds` of now. Answers the parsed body; throws otherwise.
 */
export function verifyStandardWebhook(
  secret: string,
  headers: IncomingHttpHeaders | Record<string, string>,
  body: string,
  toleranceSeconds = 300,
): unknown {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = String(headers['webhook-timestamp'] ?? '');
  const signatures = String(headers['webhook-signature'] ?? '').split(' ');
  if (!id || !/^\d+$/.test(timestamp)) throw new Error('Missing webhook headers');
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) throw new Error('Timestamp out of tolerance');
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  const matches = signatures.some((signature) => {
    const [version, value] = signature.split(',');
    const given = Buffer.from(value ?? '', 'base64');
    return version === 'v1' && given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new Error('No matching signature');
  return JSON.parse(body) as unknown;
}

import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../test/test-app';

/**
 * Requests Node cannot parse, sent as raw bytes to the app's own server (Fastify's, as index.ts listens): each is
 * answered with Node's bare status line and `Connection: close`, however many arrive at once, and the server goes on
 * answering (bench:security's fuzzing lost 4% of its answers before: docs/decisions/052).
 */
describe('requests Node cannot parse', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp();
    const server = t.app.server.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => t.app.server.server.close(() => resolve()));
    await t.close();
  });

  /** Sends raw bytes on a connection of its own and reads until the server closes it. */
  function exchange(bytes: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
      socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
      socket.write(bytes, 'latin1');
    });
  }

  it('answers a raw control or non-ASCII byte in the URL with a bare 400 and closes', async () => {
    for (const path of ['/api/founders\u0001', '/api/blog/\u00d7\u00d6', '/graphql?query=\u0007']) {
      const answer = await exchange(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nUser-Agent: test\r\n\r\n`);
      expect(answer).toBe('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    }
  });

  it('answers headers over Node’s limit with a bare 431', async () => {
    const answer = await exchange(`GET /api/founders HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toBe('HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n');
  });

  it('answers every one of many at once, with a body still unread, and goes on answering', async () => {
    const unparsable = `POST /api/contact\u00ff HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n${'x'.repeat(5000)}`;
    const answers = await Promise.all(Array.from({ length: 40 }, () => exchange(unparsable)));
    expect(answers.filter((answer) => answer.startsWith('HTTP/1.1 400 Bad Request\r\n'))).toHaveLength(40);
    const next = await exchange('GET /api/health/live HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(next).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });
});

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { startTestApp, type TestApp } from '../test/test-app';
import { GRAPHIQL_DIST, graphiqlRouter } from './graphiql';

/** What Chromium sends when the address bar opens a page. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

function assetUrls(html: string): { js: string[]; css: string[] } {
  return {
    js: [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]),
    css: [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]),
  };
}

describe('GraphiQL playground', () => {
  let t: TestApp;

  beforeAll(async () => {
    // A fresh clone has no bundle yet; esbuild makes one in a second or two.
    if (!existsSync(path.join(GRAPHIQL_DIST, 'index.html'))) {
      execFileSync(process.execPath, [path.resolve(__dirname, '../../../scripts/build-graphiql.mjs')], { stdio: 'ignore' });
    }
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('serves the GraphiQL page to a browser, loading only same-origin assets', async () => {
    const res = await t.http().get('/graphql').set('accept', BROWSER_ACCEPT);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("connect-src 'self'");
    // The page's own policy replaces the site's (security-headers.ts): no nonce, still not frameable.
    expect(res.headers['content-security-policy']).not.toContain("'nonce-");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.text).toContain('<div id="graphiql">');
    expect(res.text).not.toMatch(/https?:\/\//i);
    expect(res.text).not.toMatch(/(src|href)="\/\//i);

    const { js, css } = assetUrls(res.text);
    expect(js).toHaveLength(1);
    expect(css).toHaveLength(1);
    for (const url of [...js, ...css]) expect(url).toMatch(/^\/graphql\/assets\/[\w.-]+$/);
  });

  it('serves the referenced script and stylesheet with long-lived cache headers', async () => {
    const page = await t.http().get('/graphql').set('accept', BROWSER_ACCEPT);
    const { js, css } = assetUrls(page.text);

    const script = await t.http().get(js[0]);
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toContain('immutable');
    expect(script.text).toContain('graphiql');

    const stylesheet = await t.http().get(css[0]);
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers['content-type']).toMatch(/^text\/css/);
    expect(stylesheet.headers['cache-control']).toContain('immutable');
    expect(stylesheet.text).toContain('.graphiql-container');
    // Fonts and icons are embedded, so the stylesheet fetches nothing from other hosts.
    expect(stylesheet.text).not.toMatch(/@import|url\(\s*["']?(https?:)?\/\//i);
  });

  it('answers 404 for an unknown asset instead of passing it to Apollo', async () => {
    const res = await t.http().get('/graphql/assets/missing.js');
    expect(res.status).toBe(404);
  });

  it('still runs a JSON POST query through Apollo', async () => {
    const res = await t.gql<{ __typename: string }>('{ __typename }');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('leaves a POST from a browser-like client to Apollo', async () => {
    const res = await t
      .http()
      .post('/graphql')
      .set('accept', BROWSER_ACCEPT)
      .set('content-type', 'application/json')
      .send({ query: '{ __typename }' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('leaves a GET that asks for JSON to Apollo', async () => {
    const res = await t
      .http()
      .get('/graphql')
      .query({ query: '{ __typename }' })
      .set('accept', 'application/json')
      .set('apollo-require-preflight', 'true');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('leaves a GET with a query parameter to Apollo even when a browser sends it', async () => {
    const res = await t
      .http()
      .get('/graphql')
      .query({ query: '{ __typename }' })
      .set('accept', BROWSER_ACCEPT)
      .set('apollo-require-preflight', 'true');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(JSON.parse(res.text)).toEqual({ data: { __typename: 'Query' } });
  });

  it('leaves a GET without an Accept preference for HTML to Apollo', async () => {
    const res = await t.http().get('/graphql').set('accept', '*/*').set('apollo-require-preflight', 'true');
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.text).not.toContain('<div id="graphiql">');
  });

  it('tells how to build the playground when the bundle is missing', async () => {
    const emptyDist = await mkdtemp(path.join(os.tmpdir(), 'graphiql-missing-'));
    try {
      const app = express().use(graphiqlRouter(emptyDist));
      const res = await request(app).get('/graphql').set('accept', BROWSER_ACCEPT);
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.text).toContain('<code>npm run build:graphiql</code>');
    } finally {
      await rm(emptyDist, { recursive: true, force: true });
    }
  });
});

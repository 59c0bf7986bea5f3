/**
 * The raw baseline of `npm run bench:api` (issue 12): node:http and pg, nothing else, answering the
 * rows each benchmarked request reads as JSON. Started as its own process by run.ts (PORT, DATABASE_URL).
 */
import { createServer } from 'node:http';
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const rows = async (sql: string, values: unknown[] = []) => (await pool.query(sql, values)).rows;

const routes: Record<string, (slug: string) => Promise<unknown>> = {
  // The home page: site settings, founders and partners.
  home: async () => {
    const [settings, founders, partners] = await Promise.all([
      rows('SELECT * FROM site_settings ORDER BY "createdAt" LIMIT 1'),
      rows('SELECT * FROM founder ORDER BY "createdAt" DESC'),
      rows('SELECT * FROM partner ORDER BY "createdAt" DESC'),
    ]);
    return { siteSettings: settings[0], founders, partners };
  },
  product: async (slug) => (await rows('SELECT * FROM product WHERE slug = $1', [slug]))[0],
  founders: () => rows('SELECT * FROM founder ORDER BY "createdAt" DESC LIMIT 100'),
  products: () => rows('SELECT * FROM product ORDER BY "createdAt" DESC LIMIT 100'),
};

createServer(async (req, res) => {
  const [, name, slug] = (req.url ?? '').split('/');
  const route = routes[name];
  if (!route) return void res.writeHead(404).end();
  const body = JSON.stringify(await route(decodeURIComponent(slug ?? '')));
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }).end(body);
}).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('Ready on', process.env.PORT));

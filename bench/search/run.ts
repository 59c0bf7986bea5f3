/**
 * `npm run bench:search` (issue 31): the site search's own cost, uncached, at 10 and at 10,000 published posts (plus
 * the demo-sized rest: a few products, projects, services and team members), on the embedded default (PGlite, the
 * app's pool of one) and on PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; a
 * database of its own is made and dropped). The posts are written with one statement per 500, then the index is
 * built as a first start builds it (buildSearchIndexIfEmpty), so its rows are the indexer's own. Then each query
 * below is asked BENCH_REPEATS (40) times through SearchService.search (what both doors call), after 5 unmeasured
 * asks: the median and p95 per query and over all, and the SQL statements of one search (counted by TypeORM's query
 * events). BENCH_SIZES ('10,10000'), BENCH_ENGINES ('embedded,postgresql') and BENCH_KEEP_DATABASE=true (leave the
 * PostgreSQL databases, to read plans) narrow a run. Targets (issue 31): p95 < 50 ms at 10,000 posts on both engines, and the same statement count at 10 as at
 * 10,000. Exits 1 when one is missed. The machine may be shared: figures are indicative (note the load average).
 */
import './../embedded-engines/server-source';
import { loadavg } from 'node:os';
import { DataSource } from 'typeorm';
import { createDataSource } from '../../server/src/db/data-source';
import { EMBEDDED_POOL_SIZE } from '../../server/src/db/database';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../server/src/db/embedded-postgres';
import { buildSearchIndexIfEmpty } from '../../server/src/modules/search/search-indexer';
import { SearchService } from '../../server/src/modules/search/search.service';
import { countStatements } from '../../server/src/test/statement-counter';
import { median, percentile } from '../security/figure';

const REPEATS = Number(process.env.BENCH_REPEATS || 40);
const SIZES = (process.env.BENCH_SIZES || '10,10000').split(',').map(Number);
const ENGINES = (process.env.BENCH_ENGINES || 'embedded,postgresql').split(',');
/** Leaves the PostgreSQL databases in place (their names are printed), to look at plans by hand. */
const KEEP = process.env.BENCH_KEEP_DATABASE === 'true';
const TARGET_P95_MS = 50;
const DATABASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** What visitors type: a word in 1 post of 10, a word in every post, a rare word, a phrase, an or, an exclusion, a typo, nothing found. */
const QUERIES = [
  'analytics',
  'software',
  'kestrel',
  '"data pipelines"',
  'cloud or mobile',
  'analytics -cloud',
  'analitics',
  'xylophone',
];

const TOPICS = [
  'analytics',
  'cloud',
  'mobile apps',
  'machine learning',
  'data pipelines',
  'security',
  'design',
  'testing',
  'chatbots',
  'automation',
];
const FILLER = (
  'we build ship measure learn team client product model service platform release customer feature quality ' +
  'practice story lesson month year week project result growth scale speed cost risk plan review start finish'
).split(' ');

/** A deterministic pseudo-random sequence, so both engines index the same words. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** About 600 words of a post: paragraphs of filler around its topic, 'software' everywhere, one rare word in post 7. */
function postOf(n: number, next: () => number) {
  const topic = TOPICS[n % TOPICS.length];
  const paragraphs: string[] = [];
  for (let p = 0; p < 8; p += 1) {
    const words = Array.from({ length: 70 }, () => FILLER[Math.floor(next() * FILLER.length)]);
    words.splice(10, 0, topic, 'software');
    paragraphs.push(`<p>${words.join(' ')}${n === 7 && p === 3 ? ' kestrel' : ''}.</p>`);
  }
  return {
    slug: `post-${n}`,
    title: `Notes on ${topic} ${n}`,
    excerpt: `What ${n} taught us about ${topic}.`,
    content: paragraphs.join(''),
    author: 'Bench',
    tags: [topic],
  };
}

async function writePosts(dataSource: DataSource, count: number): Promise<void> {
  const next = random(42);
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, i) => postOf(start + i, next));
    await dataSource.query(
      `INSERT INTO "blog_post" ("slug", "title", "excerpt", "content", "author", "tags", "published")
       SELECT r."slug", r."title", r."excerpt", r."content", r."author", r."tags", true
         FROM json_to_recordset($1::json) AS r("slug" text, "title" text, "excerpt" text, "content" text, "author" text, "tags" text[])`,
      [JSON.stringify(rows)],
    );
  }
  await dataSource.query(
    `INSERT INTO "product" ("slug", "name", "shortDescription", "fullDescription", "bannerImage", "features", "screenshots")
     VALUES ('insightflow-analytics', 'InsightFlow Analytics', 'Dashboards', '<p>Real-time analytics.</p>', '/b.png', '{}', '{}')`,
  );
}

interface Figures {
  engine: string;
  posts: number;
  indexMs: number;
  perQuery: Map<string, { median: number; p95: number; hits: number }>;
  all: { median: number; p95: number };
  statements: number;
}

async function measure(engine: string, dataSource: DataSource, posts: number): Promise<Figures> {
  await writePosts(dataSource, posts);
  const indexing = performance.now();
  await buildSearchIndexIfEmpty(dataSource);
  const indexMs = performance.now() - indexing;
  const search = new SearchService(dataSource);
  const counter = countStatements(dataSource);
  await search.search('analytics');
  const statements = counter.statements.length;
  counter.stop();
  const perQuery = new Map<string, { median: number; p95: number; hits: number }>();
  const everything: number[] = [];
  for (const query of QUERIES) {
    for (let i = 0; i < 5; i += 1) await search.search(query);
    const times: number[] = [];
    let hits = 0;
    for (let i = 0; i < REPEATS; i += 1) {
      const started = performance.now();
      hits = (await search.search(query)).total;
      times.push(performance.now() - started);
    }
    everything.push(...times);
    perQuery.set(query, { median: median(times), p95: percentile(times, 95), hits });
  }
  return { engine, posts, indexMs, perQuery, all: { median: median(everything), p95: percentile(everything, 95) }, statements };
}

async function onEmbedded(posts: number): Promise<Figures> {
  const embedded: EmbeddedPostgres = await startEmbeddedPostgres(undefined, { templateDir: false });
  const dataSource = createDataSource(embedded.url, { poolSize: EMBEDDED_POOL_SIZE });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    return await measure('embedded (PGlite)', dataSource, posts);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded.stop();
  }
}

async function onPostgres(posts: number): Promise<Figures> {
  const name = `bench_search_${process.pid}_${posts}`;
  const admin = createDataSource(DATABASE_URL);
  await admin.initialize();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  const dataSource = createDataSource(url.toString());
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    return await measure('PostgreSQL', dataSource, posts);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    if (KEEP) console.log(`kept database ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.destroy();
  }
}

const ms = (value: number) => value.toFixed(1);

async function main(): Promise<void> {
  console.log(`bench:search, ${REPEATS} asks a query, load average ${loadavg()[0].toFixed(2)} at start`);
  const results: Figures[] = [];
  for (const posts of SIZES) {
    for (const run of [ENGINES.includes('embedded') && onEmbedded, ENGINES.includes('postgresql') && onPostgres]) {
      if (!run) continue;
      const figures = await run(posts);
      results.push(figures);
      console.log(
        `\n${figures.engine}, ${posts} posts: index built in ${Math.round(figures.indexMs)} ms; ` +
          `${figures.statements} statements a search; all queries median ${ms(figures.all.median)} ms, p95 ${ms(figures.all.p95)} ms`,
      );
      for (const [query, figure] of figures.perQuery)
        console.log(
          `  ${query.padEnd(20)} ${String(figure.hits).padStart(6)} found   median ${ms(figure.median).padStart(6)} ms   p95 ${ms(figure.p95).padStart(6)} ms`,
        );
    }
  }
  let failed = false;
  console.log('\nTargets:');
  for (const engine of new Set(results.map((r) => r.engine))) {
    const [small, large] = [SIZES[0], SIZES[SIZES.length - 1]].map((posts) =>
      results.find((r) => r.engine === engine && r.posts === posts)!,
    );
    const fast = large.all.p95 < TARGET_P95_MS;
    const constant = small.statements === large.statements;
    failed ||= !fast || !constant;
    console.log(
      `  ${engine}: p95 at ${large.posts} posts ${ms(large.all.p95)} ms (< ${TARGET_P95_MS}) ${fast ? 'met' : 'MISSED'}; ` +
        `statements ${small.statements} at ${small.posts} and ${large.statements} at ${large.posts} ${constant ? 'met' : 'MISSED'}`,
    );
  }
  console.log(`load average ${loadavg()[0].toFixed(2)} at the end`);
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

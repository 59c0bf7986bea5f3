import type { DataSource } from 'typeorm';
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX, SEARCH_QUERY_MESSAGE, searchWords } from '@field-rules';
import { ValidationError } from '../../shared/errors';
import { pageOptions, type PaginationArgs } from '../../shared/pagination';
import { currentRequestContext, expireCachedResponseAt } from '../../shared/request-context';
import { SearchIndexer } from './search-indexer';
import type { SearchHitType } from './search-sources';
import type { SearchResults, SearchSnippetPart } from './search.types';

/** Marks around the matched words in PostgreSQL's snippets; the indexer keeps them out of the text. */
const MARK_START = '\u0002';
const MARK_END = '\u0003';
const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MinWords=12, MaxWords=30, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * How alike a title's words must be to a search to match it loosely (pg_trgm's word similarity, 0-1): one letter
 * missing or wrong in a word of 8 or more ('analitics', 'anaytics') passes; pg_trgm's default, 0.6, let most such
 * typos fail. Set for the search's own transaction, since the index applies the setting, not an expression.
 */
const LOOSE_MATCH_SIMILARITY = 0.5;

/**
 * The search's own settings, for its transaction only. Besides the likeness: no sequential scans. A word in every
 * post makes the planner read the whole table and test each row's full text vector (70 ms at 10,000 posts on
 * PostgreSQL); the index answers it without reading a vector (docs/benchmarks.md, site search).
 */
const SEARCH_SETTINGS = `SELECT set_config('pg_trgm.word_similarity_threshold', '${LOOSE_MATCH_SIMILARITY}', true),
  set_config('enable_seqscan', 'off', true)`;

/**
 * One statement whatever the number of records. `exact`: the matches of `websearch_to_tsquery` (quotes, `or`,
 * `-word`) in every word, ranked by the small weighted vector of title and summary. `loose`, only when `exact` found
 * nothing and the search may be loose ($5): titles whose words are like it (pg_trgm's `<%`, at
 * LOOSE_MATCH_SIMILARITY), ranked by that likeness, so a typo still finds its page and an exact word never brings
 * look-alikes with it. Counted, paged, and the snippets made for the page's rows only. Ties go by title in byte order
 * (a collation's comparisons cost more than the ranking when thousands of matches tie).
 */
const SEARCH_SQL = `
  WITH exact AS (
    SELECT d."hitType", d."recordId", d."title", ts_rank(d."head", websearch_to_tsquery('english', $1)) AS "rank"
      FROM "search_document" d
     WHERE d."document" @@ websearch_to_tsquery('english', $1)
       AND d."listed" AND (d."publicFrom" IS NULL OR d."publicFrom" <= now())
  ), loose AS (
    SELECT d."hitType", d."recordId", d."title", word_similarity($1, d."title") AS "rank"
      FROM "search_document" d
     WHERE $5 AND NOT EXISTS (SELECT 1 FROM exact) AND $1 <% d."title"
       AND d."listed" AND (d."publicFrom" IS NULL OR d."publicFrom" <= now())
  ), page AS (
    SELECT found.*, count(*) OVER () AS "total"
      FROM (SELECT * FROM exact UNION ALL SELECT * FROM loose) found
     ORDER BY found."rank" DESC, found."title" COLLATE "C", found."recordId"
    OFFSET $2 LIMIT $3
  )
  SELECT page."hitType", page."recordId", page."title", d."path", page."total",
         ts_headline('english', d."summary" || ' ' || d."body", websearch_to_tsquery('english', $1), $4) AS "snippet"
    FROM page JOIN "search_document" d ON d."hitType" = page."hitType" AND d."recordId" = page."recordId"
   ORDER BY page."rank" DESC, page."title" COLLATE "C", page."recordId"`;

interface SearchRow {
  hitType: SearchHitType;
  recordId: string;
  title: string;
  path: string;
  total: string;
  snippet: string;
}

/**
 * Site search over what visitors can see (issue 31, docs/decisions/066-site-search.md): posts, products, projects,
 * services and team, from the index the change events keep (search-indexer.ts). Drafts and posts scheduled for
 * later are never found.
 */
export class SearchService {
  constructor(private readonly dataSource: DataSource) {
    SearchIndexer.install(dataSource);
  }

  async search(text: string, page: PaginationArgs = {}): Promise<SearchResults> {
    const query = searchWords(text);
    if (query.length > SEARCH_QUERY_MAX) throw ValidationError.single('query', SEARCH_QUERY_MESSAGE);
    const { skip, take } = pageOptions(page, SEARCH_PAGE_SIZE);
    if (!query) return { query, total: 0, hits: [] };
    await this.noteNextPublic();
    const rows = await this.dataSource.transaction(async (manager) => {
      await manager.query(SEARCH_SETTINGS);
      return manager.query<SearchRow[]>(SEARCH_SQL, [query, skip ?? 0, take, HEADLINE_OPTIONS, mayBeLoose(query)]);
    });
    return {
      query,
      // Past the last page there are no rows to carry the count; the client asks from 0 first.
      total: rows.length > 0 ? Number(rows[0].total) : 0,
      hits: rows.map((row) => ({
        type: row.hitType,
        id: row.recordId,
        title: row.title,
        path: row.path,
        snippet: snippetParts(row.snippet),
      })),
    };
  }

  /** A cached answer lasts no longer than the next scheduled post's moment (as the blog's lists). */
  private async noteNextPublic(): Promise<void> {
    if (!currentRequestContext()) return;
    const [next] = await this.dataSource.query<{ next: Date | null }[]>(
      `SELECT min("publicFrom") AS "next" FROM "search_document" WHERE "listed" AND "publicFrom" > now()`,
    );
    if (next?.next) expireCachedResponseAt(new Date(next.next));
  }
}

/**
 * Whether titles like the search may match it when its words match nothing: not for a short search ('the' is like
 * every title holding it), a quoted phrase or one that excludes words (the visitor asked for exactly that).
 */
function mayBeLoose(query: string): boolean {
  return query.length >= 4 && !query.includes('"') && !/(^|\s)-\S/.test(query);
}

/** PostgreSQL's marked headline as runs of text, so no door ever sends the record's words as markup. */
export function snippetParts(headline: string): SearchSnippetPart[] {
  const parts: SearchSnippetPart[] = [];
  for (const [index, run] of headline.split(new RegExp(`[${MARK_START}${MARK_END}]`)).entries()) {
    // A mark at the very start or end leaves an empty run.
    if (!run) continue;
    const highlighted = index % 2 === 1;
    parts.push({ text: run, highlighted });
  }
  return parts;
}

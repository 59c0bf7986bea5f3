import type { IncomingMessage } from 'node:http';
import accepts from 'accepts';
import {
  execute,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { containsInvalidText, documentHasInvalidStrings } from '../http/input-guards';
import { observeGraphQLOperation } from '../ops/graphql-observer';
import type { Services } from '../services';
import { currentRequestContext } from '../shared/request-context';
import { anonymousViewer } from '../shared/viewer';
import { appErrorOf, DatabaseBusyError } from '../shared/errors';
import type { GraphQLContext } from './context';
import { asksForSchema, costOf, QUERY_LIMITS, type QueryLimits } from './query-limits';
import { hasApolloPreflight } from '../shared/response-cache/cache-keys';

/** A document checked once: parsed and validated with the same limits as Apollo's, and a query. */
interface CheckedQuery {
  document: DocumentNode;
  operation: OperationDefinitionNode;
}

/** One GET's query string checked once: its document, operation name and variables, within the cost limit. */
interface CheckedRequest {
  checked: CheckedQuery;
  operationName: string | undefined;
  variables: Readonly<Record<string, unknown>>;
}

/** Apollo's two single-result types, by what the caller's Accept prefers (Apollo offers them in this order). */
const CONTENT_TYPES: Record<string, string> = {
  'application/json': 'application/json; charset=utf-8',
  'application/graphql-response+json': 'application/graphql-response+json; charset=utf-8',
};

export interface PublicQueryAnswer {
  body: string;
  contentType: string;
}

/**
 * Anonymous GET queries run without Apollo's request pipeline, for the public read lane
 * (http/public-read-lane.ts, docs/decisions/041-public-read-lane.md): the document parsed and validated
 * once with Apollo's rules and limits, then graphql-js's execute on the same schema and resolvers. Only
 * the plain success is answered here; anything else (a parse or validation error, a mutation,
 * introspection, a query over the cost limit, refused characters, an error while resolving, an Accept
 * Apollo would answer otherwise) answers null, and Apollo answers the request as it always has.
 */
export class PublicQueries {
  /** Documents by their text; a document that is not a plain query is remembered as refused. */
  private readonly checked = new LRUCache<string, CheckedQuery | 'refused'>({ max: 500 });
  /**
   * Whole query strings (a CDN-facing GET repeats the same one), so parsing the URL and the variables and
   * measuring the cost happen once; refused ones too. Keyed by the text only: nothing here depends on the caller.
   */
  private readonly requests = new LRUCache<string, CheckedRequest | 'refused'>({
    max: 1000,
    maxSize: 4_000_000,
    sizeCalculation: (_request, search) => search.length + 1,
  });

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly services: Services,
    private readonly rules: Pick<QueryLimits, 'parseOptions' | 'validationRules'>,
  ) {}

  /** The answer to `GET /graphql?<search>`, or null to leave the request to Apollo. */
  async answer(req: IncomingMessage, search: string): Promise<PublicQueryAnswer | null> {
    if (!hasApolloPreflight(req.headers)) return null;
    const preferred = req.headers.accept ? accepts(req).type(Object.keys(CONTENT_TYPES)) : 'application/json';
    if (typeof preferred !== 'string') return null;
    let request = this.requests.get(search);
    if (!request) {
      request = this.checkRequest(new URLSearchParams(search)) ?? 'refused';
      this.requests.set(search, request);
    }
    if (request === 'refused') return null;
    const { checked, operationName, variables } = request;

    const started = process.hrtime.bigint();
    const viewer = currentRequestContext()?.viewer ?? anonymousViewer();
    const contextValue: GraphQLContext = { services: this.services, viewer, userAgent: req.headers['user-agent'] };
    const result = await execute({
      schema: this.schema,
      document: checked.document,
      operationName,
      variableValues: variables,
      contextValue,
    });
    // A busy database is the answer (503): Express asking again would wait the bound a second time.
    const busy = result.errors?.map((error) => appErrorOf(error.originalError)).find((e) => e instanceof DatabaseBusyError);
    if (busy) throw busy;
    if (result.errors?.length || !result.data) return null;
    observeGraphQLOperation(checked.operation.name?.value ?? operationName, 'query', 'ok', started);
    return { body: `${JSON.stringify({ data: result.data })}\n`, contentType: CONTENT_TYPES[preferred] };
  }

  private checkRequest(search: URLSearchParams): CheckedRequest | null {
    const query = search.get('query');
    if (!query || search.has('extensions')) return null;
    const operationName = search.get('operationName') ?? undefined;
    const checked = this.check(query, operationName);
    if (!checked) return null;
    let variables: Record<string, unknown> = {};
    const variablesText = search.get('variables');
    if (variablesText) {
      try {
        variables = JSON.parse(variablesText) as Record<string, unknown>;
      } catch {
        return null;
      }
      if (!variables || typeof variables !== 'object' || Array.isArray(variables) || containsInvalidText(variables)) return null;
    }
    const cost = costOf(this.schema, checked.document, checked.operation, variables);
    if (cost === null || cost > QUERY_LIMITS.cost) return null;
    return { checked, operationName, variables: Object.freeze(variables) };
  }

  private check(query: string, operationName: string | undefined): CheckedQuery | null {
    const key = `${operationName ?? ''}\n${query}`;
    let checked = this.checked.get(key);
    if (!checked) {
      checked = this.checkOnce(query, operationName) ?? 'refused';
      this.checked.set(key, checked);
    }
    return checked === 'refused' ? null : checked;
  }

  private checkOnce(query: string, operationName: string | undefined): CheckedQuery | null {
    let document: DocumentNode;
    try {
      document = parse(query, this.rules.parseOptions);
    } catch {
      return null;
    }
    if (validate(this.schema, document, [...specifiedRules, ...this.rules.validationRules]).length) return null;
    const operation = getOperationAST(document, operationName);
    if (operation?.operation !== 'query' || asksForSchema(document) || documentHasInvalidStrings(document)) return null;
    return { document, operation };
  }
}

/** One operation as shared/graphql-request.ts sends it. */
export interface GraphQLCall {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

export type GraphQLAnswer = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] } | Error;

const realFetch = globalThis.fetch;

/**
 * The network edge of a component that sends with fetch (the islands' graphqlRequest): each POST to /graphql is
 * recorded and answered by `answer` (an Error is a network failure), after `delay` ms. Undone by restoreFetch().
 */
export function answerGraphQL(
  answer: (call: GraphQLCall) => GraphQLAnswer | Promise<GraphQLAnswer>,
  { delay = 0 } = {},
): GraphQLCall[] {
  const calls: GraphQLCall[] = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url) !== '/graphql') throw new Error(`Unexpected fetch of ${String(url)}`);
    const call = JSON.parse(String(init?.body)) as GraphQLCall;
    calls.push(call);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    const result = await answer(call);
    if (result instanceof Error) throw result;
    return { ok: true, status: 200, json: async () => result } as Response;
  });
  return calls;
}

export function restoreFetch(): void {
  globalThis.fetch = realFetch;
}

/**
 * Answers a paged list's further pages ('Load more': `skip`, `take`) from `pages` by skip, as `{ [field]: list }`;
 * an Error is a network failure. A page given with a delay arrives that many ms later.
 */
export function answerPages(
  operationName: string,
  field: string,
  pages: Record<number, unknown[] | Error | { list: unknown[]; delay: number }>,
): GraphQLCall[] {
  return answerGraphQL(async (call) => {
    const page = pages[Number(call.variables.skip)];
    if (call.operationName !== operationName || page === undefined)
      throw new Error(`Unexpected ${call.operationName} ${JSON.stringify(call.variables)}`);
    if (page instanceof Error) return page;
    if (Array.isArray(page)) return { data: { [field]: page } };
    await new Promise((resolve) => setTimeout(resolve, page.delay));
    return { data: { [field]: page.list } };
  });
}

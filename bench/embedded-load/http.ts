/**
 * The bench's HTTP client: every request has a client-side timeout, is timed until its whole body is read,
 * and lands in a Recorder as a sample (read, write or check) with the reason it failed, if it did.
 */

/** No request may wait longer than this; one that does counts as unanswered (issue 25: "every request answers"). */
export const REQUEST_TIMEOUT_MS = 30_000;

export type Role = 'read' | 'write' | 'check';

export interface Sample {
  role: Role;
  /** What was asked: 'page /products', 'rest upload', 'ui delete', ... */
  kind: string;
  ms: number;
  status: number;
  /** X-Cache of a public read (HIT, MISS, BYPASS), when the answer carried one. */
  cache?: string;
  /** Why it failed (timeout, network, HTTP 503, GraphQL code, wrong answer); undefined when it succeeded. */
  failure?: string;
}

export class Recorder {
  readonly samples: Sample[] = [];

  add(sample: Sample): void {
    this.samples.push(sample);
  }

  of(role: Role): Sample[] {
    return this.samples.filter((sample) => sample.role === role);
  }

  /** Failures counted by reason, e.g. {'HTTP 503': 2, 'timeout (30 s)': 1}. */
  failures(role?: Role): Map<string, number> {
    const counts = new Map<string, number>();
    for (const sample of this.samples) {
      if (!sample.failure || (role && sample.role !== role)) continue;
      counts.set(sample.failure, (counts.get(sample.failure) ?? 0) + 1);
    }
    return counts;
  }
}

export interface Answer {
  status: number;
  ms: number;
  text: string;
  body: any;
  cache?: string;
  /** Set when the request did not succeed: no answer in time, no connection, a non-2xx status, GraphQL errors. */
  failure?: string;
}

export interface Request {
  method?: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data. */
  form?: FormData;
  token?: string;
  /** GraphQL: an answer with `errors` is a failure even with status 200. */
  graphql?: boolean;
}

function reasonOf(error: unknown): string {
  const name = (error as { name?: string })?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return `timeout (${REQUEST_TIMEOUT_MS / 1000} s)`;
  const cause = (error as { cause?: { code?: string } })?.cause;
  return `network error${cause?.code ? ` ${cause.code}` : ''}`;
}

/** One request, timed until its body is read. Never throws: a failure is in `failure`. */
export async function send(url: string, request: Request = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let body: string | FormData | undefined;
  if (request.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.json);
  } else if (request.form) {
    body = request.form;
  }
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: request.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let parsed: any;
    if ((response.headers.get('content-type') ?? '').includes('json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
    }
    const answer: Answer = {
      status: response.status,
      ms,
      text,
      body: parsed,
      cache: response.headers.get('x-cache') ?? undefined,
    };
    if (request.graphql && Array.isArray(parsed?.errors) && parsed.errors.length) {
      const code = parsed.errors[0]?.extensions?.code ?? 'error';
      answer.failure = response.status >= 200 && response.status < 300 ? `GraphQL ${code}` : `HTTP ${response.status} (${code})`;
    } else if (response.status < 200 || response.status >= 300) {
      answer.failure = `HTTP ${response.status}`;
    }
    return answer;
  } catch (error) {
    return { status: 0, ms: performance.now() - started, text: '', body: undefined, failure: reasonOf(error) };
  }
}

/** GraphQL multipart request (the spec Apollo's upload follows): operations, map, then the files. */
export function graphqlUpload(query: string, variables: Record<string, unknown>, files: Record<string, File>): FormData {
  const form = new FormData();
  const map: Record<string, string[]> = {};
  Object.keys(files).forEach((variablePath, index) => (map[String(index)] = [`variables.${variablePath}`]));
  form.append('operations', JSON.stringify({ query, variables }));
  form.append('map', JSON.stringify(map));
  Object.values(files).forEach((file, index) => form.append(String(index), file, file.name));
  return form;
}

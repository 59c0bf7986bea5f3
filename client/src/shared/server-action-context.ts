import type { FormattedExecutionResult } from 'graphql';

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

/**
 * What the server gives a route's action when a page's form is posted without scripts (entry-server.tsx,
 * React Router's requestContext): the app's own GraphQL, run in-process as the visitor, so a form posted
 * to a page goes through the same schema, validation and limits as both doors.
 */
export interface ServerActionContext {
  executeGraphQL(request: GraphQLRequest): Promise<FormattedExecutionResult>;
}

export function serverActionContext(context: unknown): ServerActionContext {
  const executeGraphQL = (context as Partial<ServerActionContext> | undefined)?.executeGraphQL;
  // In the browser the page's own scripts send the form (an onSubmit handler); a route action never runs there.
  if (typeof executeGraphQL !== 'function') throw new Error('Route actions run on the server only');
  return { executeGraphQL };
}

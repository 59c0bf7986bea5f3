import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  BREAK,
  GraphQLError,
  Lexer,
  Source,
  TokenKind,
  getNamedType,
  getNullableType,
  getVariableValues,
  isCompositeType,
  isListType,
  print,
  validate,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ParseOptions,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import type { Config } from '../config';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../shared/pagination';
import type { GraphQLContext } from './context';

/**
 * What one GraphQL request may ask for, anonymous or not. Chosen from the site's own largest
 * operation with room to spare (docs/decisions/011-graphql-query-limits.md; a test checks every
 * client operation against them).
 */
export const QUERY_LIMITS = {
  aliases: 15,
  depth: 8,
  tokens: 1000,
  directives: 10,
  cost: 200_000,
} as const;

/**
 * A list without `take` answers the services' default page (DEFAULT_PAGE_SIZE, which is the
 * largest page one may ask for), so an unpaged list never looks cheaper than a paged one. Lists
 * that take no page at all (a category's services) are counted the same.
 */
export const ASSUMED_LIST_SIZE = Math.max(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
/** What a record's screenshot list costs as (two uploads of at most 10 each); see `assumedListSize`. */
export const ASSUMED_SCREENSHOTS = 20;

/** The most fields (counting each use of a fragment) the cost is computed over before giving up. */
const MAX_COST_NODES = 10_000;

export const INTROSPECTION_REFUSED =
  'Introspection is available to signed-in administrators only. Send an administrator token in the Authorization header.';

export interface QueryFigures {
  aliases: number;
  depth: number;
  tokens: number;
  directives: number;
  cost: number;
}

/**
 * Every field costs 1; a list of objects costs its page size (`take`, else ASSUMED_LIST_SIZE)
 * times its fields, so nested lists multiply. Introspection is free here: production allows it
 * to administrators only, and the token and depth limits still bound it.
 */
export const listSizeEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  if (type.name.startsWith('__') || field.name.startsWith('__')) return 0;
  const fieldType = getNullableType(field.type);
  if (isListType(fieldType) && isCompositeType(getNamedType(fieldType))) {
    // The services refuse a take outside 1..MAX_PAGE_SIZE, so no page is ever larger.
    // A list inside a record that is not paged (a record's screenshots) names its usual size itself.
    const declared = field.extensions?.assumedListSize;
    const unpaged = typeof declared === 'number' ? declared : ASSUMED_LIST_SIZE;
    const size = typeof args.take === 'number' ? Math.min(Math.max(args.take, 0), MAX_PAGE_SIZE) : unpaged;
    return 1 + size * childComplexity;
  }
  return 1 + childComplexity;
};

/** The cost of the operation, or null when its variables are invalid (execution refuses it then). */
export function costOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
): number | null {
  const { errors } = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
  if (errors?.length) return null;
  try {
    return getComplexity({
      schema,
      query: document,
      operationName: operation.name?.value,
      variables,
      estimators: [listSizeEstimator],
      maxQueryNodes: MAX_COST_NODES,
    });
  } catch {
    // Only the node count can fail once the variables are valid: fragments spread into
    // each other until the query is too large to measure, which is too large to run.
    return Infinity;
  }
}

/** Tokens as the parser counts them (every name, punctuator and value; not comments). */
export function tokenCount(source: string): number {
  const lexer = new Lexer(new Source(source));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

/** A request error with HTTP 400: the request is refused before anything runs. */
function refusal(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
}

type ArmorReject = (context: ValidationContext | null, error: GraphQLError) => void;

/**
 * Armor's messages read "Syntax Error: Aliases limit of 15 exceeded, found 5000."; the query is
 * not a syntax error, so say what was found against what is allowed.
 */
function refuseWith(describe: (found: string) => string, limit: number): ArmorReject {
  return (context, error) => {
    const found = /found (\d+)/.exec(error.message)?.[1];
    const message = found ? `Query has ${describe(found)}; the limit is ${limit}.` : error.message.replace(/^Syntax Error: /, '');
    context?.reportError(new GraphQLError(message));
  };
}

/** Armor's alias, depth and directive rules; with `measured` they record the counts instead of refusing. */
function armorRules(measured?: Partial<QueryFigures>): ValidationRule[] {
  const options = (key: 'aliases' | 'depth' | 'directives', describe: (found: string) => string) =>
    measured
      ? { n: Infinity, onAccept: [(_: unknown, { n }: { n: number }) => (measured[key] = n)] }
      : { n: QUERY_LIMITS[key], propagateOnRejection: false, onReject: [refuseWith(describe, QUERY_LIMITS[key])] };
  return new ApolloArmor({
    maxAliases: options('aliases', (n) => `${n} aliases`),
    // Fragments are a way to write the query, not extra nesting.
    maxDepth: { ...options('depth', (n) => `depth ${n}`), flattenFragments: true },
    maxDirectives: options('directives', (n) => `${n} directives`),
    // Apollo turns an error thrown by Armor's token plugin (in parsingDidStart) into a 500; graphql-js's
    // own maxTokens (parseOptions below) stops the parser at the same point and answers 400.
    maxTokens: { enabled: false },
    // The cost here is graphql-query-complexity's with page sizes, which needs the request's variables.
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect().validationRules;
}

/** The figures the limits judge, for one operation of a document (tests, the ADR, the bench). */
export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
): QueryFigures {
  const measured: Partial<QueryFigures> = {};
  const single: DocumentNode = {
    ...document,
    definitions: document.definitions.filter(
      (definition) => definition.kind !== 'OperationDefinition' || definition === operation,
    ),
  };
  const errors = validate(schema, single, armorRules(measured));
  if (errors.length) throw new Error(`Invalid operation: ${errors.map((error) => error.message).join('; ')}`);
  const cost = costOf(schema, single, operation, variables);
  if (cost === null) throw new Error(`Invalid variables for operation ${operation.name?.value ?? '(anonymous)'}`);
  return {
    aliases: measured.aliases ?? 0,
    depth: measured.depth ?? 0,
    directives: measured.directives ?? 0,
    tokens: tokenCount(print(single)),
    cost,
  };
}

export function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value !== '__schema' && node.name.value !== '__type') return undefined;
      found = true;
      return BREAK;
    },
  });
  return found;
}

/**
 * Introspection (production: administrators only) and the computed cost. Both need the request
 * (its viewer, its variables), so they run once the operation is known, before anything executes.
 */
function operationGuard(nodeEnv: Config['nodeEnv']): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request, contextValue }) {
          if (nodeEnv === 'production' && !contextValue.viewer.admin && asksForSchema(document)) {
            throw refusal(INTROSPECTION_REFUSED);
          }
          if (!operation) return;
          const cost = costOf(schema, document, operation, request.variables ?? {});
          if (cost !== null && cost > QUERY_LIMITS.cost) {
            const shown = Number.isFinite(cost) ? cost.toLocaleString('en-US') : 'too much to measure';
            throw refusal(
              `Query costs ${shown}; the limit is ${QUERY_LIMITS.cost.toLocaleString('en-US')}. ` +
                `A list costs its fields times its page size (take, or ${ASSUMED_LIST_SIZE} without it).`,
            );
          }
        },
      };
    },
  };
}

/** graphql-js stops at maxTokens with "Document contains more that N tokens. Parsing aborted." */
const tokenLimitMessage: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ errors }) {
        for (const error of errors) {
          if (/contains more th[ae]t? \d+ tokens/.test(error.message)) {
            error.message = `Query has more than ${QUERY_LIMITS.tokens} tokens; the limit is ${QUERY_LIMITS.tokens}.`;
          }
        }
      },
    };
  },
};

/** Runs `plugin` only for the requests `applies` picks. */
function onlyWhen(
  applies: (context: GraphQLContext) => boolean,
  plugin: ApolloServerPlugin<BaseContext>,
): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart(requestContext) {
      return applies(requestContext.contextValue) ? plugin.requestDidStart?.(requestContext) : undefined;
    },
  };
}

/**
 * Armor's "Did you mean ...?" mask, for anonymous production requests only: it spells out the
 * schema that introspection keeps from them; the owner in GraphiQL still gets the hints.
 */
function fieldSuggestionMask(nodeEnv: Config['nodeEnv']): ApolloServerPlugin<GraphQLContext>[] {
  const armor = new ApolloArmor({
    blockFieldSuggestion: { enabled: true },
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    maxAliases: { enabled: false },
    maxDepth: { enabled: false },
    maxDirectives: { enabled: false },
  }).protect();
  return armor.plugins.map((plugin) => onlyWhen((context) => nodeEnv === 'production' && !context.viewer.admin, plugin));
}

export interface QueryLimits {
  parseOptions: ParseOptions;
  validationRules: ValidationRule[];
  plugins: ApolloServerPlugin<GraphQLContext>[];
}

/**
 * The limits for every GraphQL request, as ApolloServer options. The token limit stops the parser
 * itself, so a request with thousands of aliases is refused after reading QUERY_LIMITS.tokens tokens.
 * ApolloServer must keep `introspection: true`: operationGuard decides per request.
 */
export function queryLimits({ nodeEnv }: Pick<Config, 'nodeEnv'>): QueryLimits {
  return {
    parseOptions: { maxTokens: QUERY_LIMITS.tokens },
    validationRules: armorRules(),
    plugins: [tokenLimitMessage, operationGuard(nodeEnv), ...fieldSuggestionMask(nodeEnv)],
  };
}

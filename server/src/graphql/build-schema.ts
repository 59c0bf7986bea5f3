import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchemaSync, type NonEmptyArray } from 'type-graphql';
import { serverModules } from '../modules';
import { authChecker } from './auth-checker';
import { pictureResolvers } from './pictures';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeGraphQL's buildSchema takes resolver classes as Function
export const resolvers: NonEmptyArray<Function> = [...pictureResolvers, ...serverModules.flatMap((module) => module.resolvers)];

let schema: GraphQLSchema | undefined;

/** The one schema. Validation runs in the services (shared with REST), not in TypeGraphQL. */
export function buildAppSchema(): GraphQLSchema {
  schema ??= buildSchemaSync({ resolvers, authChecker, validate: false });
  return schema;
}

import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { ApiToken } from './api-token.entity';
import { ApiTokenCreatedPayload, CreateApiTokenInput } from './api-token.inputs';
import { statusOf } from './api-token.service';

/** API tokens (docs/decisions/069-api-tokens.md): owners only, through a session (a token cannot make tokens). */
@Resolver(() => ApiToken)
export class ApiTokenResolver {
  @Authorized()
  @Query(() => [ApiToken], { description: 'Owners only: every API token, newest first, revoked and expired ones too.' })
  apiTokens(@Ctx() { services, viewer }: GraphQLContext): Promise<ApiToken[]> {
    return services.apiTokens.list(viewer);
  }

  @Authorized()
  @Mutation(() => ApiTokenCreatedPayload, {
    description: 'Owners only: makes an API token with a scope and an expiry; the answer shows the token this once.',
  })
  createApiToken(
    @Arg('input') input: CreateApiTokenInput,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ApiTokenCreatedPayload> {
    return services.apiTokens.create(viewer, input);
  }

  @Authorized()
  @Mutation(() => ApiToken, { description: 'Owners only: revokes an API token; it is refused from the next request on.' })
  revokeApiToken(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<ApiToken> {
    return services.apiTokens.revoke(viewer, id);
  }

  @FieldResolver(() => String, { description: "'active', 'expired' or 'revoked'." })
  status(@Root() token: ApiToken): string {
    return statusOf(token);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The username of the owner who made it.' })
  createdByUsername(@Root() token: ApiToken): string | null {
    return token.createdBy?.username ?? null;
  }
}

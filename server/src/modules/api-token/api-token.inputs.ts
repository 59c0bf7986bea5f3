import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ApiToken } from './api-token.entity';

/** A new token: its name, scope and expiry (a number of days, or a moment), checked by ApiTokenService. */
@InputType()
export class CreateApiTokenInput {
  @Field({ nullable: true })
  name?: string;

  @Field({ nullable: true, description: "'read-drafts' or 'write-content'." })
  scope?: string;

  @Field(() => Int, { nullable: true, description: 'Expires this many days from now (1 to 365); or send expiresAt.' })
  expiresInDays?: number | null;

  @Field(() => Date, { nullable: true, description: 'Expires at this moment (at most 365 days from now).' })
  expiresAt?: Date | null;
}

@ObjectType({ description: 'A token made: the record, and the token itself, shown only in this answer.' })
export class ApiTokenCreatedPayload {
  @Field(() => ApiToken)
  apiToken: ApiToken;

  @Field({ description: 'The whole token; only its SHA-256 is stored, so it cannot be shown again.' })
  token: string;
}

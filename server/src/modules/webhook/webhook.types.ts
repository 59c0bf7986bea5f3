import { ArgsType, Field, ID, InputType, ObjectType } from 'type-graphql';
import { PaginationArgs } from '../../shared/pagination';
import { WebhookEndpoint } from './webhook-endpoint.entity';

@InputType()
export class CreateWebhookEndpointInput {
  @Field({ nullable: true, description: 'An http(s) address; a public one unless WEBHOOKS_ALLOW_PRIVATE_URLS is on.' })
  url?: string;

  @Field({ nullable: true })
  description?: string;

  @Field(() => [String], {
    nullable: true,
    description: "Among 'published', 'updated', 'unpublished', 'deleted', 'contact.received'; at least one.",
  })
  events?: string[];

  @Field({ nullable: true, description: 'Whether it gets deliveries (default true).' })
  active?: boolean;
}

@InputType()
export class UpdateWebhookEndpointInput {
  @Field(() => String, { nullable: true })
  url?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => [String], { nullable: true })
  events?: string[] | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;
}

@ObjectType({ description: 'An endpoint and its signing secret: shown in this answer only, so copy it now.' })
export class WebhookEndpointWithSecret {
  @Field(() => WebhookEndpoint)
  endpoint: WebhookEndpoint;

  @Field({ description: "The signing secret ('whsec_…', Standard Webhooks)." })
  secret: string;
}

@ArgsType()
export class WebhookDeliveriesArgs extends PaginationArgs {
  @Field(() => ID)
  endpointId: string;
}

import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import {
  CreateWebhookEndpointInput,
  UpdateWebhookEndpointInput,
  WebhookDeliveriesArgs,
  WebhookEndpointWithSecret,
} from './webhook.types';

/** Webhooks (issue 31, docs/decisions/068-webhooks.md): owners only. */
@Resolver(() => WebhookEndpoint)
export class WebhookResolver {
  /** Set by the service on every endpoint it answers (one statement for a whole list). */
  @FieldResolver(() => WebhookDelivery, { nullable: true, description: 'Its latest delivery; null before the first.' })
  lastDelivery(@Root() endpoint: WebhookEndpoint & { lastDelivery?: WebhookDelivery | null }): WebhookDelivery | null {
    return endpoint.lastDelivery ?? null;
  }

  @Authorized()
  @Query(() => [WebhookEndpoint], { description: 'Owners only: every webhook endpoint, oldest first, with its latest delivery.' })
  webhookEndpoints(@Ctx() { services, viewer }: GraphQLContext): Promise<WebhookEndpoint[]> {
    return services.webhooks.list(viewer);
  }

  @Authorized()
  @Query(() => WebhookEndpoint, { description: 'Owners only: one webhook endpoint.' })
  webhookEndpoint(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<WebhookEndpoint> {
    return services.webhooks.get(viewer, id);
  }

  @Authorized()
  @Query(() => [WebhookDelivery], {
    description: "Owners only: an endpoint's deliveries, newest first; 20 unless `take` says otherwise (at most 100).",
  })
  webhookDeliveries(
    @Args() { endpointId, ...page }: WebhookDeliveriesArgs,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<WebhookDelivery[]> {
    return services.webhooks.deliveryLog(viewer, endpointId, page);
  }

  @Authorized()
  @Mutation(() => WebhookEndpointWithSecret, {
    description: 'Owners only: adds an endpoint; its signing secret is answered this once.',
  })
  createWebhookEndpoint(
    @Arg('input') input: CreateWebhookEndpointInput,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<WebhookEndpointWithSecret> {
    return services.webhooks.create(viewer, input);
  }

  @Authorized()
  @Mutation(() => WebhookEndpoint, { description: "Owners only: changes an endpoint's address, events, description or state." })
  updateWebhookEndpoint(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: UpdateWebhookEndpointInput,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<WebhookEndpoint> {
    return services.webhooks.update(viewer, id, input);
  }

  @Authorized()
  @Mutation(() => WebhookEndpoint, { description: 'Owners only: deletes an endpoint and its delivery log.' })
  deleteWebhookEndpoint(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<WebhookEndpoint> {
    return services.webhooks.delete(viewer, id);
  }

  @Authorized()
  @Mutation(() => WebhookEndpointWithSecret, {
    description: 'Owners only: a new signing secret, answered this once; the old one signs nothing from now on.',
  })
  rollWebhookSecret(
    @Arg('id', () => ID) id: string,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<WebhookEndpointWithSecret> {
    return services.webhooks.rollSecret(viewer, id);
  }

  @Authorized()
  @Mutation(() => WebhookDelivery, { description: "Owners only: sends a 'ping' event to the endpoint now." })
  sendWebhookTest(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<WebhookDelivery> {
    return services.webhooks.sendTest(viewer, id);
  }

  @Authorized()
  @Mutation(() => WebhookDelivery, {
    description: "Owners only: sends a delivery's event again, as a new delivery with the same message id.",
  })
  redeliverWebhook(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<WebhookDelivery> {
    return services.webhooks.redeliver(viewer, id);
  }
}

import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchemaSync, type NonEmptyArray } from 'type-graphql';
import { ActivityLogResolver } from '../modules/activity-log/activity-log.resolver';
import { AdminResolver } from '../modules/admin/admin.resolver';
import { BlogPostResolver } from '../modules/blog-post/blog-post.resolver';
import { ContactMessageResolver } from '../modules/contact-message/contact-message.resolver';
import { FounderResolver } from '../modules/founder/founder.resolver';
import { PartnerResolver } from '../modules/partner/partner.resolver';
import { ProductResolver } from '../modules/product/product.resolver';
import { ProjectResolver } from '../modules/project/project.resolver';
import { RichTextResolver } from '../modules/rich-text/rich-text.resolver';
import { ServiceCategoryResolver } from '../modules/service-category/service-category.resolver';
import { SiteSettingsResolver } from '../modules/site-settings/site-settings.resolver';
import { TeamMemberResolver } from '../modules/team-member/team-member.resolver';
import { authChecker } from './auth-checker';
import { pictureResolvers } from './pictures';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeGraphQL's buildSchema takes resolver classes as Function
export const resolvers: NonEmptyArray<Function> = [
  AdminResolver,
  FounderResolver,
  TeamMemberResolver,
  ServiceCategoryResolver,
  ProjectResolver,
  ProductResolver,
  BlogPostResolver,
  RichTextResolver,
  ContactMessageResolver,
  PartnerResolver,
  SiteSettingsResolver,
  ActivityLogResolver,
  ...pictureResolvers,
];

let schema: GraphQLSchema | undefined;

/** The one schema. Validation runs in the services (shared with REST), not in TypeGraphQL. */
export function buildAppSchema(): GraphQLSchema {
  schema ??= buildSchemaSync({ resolvers, authChecker, validate: false });
  return schema;
}

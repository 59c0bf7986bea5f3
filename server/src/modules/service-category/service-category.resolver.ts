import { Resolver } from 'type-graphql';

// PLACEHOLDER: to be implemented (see founder.resolver.ts for the pattern).
@Resolver()
export class ServiceCategoryResolver {}

import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ExpectedVersion } from '../../graphql/expected-version';
import { expectVersion } from '../../shared/request-context';
import type { GraphQLContext } from '../../graphql/context';
import { PaginationArgs } from '../../shared/pagination';
import { ServiceCategory } from './service-category.entity';
import { CreateServiceCategoryInput, UpdateServiceCategoryInput } from './service-category.inputs';

@Resolver(() => ServiceCategory)
export class ServiceCategoryResolver {
  @Query(() => [ServiceCategory], {
    description: 'In manual order (newest first until moved); each with its services in display order.',
  })
  serviceCategories(@Args() page: PaginationArgs, @Ctx() { services }: GraphQLContext): Promise<ServiceCategory[]> {
    return services.serviceCategories.list(page);
  }

  @Query(() => ServiceCategory)
  serviceCategory(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<ServiceCategory> {
    return services.serviceCategories.get(id);
  }

  @Authorized()
  @Mutation(() => ServiceCategory)
  createServiceCategory(
    @Arg('input') input: CreateServiceCategoryInput,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ServiceCategory> {
    return services.serviceCategories.create(viewer, input);
  }

  @Authorized()
  @Mutation(() => ServiceCategory)
  updateServiceCategory(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: UpdateServiceCategoryInput,
    @ExpectedVersion() expectedVersion: number | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ServiceCategory> {
    expectVersion(id, expectedVersion);
    return services.serviceCategories.update(viewer, id, input);
  }

  @Authorized()
  @Mutation(() => ServiceCategory, { description: 'Deletes the category and its services; returns the deleted record.' })
  deleteServiceCategory(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<ServiceCategory> {
    return services.serviceCategories.delete(viewer, id);
  }

  @Authorized()
  @Mutation(() => [ServiceCategory], {
    description:
      'Saves the manual order in one transaction: the named service categories in this order (a subset keeps the others in place); returns them in it.',
  })
  reorderServiceCategories(
    @Arg('ids', () => [ID]) ids: string[],
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ServiceCategory[]> {
    return services.serviceCategories.reorder(viewer, ids);
  }

  @Authorized()
  @Mutation(() => ServiceCategory, {
    description:
      "Saves the order of one category's services in one transaction (a subset keeps the others in place); returns the category.",
  })
  reorderServices(
    @Arg('categoryId', () => ID) categoryId: string,
    @Arg('ids', () => [ID]) ids: string[],
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<ServiceCategory> {
    return services.serviceCategories.reorderServices(viewer, categoryId, ids);
  }
}

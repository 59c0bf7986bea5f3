import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { GraphQLUpload, readUpload, type FileUpload } from '../../graphql/upload';
import { PaginationArgs } from '../../shared/pagination';
import { Founder } from './founder.entity';
import { CreateFounderInput, UpdateFounderInput } from './founder.inputs';

@Resolver(() => Founder)
export class FounderResolver {
  @Query(() => [Founder])
  founders(@Args() page: PaginationArgs, @Ctx() { services }: GraphQLContext): Promise<Founder[]> {
    return services.founders.list(page);
  }

  @Query(() => Founder)
  founder(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<Founder> {
    return services.founders.get(id);
  }

  @Authorized()
  @Mutation(() => Founder)
  async createFounder(
    @Arg('input') input: CreateFounderInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<Founder> {
    return services.founders.create(viewer, input, await readUpload(image));
  }

  @Authorized()
  @Mutation(() => Founder)
  async updateFounder(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: UpdateFounderInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<Founder> {
    return services.founders.update(viewer, id, input, await readUpload(image));
  }

  @Authorized()
  @Mutation(() => Founder, { description: 'Deletes the founder and its image; returns the deleted record.' })
  deleteFounder(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<Founder> {
    return services.founders.delete(viewer, id);
  }

  @Authorized()
  @Mutation(() => [Founder], {
    description:
      'Saves the manual order in one transaction: the named founders in this order (a subset keeps the others in place); returns them in it.',
  })
  reorderFounders(@Arg('ids', () => [ID]) ids: string[], @Ctx() { services, viewer }: GraphQLContext): Promise<Founder[]> {
    return services.founders.reorder(viewer, ids);
  }
}

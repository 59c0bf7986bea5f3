import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { GraphQLUpload, readUpload, type FileUpload } from '../../graphql/upload';
import { PaginationArgs } from '../../shared/pagination';
import { Partner } from './partner.entity';
import { CreatePartnerInput, UpdatePartnerInput } from './partner.inputs';

@Resolver(() => Partner)
export class PartnerResolver {
  @Query(() => [Partner])
  partners(@Args() page: PaginationArgs, @Ctx() { services }: GraphQLContext): Promise<Partner[]> {
    return services.partners.list(page);
  }

  @Query(() => Partner)
  partner(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<Partner> {
    return services.partners.get(id);
  }

  @Authorized()
  @Mutation(() => Partner)
  async createPartner(
    @Arg('input') input: CreatePartnerInput,
    @Arg('logo', () => GraphQLUpload, { nullable: true }) logo: Promise<FileUpload> | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<Partner> {
    return services.partners.create(viewer, input, await readUpload(logo));
  }

  @Authorized()
  @Mutation(() => Partner)
  async updatePartner(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: UpdatePartnerInput,
    @Arg('logo', () => GraphQLUpload, { nullable: true }) logo: Promise<FileUpload> | null,
    @Ctx() { services, viewer }: GraphQLContext,
  ): Promise<Partner> {
    return services.partners.update(viewer, id, input, await readUpload(logo));
  }

  @Authorized()
  @Mutation(() => Partner, { description: 'Deletes the partner and its logo; returns the deleted record.' })
  deletePartner(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<Partner> {
    return services.partners.delete(viewer, id);
  }

  @Authorized()
  @Mutation(() => [Partner], {
    description:
      'Saves the manual order in one transaction: the named partners in this order (a subset keeps the others in place); returns them in it.',
  })
  reorderPartners(@Arg('ids', () => [ID]) ids: string[], @Ctx() { services, viewer }: GraphQLContext): Promise<Partner[]> {
    return services.partners.reorder(viewer, ids);
  }
}

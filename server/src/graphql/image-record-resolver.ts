import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver, type ClassType } from 'type-graphql';
import { ExpectedVersion } from './expected-version';
import { expectVersion } from '../shared/request-context';
import type { Services } from '../services';
import type { ContentRecord } from '../shared/content-record';
import type { ImageRecordService } from '../shared/image-record-service';
import { PaginationArgs } from '../shared/pagination';
import type { GraphQLContext } from './context';
import { GraphQLUpload, readUpload, type FileUpload } from './upload';

/** The keys of `Services` whose service is the ImageRecordService of this entity and create input. */
type ImageRecordServiceKey<E extends ContentRecord, C extends object> = {
  [K in keyof Services]: Services[K] extends ImageRecordService<E, C> ? K : never;
}[keyof Services];

/** What distinguishes the GraphQL door of one single-image record type (founder, team member, partner). */
export interface ImageRecordResolverSpec<E extends ContentRecord, C extends object, U extends object> {
  entity: ClassType<E>;
  createInput: ClassType<C>;
  updateInput: ClassType<U>;
  /** Where the record's service sits in `Services`: 'founders', 'teamMembers', 'partners'. */
  service: NoInfer<ImageRecordServiceKey<E, C>>;
  /** The operation names: `one` gives founder/createFounder/updateFounder/deleteFounder, `many` founders/reorderFounders. */
  names: { one: string; many: string };
  /** The upload argument of create and update, also named in the delete description: 'image', 'logo'. */
  file: string;
}

/**
 * The six operations of a record with one image, over its ImageRecordService: list and one (public), create and
 * update (with the optional upload), delete and the manual order (docs/decisions/035-manual-order.md). Extend the
 * returned class under `@Resolver(() => Entity)` (TypeGraphQL's resolver inheritance); the REST door's
 * counterpart is registerImageRecordRoutes (rest/record-routes.ts).
 */
export function createImageRecordResolver<E extends ContentRecord, C extends object, U extends Partial<Record<keyof C, unknown>>>(
  spec: ImageRecordResolverSpec<E, C, U>,
) {
  const { entity, createInput, updateInput, names, file } = spec;
  const capitalised = (name: string) => name[0].toUpperCase() + name.slice(1);
  // The record as the descriptions name it: 'teamMember' reads 'team member'.
  const words = (name: string) => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  const serviceOf = (services: Services) => services[spec.service] as unknown as ImageRecordService<E, C>;

  // TypeGraphQL 2 has no `isAbstract`: a resolver class left out of buildSchema's list adds nothing by itself.
  @Resolver()
  abstract class ImageRecordResolver {
    @Query(() => [entity], { name: names.many })
    list(@Args() page: PaginationArgs, @Ctx() { services }: GraphQLContext): Promise<E[]> {
      return serviceOf(services).list(page);
    }

    @Query(() => entity, { name: names.one })
    one(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<E> {
      return serviceOf(services).get(id);
    }

    @Authorized()
    @Mutation(() => entity, { name: `create${capitalised(names.one)}` })
    async create(
      @Arg('input', () => createInput) input: C,
      @Arg(file, () => GraphQLUpload, { nullable: true }) upload: Promise<FileUpload> | null,
      @Ctx() { services, viewer }: GraphQLContext,
    ): Promise<E> {
      return serviceOf(services).create(viewer, input, await readUpload(upload));
    }

    @Authorized()
    @Mutation(() => entity, { name: `update${capitalised(names.one)}` })
    async update(
      @Arg('id', () => ID) id: string,
      @Arg('input', () => updateInput) input: U,
      @Arg(file, () => GraphQLUpload, { nullable: true }) upload: Promise<FileUpload> | null,
      @ExpectedVersion() expectedVersion: number | null,
      @Ctx() { services, viewer }: GraphQLContext,
    ): Promise<E> {
      expectVersion(id, expectedVersion);
      return serviceOf(services).update(viewer, id, input, await readUpload(upload));
    }

    @Authorized()
    @Mutation(() => entity, {
      name: `delete${capitalised(names.one)}`,
      description: `Deletes the ${words(names.one)} and its ${file}; returns the deleted record.`,
    })
    delete(@Arg('id', () => ID) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<E> {
      return serviceOf(services).delete(viewer, id);
    }

    @Authorized()
    @Mutation(() => [entity], {
      name: `reorder${capitalised(names.many)}`,
      description: `Saves the manual order in one transaction: the named ${words(names.many)} in this order (a subset keeps the others in place); returns them in it.`,
    })
    reorder(@Arg('ids', () => [ID]) ids: string[], @Ctx() { services, viewer }: GraphQLContext): Promise<E[]> {
      return serviceOf(services).reorder(viewer, ids);
    }
  }
  return ImageRecordResolver;
}

import { Arg, Authorized, Ctx, ID, Mutation, Resolver, type ClassType } from 'type-graphql';
import { ExpectedVersion } from './expected-version';
import { expectVersion } from '../shared/request-context';
import type { Services } from '../services';
import type { ContentRecord } from '../shared/content-record';
import type { ImageRecordService } from '../shared/image-record-service';
import type { GraphQLContext } from './context';
import { capitalised, createRecordResolverBase, words } from './record-resolver-base';
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
 * The six operations of a record with one image, over its ImageRecordService: create and update (with the optional
 * upload) over the reads, delete and the manual order of createRecordResolverBase. Extend the returned class under
 * `@Resolver(() => Entity)` (TypeGraphQL's resolver inheritance); the REST door's counterpart is
 * registerImageRecordRoutes (rest/record-routes.ts).
 */
export function createImageRecordResolver<E extends ContentRecord, C extends object, U extends Partial<Record<keyof C, unknown>>>(
  spec: ImageRecordResolverSpec<E, C, U>,
) {
  const { entity, createInput, updateInput, names, file } = spec;
  const serviceOf = (services: Services) => services[spec.service] as unknown as ImageRecordService<E, C>;

  @Resolver()
  abstract class ImageRecordResolver extends createRecordResolverBase({
    entity,
    names,
    serviceOf,
    deleteDescription: `Deletes the ${words(names.one)} and its ${file}; returns the deleted record.`,
  }) {
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
  }
  return ImageRecordResolver;
}

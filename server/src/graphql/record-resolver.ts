import { Arg, Authorized, Ctx, ID, Mutation, Resolver, type ClassType } from 'type-graphql';
import { ExpectedVersion } from './expected-version';
import { expectVersion } from '../shared/request-context';
import type { Services } from '../services';
import type { ContentRecord } from '../shared/content-record';
import type { PlainRecordService } from '../shared/plain-record-service';
import type { GraphQLContext } from './context';
import { capitalised, createRecordResolverBase, words } from './record-resolver-base';

/** The keys of `Services` whose service is a PlainRecordService of this entity. */
type PlainServiceKey<E extends ContentRecord> = {
  [K in keyof Services]: Services[K] extends PlainRecordService<E> ? K : never;
}[keyof Services];

/**
 * The six operations of a record without files (PlainRecordService): create and update over the reads, delete and
 * the manual order of createRecordResolverBase, named from `names` as createImageRecordResolver names them. Extend
 * the returned class under `@Resolver(() => Entity)`; the REST door's counterpart is registerPlainRecordRoutes.
 */
export function createRecordResolver<E extends ContentRecord, C extends object, U extends object>(spec: {
  entity: ClassType<E>;
  createInput: ClassType<C>;
  updateInput: ClassType<U>;
  service: NoInfer<PlainServiceKey<E>>;
  names: { one: string; many: string };
}) {
  const { entity, createInput, updateInput, names } = spec;
  const serviceOf = (services: Services) => services[spec.service] as unknown as PlainRecordService<E, C>;

  @Resolver()
  abstract class RecordResolver extends createRecordResolverBase({
    entity,
    names,
    serviceOf,
    deleteDescription: `Moves the ${words(names.one)} to the trash; returns the deleted record.`,
  }) {
    @Authorized()
    @Mutation(() => entity, { name: `create${capitalised(names.one)}` })
    create(@Arg('input', () => createInput) input: C, @Ctx() { services, viewer }: GraphQLContext): Promise<E> {
      return serviceOf(services).create(viewer, input);
    }

    @Authorized()
    @Mutation(() => entity, { name: `update${capitalised(names.one)}` })
    update(
      @Arg('id', () => ID) id: string,
      @Arg('input', () => updateInput) input: U,
      @ExpectedVersion() expectedVersion: number | null,
      @Ctx() { services, viewer }: GraphQLContext,
    ): Promise<E> {
      expectVersion(id, expectedVersion);
      return serviceOf(services).update(viewer, id, input as Partial<Record<keyof C, unknown>>);
    }
  }
  return RecordResolver;
}

import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver, type ClassType } from 'type-graphql';
import { ExpectedVersion } from './expected-version';
import { expectVersion } from '../shared/request-context';
import type { Services } from '../services';
import type { ContentRecord } from '../shared/content-record';
import type { PlainRecordService } from '../shared/plain-record-service';
import { PaginationArgs } from '../shared/pagination';
import type { GraphQLContext } from './context';

/** The keys of `Services` whose service is a PlainRecordService of this entity. */
type PlainServiceKey<E extends ContentRecord> = {
  [K in keyof Services]: Services[K] extends PlainRecordService<E> ? K : never;
}[keyof Services];

/**
 * The six operations of a record without files (PlainRecordService): list and one (public), create, update,
 * delete and the manual order, named from `names` as createImageRecordResolver names them. Extend the returned
 * class under `@Resolver(() => Entity)`; the REST door's counterpart is registerPlainRecordRoutes.
 */
export function createRecordResolver<E extends ContentRecord, C extends object, U extends object>(spec: {
  entity: ClassType<E>;
  createInput: ClassType<C>;
  updateInput: ClassType<U>;
  service: NoInfer<PlainServiceKey<E>>;
  names: { one: string; many: string };
}) {
  const { entity, createInput, updateInput, names } = spec;
  const capitalised = (name: string) => name[0].toUpperCase() + name.slice(1);
  const words = (name: string) => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
  const serviceOf = (services: Services) => services[spec.service] as unknown as PlainRecordService<E, C>;

  @Resolver()
  abstract class RecordResolver {
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

    @Authorized()
    @Mutation(() => entity, {
      name: `delete${capitalised(names.one)}`,
      description: `Moves the ${words(names.one)} to the trash; returns the deleted record.`,
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
  return RecordResolver;
}

import { InputType, Resolver, type ClassType } from 'type-graphql';
import type { RecordDescriptor } from '@field-rules';
import type { Router } from 'express';
import type { RestContext } from '../rest/rest-context';
import { registerPlainRecordRoutes } from '../rest/record-routes';
import type { ContentRecord } from '../shared/content-record';
import { createInputOf, updateInputOf } from '../shared/record-inputs';
import type { Services } from '../services';
import type { PlainRecordService } from '../shared/plain-record-service';
import { createRecordResolver } from './record-resolver';

/**
 * Both doors of a record that is only its description's fields (PlainRecordService), as one entry of the
 * module list: `Create<Name>Input` and `Update<Name>Input` from the description, the six GraphQL operations
 * (createRecordResolver) and the REST routes under `path` (registerPlainRecordRoutes). The module folder then
 * holds only the entity and its service.
 */
export function plainRecordModule<E extends ContentRecord>(spec: {
  entity: ClassType<E>;
  record: RecordDescriptor;
  service: { [K in keyof Services]: Services[K] extends PlainRecordService<E> ? K : never }[keyof Services];
  names: { one: string; many: string };
  /** The REST path and the reference page's group: '/testimonials', 'Testimonials'. */
  path: string;
  tag: string;
}): { entities: [ClassType<E>]; resolvers: [ClassType]; routes: (router: Router, context: RestContext) => void } {
  const { entity, record } = spec;
  // Decorators applied as functions (TypeGraphQL registers the class they are given and returns nothing).
  class CreateInput extends createInputOf(record) {}
  InputType(`Create${record.name}Input`)(CreateInput);
  class UpdateInput extends updateInputOf(record) {}
  InputType(`Update${record.name}Input`)(UpdateInput);
  class RecordResolver extends createRecordResolver({
    entity,
    createInput: CreateInput,
    updateInput: UpdateInput,
    service: spec.service,
    names: spec.names,
  }) {}
  Resolver(() => entity)(RecordResolver);
  return {
    entities: [entity],
    resolvers: [RecordResolver],
    routes: (router, context) =>
      registerPlainRecordRoutes(router, context, spec.path, context.services[spec.service] as unknown as PlainRecordService<E>, {
        type: record.name,
        tag: spec.tag,
        record,
      }),
  };
}

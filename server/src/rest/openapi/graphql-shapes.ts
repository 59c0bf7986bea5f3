import {
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type GraphQLType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  parseType,
  typeFromAST,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { restOnlyFieldsOf, type JsonSchema, type Shape } from '../../http/route-docs';

/**
 * GraphQL types as JSON Schema 2020-12, the way the REST door answers them (rest-kit toRest): a record with an `id`
 * carries `_id` too, never its `version`, and a `deletedAt` only when set; fields computed by field resolvers
 * (pictures) are GraphQL's alone. Named types become `#/components/schemas/<Name>`, each converted once.
 */
export class GraphQLShapes {
  readonly components: Record<string, JsonSchema> = {};
  private readonly computed: Set<string>;

  constructor(private readonly schema: GraphQLSchema) {
    this.computed = computedFields();
  }

  /** A route doc's shape: SDL type names become GraphQL types; JSON Schemas are walked for the ones inside them. */
  shape(shape: Shape): JsonSchema {
    if (typeof shape === 'string') return this.typeSchema(this.parse(shape));
    if (typeof shape['x-graphql'] === 'string') return this.picked(shape);
    const out: JsonSchema = { ...shape };
    if (isRecord(shape.properties)) out.properties = mapValues(shape.properties, (value) => this.shape(value as Shape));
    for (const keyword of ['items', 'additionalProperties', 'not']) {
      const value = shape[keyword];
      if (typeof value === 'string' || isRecord(value)) out[keyword] = this.shape(value as Shape);
    }
    for (const keyword of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) {
      const value = shape[keyword];
      if (Array.isArray(value)) out[keyword] = value.map((item) => this.shape(item as Shape));
    }
    return out;
  }

  /** The GraphQL type an SDL string names ('[Founder!]!'), or an error naming it. */
  parse(sdl: string): GraphQLType {
    const type = typeFromAST(this.schema, parseType(sdl));
    if (!type) throw new Error(`OpenAPI: no GraphQL type ${sdl}`);
    return type;
  }

  /** A field of Query or Mutation ('Query.founder'), or an error naming it. */
  operation(name: string): GraphQLField<unknown, unknown> {
    const [root, field] = name.split('.');
    const type = root === 'Query' ? this.schema.getQueryType() : root === 'Mutation' ? this.schema.getMutationType() : null;
    const operation = type?.getFields()[field];
    if (!operation) throw new Error(`OpenAPI: no GraphQL operation ${name}`);
    return operation;
  }

  /** A type in a route's position: non-null unless GraphQL says it may be null. */
  typeSchema(type: GraphQLType): JsonSchema {
    if (isNonNullType(type)) return this.nonNull(type.ofType);
    return nullable(this.nonNull(type));
  }

  private nonNull(type: GraphQLType): JsonSchema {
    if (isListType(type)) return { type: 'array', items: this.typeSchema(type.ofType) };
    return this.named(type as GraphQLNamedType);
  }

  private named(type: GraphQLNamedType): JsonSchema {
    if (isScalarType(type)) return scalarSchema(type.name);
    if (!this.components[type.name]) {
      // Set first: a type may refer to itself.
      this.components[type.name] = {};
      this.components[type.name] = this.definition(type);
    }
    return { $ref: `#/components/schemas/${type.name}` };
  }

  private definition(type: GraphQLNamedType): JsonSchema {
    const description = type.description ? { description: type.description } : {};
    if (isEnumType(type)) return { type: 'string', enum: type.getValues().map((value) => value.value), ...description };
    if (isUnionType(type) || isInterfaceType(type)) {
      const members = isUnionType(type) ? type.getTypes() : this.schema.getPossibleTypes(type);
      return { anyOf: members.map((member) => this.named(member)), ...description };
    }
    if (isInputObjectType(type)) {
      // Inputs: the fields a body may carry; anything else is ignored (REST-CONTRACT: no mass assignment).
      const fields = Object.values(type.getFields());
      return {
        type: 'object',
        ...description,
        properties: Object.fromEntries(fields.map((field) => [field.name, this.fieldSchema(field)])),
        required: fields.filter((field) => isNonNullType(field.type) && field.defaultValue === undefined).map((f) => f.name),
      };
    }
    if (isObjectType(type)) return { ...this.recordSchema(type.name), ...description };
    throw new Error(`OpenAPI: cannot describe GraphQL type ${String(type)}`);
  }

  /** An object type as REST sends it; `pick` keeps only these of its fields. */
  private recordSchema(name: string, pick?: string[]): JsonSchema {
    const type = this.schema.getType(name);
    if (!isObjectType(type)) throw new Error(`OpenAPI: ${name} is not a GraphQL object type`);
    const fields = Object.values(type.getFields()).filter(
      (field) => field.name !== 'version' && !this.computed.has(`${name}.${field.name}`) && (!pick || pick.includes(field.name)),
    );
    const properties: JsonSchema = {};
    const required: string[] = [];
    if (fields.some((field) => field.name === 'id')) {
      properties._id = { type: 'string', description: 'The same as `id` (the original API named it so).' };
      required.push('_id');
    }
    for (const field of fields) {
      if (field.name === 'deletedAt' && !isNonNullType(field.type)) {
        // toRest drops an empty deletedAt: present only on a record in the trash.
        properties.deletedAt = this.nonNull(field.type);
        continue;
      }
      properties[field.name] = this.fieldSchema(field);
      required.push(field.name);
    }
    for (const [field, shape] of Object.entries(pick ? {} : restOnlyFieldsOf(name))) {
      properties[field] = this.shape(shape);
      required.push(field);
    }
    if (properties.id && !properties._id) {
      properties._id = { type: 'string', description: 'The same as `id` (the original API named it so).' };
      required.push('_id');
    }
    return { type: 'object', properties, required, additionalProperties: false };
  }

  private fieldSchema(field: GraphQLField<unknown, unknown> | GraphQLInputField): JsonSchema {
    const schema = this.typeSchema(field.type as GraphQLOutputType | GraphQLInputType);
    return field.description ? withDescription(schema, field.description) : schema;
  }

  /** `graphqlShape('Admin', {pick, add})`: an object type inline, with only some fields and maybe a few more. */
  private picked(shape: JsonSchema): JsonSchema {
    const name = shape['x-graphql'] as string;
    const pick = shape['x-pick'] as string[] | undefined;
    const add = (shape['x-add'] ?? {}) as Record<string, Shape>;
    if (!pick && Object.keys(add).length === 0) return this.typeSchema(this.parse(`${name}!`));
    const record = this.recordSchema(name, pick);
    const properties = { ...(record.properties as JsonSchema), ...mapValues(add, (value) => this.shape(value)) };
    return { ...record, properties, required: [...(record.required as string[]), ...Object.keys(add)] };
  }
}

/** Fields answered by field resolvers (`Product.bannerPicture`...): GraphQL computes them, records do not hold them. */
function computedFields(): Set<string> {
  const storage = getMetadataStorage();
  const names = new Map<unknown, string>(storage.objectTypes.map((objectType) => [objectType.target, objectType.name]));
  const computed = new Set<string>();
  for (const resolver of storage.fieldResolvers) {
    const target = resolver.getObjectType?.() ?? resolver.resolverClassMetadata?.getObjectType();
    const typeName = names.get(target);
    if (typeName) computed.add(`${typeName}.${resolver.schemaName}`);
  }
  return computed;
}

function scalarSchema(name: string): JsonSchema {
  switch (name) {
    case 'ID':
    case 'String':
      return { type: 'string' };
    case 'Int':
      return { type: 'integer' };
    case 'Float':
      return { type: 'number' };
    case 'Boolean':
      return { type: 'boolean' };
    case 'DateTimeISO':
      return { type: 'string', format: 'date-time' };
    case 'Upload':
      return { type: 'string', format: 'binary' };
    default:
      throw new Error(`OpenAPI: no JSON Schema for the GraphQL scalar ${name}`);
  }
}

/** The schema, or null. */
function nullable(schema: JsonSchema): JsonSchema {
  if (typeof schema.type === 'string' && !schema.$ref && !schema.enum) return { ...schema, type: [schema.type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
}

function withDescription(schema: JsonSchema, description: string): JsonSchema {
  // Beside a $ref, 2020-12 applies both; the description is then the field's own.
  return { ...schema, description };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

function mapValues<T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}

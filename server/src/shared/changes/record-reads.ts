import type { DataSource, EntitySubscriberInterface, LoadEvent, ObjectLiteral } from 'typeorm';
import { logger } from '../../ops/logger';
import { currentRequestContext } from '../request-context';
import { oneSubscriber } from './one-subscriber';

/** An entity class: its TypeORM metadata names its record type. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- TypeORM takes entity classes as Function
type EntityClass = Function;

/**
 * Which record types an answer was read from (docs/decisions/059-answers-tagged-by-record-type.md). Every method call
 * of a content service notes, in the current request, the record types that service reads: its entities and every
 * entity they relate to. The response cache tags the answer with them, so a change drops only the answers that read
 * its type. An empty result is covered too: the call is noted, not the rows. A record loaded in a request that
 * noted reads, but whose type none of its calls named (a read around the services), makes the answer unfit to keep
 * and is logged once per type: it is read again next time rather than kept too long.
 */
export class RecordReads implements EntitySubscriberInterface {
  private readonly declared: EntityClass[][] = [];
  private everyType?: ReadonlySet<string>;
  private readonly warned = new Set<string>();
  /** Types noted record by record (noteRecords), such as the image store's rows. */
  private readonly byRecord = new Set<string>();

  private constructor(private readonly dataSource: DataSource) {}

  /** The data source's registry, added once however many apps share it (tests build several). */
  static of(dataSource: DataSource): RecordReads {
    return oneSubscriber(dataSource, RecordReads, () => new RecordReads(dataSource));
  }

  /**
   * `service`, each of whose method calls notes `reads` (and the types they relate to) in the current request.
   * Property reads and calls outside a request pass through untouched.
   */
  service<S extends object>(service: S, reads: readonly EntityClass[]): S {
    this.declared.push([...reads]);
    this.everyType = undefined;
    let types: ReadonlySet<string> | undefined;
    // Per method, not per name: a method replaced on the service (a test's spy) is wrapped afresh.
    const noting = new WeakMap<object, unknown>();
    return new Proxy(service, {
      get: (target, property) => {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        let calling = noting.get(value);
        if (!calling) {
          const method = value as (...args: unknown[]) => unknown;
          calling = (...args: unknown[]) => {
            const context = currentRequestContext();
            if (context) {
              types ??= this.closure(reads);
              context.readRecordTypes ??= new Set();
              for (const type of types) context.readRecordTypes.add(type);
            }
            return method.apply(target, args);
          };
          noting.set(value, calling);
        }
        return calling;
      },
    });
  }

  /**
   * Notes, in the current request, that its answer shows these records of `type` (or their absence): for a type
   * read by key rather than through a service's calls, such as the image store's rows by URL. A change to one of
   * them drops the answers that noted it, and only those.
   */
  noteRecords(type: string, ids: Iterable<string>): void {
    const context = currentRequestContext();
    if (!context) return;
    context.readRecordTypes ??= new Set();
    for (const id of ids) context.readRecordTypes.add(recordTag(type, id));
  }

  /** Declares that `type`'s reads are noted record by record (noteRecords), before any request reads one. */
  notesRecordsOf(type: string): void {
    this.byRecord.add(type);
  }

  /**
   * What a committed change to `type` (record `id`) drops: the answers of its type, those that noted that record,
   * or, for a type nobody notes, every answer (null).
   */
  readsChangedBy(type: string, id: string | null): string | null {
    if (this.known().has(type)) return type;
    if (this.byRecord.has(type) && id !== null) return recordTag(type, id);
    return null;
  }

  /** Every record type some service notes: a change to any other type may have been read anywhere. */
  known(): ReadonlySet<string> {
    if (!this.everyType) this.everyType = this.closure(this.declared.flat());
    return this.everyType;
  }

  /** TypeORM's Load event: a record a request loaded although none of its service calls named its type. */
  afterLoad(_entity: ObjectLiteral, event?: LoadEvent<ObjectLiteral>): void {
    const context = currentRequestContext();
    const type = event?.metadata.name;
    // An administrator's answers are never cached: nothing to keep out.
    if (!context?.readRecordTypes || context.viewer.admin || !type || context.readRecordTypes.has(type)) return;
    context.unnotedRead = type;
    if (this.warned.has(type)) return;
    this.warned.add(type);
    logger.warn(
      { recordType: type },
      `Response cache: a ${type} was read outside the services that name their reads; answers that read it are not kept`,
    );
  }

  /** The named types and, through their relations, every entity type they can show. */
  private closure(entities: readonly EntityClass[]): ReadonlySet<string> {
    const types = new Set<string>();
    const pending = entities.map((entity) => this.dataSource.getMetadata(entity));
    while (pending.length > 0) {
      const metadata = pending.pop()!;
      if (types.has(metadata.name)) continue;
      types.add(metadata.name);
      for (const relation of metadata.relations) pending.push(relation.inverseEntityMetadata);
    }
    return types;
  }
}

/** One record's entry among a request's reads: `ImageAsset#/uploads/x.jpg`. */
const recordTag = (type: string, id: string) => `${type}#${id}`;

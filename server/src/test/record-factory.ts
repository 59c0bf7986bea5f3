import type { DataSource, DeepPartial, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * A test factory for one entity: `build` gives a valid record's fields (numbered by `sequence`, so
 * unique columns stay unique) with the test's overrides on top; `insert` saves such a record.
 */
export function recordFactory<E extends ObjectLiteral>(entity: EntityTarget<E>, defaults: (sequence: number) => Partial<E>) {
  let sequence = 0;
  const build = (overrides: Partial<E> = {}): Partial<E> => {
    sequence += 1;
    return { ...defaults(sequence), ...overrides };
  };
  const insert = (dataSource: DataSource, overrides: Partial<E> = {}): Promise<E> => {
    const repo = dataSource.getRepository(entity);
    return repo.save(repo.create(build(overrides) as DeepPartial<E>));
  };
  return { build, insert };
}

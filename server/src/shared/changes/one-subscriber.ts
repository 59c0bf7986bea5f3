import type { DataSource, EntitySubscriberInterface } from 'typeorm';

/**
 * The data source's one subscriber of `kind`, made by `create` and added on first use: tests build several apps on
 * one data source, and each would otherwise add its own.
 */
export function oneSubscriber<S extends EntitySubscriberInterface>(
  dataSource: DataSource,
  kind: { prototype: S },
  create: () => S,
): S {
  const existing = dataSource.subscribers.find(
    (subscriber): subscriber is S => Object.getPrototypeOf(subscriber) === kind.prototype,
  );
  if (existing) return existing;
  const made = create();
  dataSource.subscribers.push(made);
  return made;
}

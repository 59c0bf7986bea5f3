import { Arg, Int } from 'type-graphql';

/**
 * The `expectedVersion` argument of an update mutation: the record's `version` when the editor opened it. Given, the
 * save is refused with CONFLICT if someone else saved meanwhile (docs/decisions/063-edit-conflicts.md); left out, the
 * save goes through as before.
 */
export function ExpectedVersion() {
  return Arg('expectedVersion', () => Int, {
    nullable: true,
    description: "The record's version when you loaded it: refused with CONFLICT if someone else saved it since.",
  });
}

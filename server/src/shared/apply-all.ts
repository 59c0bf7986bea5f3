/**
 * Applies several property decorators as one, in the order given. To match a stack of decorators,
 * list them bottom first: a stack applies from the property upwards.
 */
export function applyAll(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

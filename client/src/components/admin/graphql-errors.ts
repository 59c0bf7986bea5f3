import { CombinedGraphQLErrors } from '@apollo/client';

/** SPEC §8: the server's message when there is one, otherwise the default. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.message) return error.errors[0].message;
  return fallback;
}

/** Per-field messages of a BAD_USER_INPUT answer, to show under the fields. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields = error.errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT')?.extensions?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
}

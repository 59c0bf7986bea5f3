import type { AuthChecker } from 'type-graphql';
import { requireAdmin } from '../shared/viewer';
import type { GraphQLContext } from './context';

/** `@Authorized()` means "an authenticated administrator"; the error says why not (no, bad, expired or revoked token). */
export const authChecker: AuthChecker<GraphQLContext> = ({ context }) => {
  requireAdmin(context.viewer);
  return true;
};

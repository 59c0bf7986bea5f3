import { AdminApiTokens } from '../../features/api-token/components/admin-api-tokens';

/** /admin/api-tokens: the owners' API tokens (docs/decisions/069-api-tokens.md). */
export function ApiTokensAdminPage() {
  return <AdminApiTokens />;
}

import { AdminWebhooks } from '../../features/webhook/components/admin-webhooks';

/** /admin/webhooks: where the site posts signed events, and how each delivery went (owners only). */
export function WebhooksAdminPage() {
  return <AdminWebhooks />;
}

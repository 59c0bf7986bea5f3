import { AdminTrash } from '../../features/trash/components/admin-trash';

/** /admin/trash: deleted records, restored or deleted for good. */
export function TrashAdminPage() {
  return <AdminTrash />;
}

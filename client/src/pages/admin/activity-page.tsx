import { AdminActivityLogList } from '../../features/activity-log/components/activity-log-list';

/** /admin/activity: every admin write, newest first. Linked from the header, not the sidebar (SPEC fixes its eight tabs). */
export function ActivityPage() {
  return <AdminActivityLogList />;
}

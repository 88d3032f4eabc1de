import { ManageNotifications } from '@/features/admin-notifications/components/manage-notifications';

export default function AdminNotificationsPage() {
  return <ManageNotifications />;
}

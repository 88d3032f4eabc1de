import { AdminsTable } from '@/features/admins/components/admins-table';

export default function AdminAdminsPage() {
  return <AdminsTable />;
}

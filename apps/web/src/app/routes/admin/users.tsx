import { MembersTable } from '@/features/admin-members/components/members-table';

/** /admin/users: every member, server-paged, searched and filtered. */
export default function AdminUsersPage() {
  return <MembersTable />;
}

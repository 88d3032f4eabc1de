import { adminRoleLabels as roleLabels, type Admin } from '@earnflow/contracts';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';

export function AdminProfileCard({ admin }: { admin: Admin }) {
  return (
    <section
      aria-labelledby="admin-profile-heading"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="h-20 bg-gradient-to-r from-green-600 to-emerald-500" aria-hidden="true" />
      <div className="px-6 pb-6">
        <Avatar name={admin.name} size="xl" className="-mt-9 ring-4 ring-white" />
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <h2 id="admin-profile-heading" className="text-xl font-semibold text-slate-900">
            {admin.name}
          </h2>
          <Badge tone={admin.role === 'OWNER' ? 'green' : admin.role === 'ADMIN' ? 'blue' : 'slate'}>
            {roleLabels[admin.role]}
          </Badge>
        </div>
        <dl className="mt-6 grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Name</dt>
            <dd className="mt-1 text-sm text-slate-900">{admin.name}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">E-mail</dt>
            <dd className="mt-1 text-sm break-all text-slate-900">{admin.email}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">Role</dt>
            <dd className="mt-1 text-sm text-slate-900">{roleLabels[admin.role]}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}

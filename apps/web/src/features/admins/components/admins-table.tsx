import {
  adminRoleLabels,
  adminRoles,
  createAdminBodySchema,
  personNameSchema,
  type AdminListItem,
  type AdminRole,
  type CreatedAdmin,
} from '@earnflow/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Ban, CircleCheck, Copy, Pencil, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';
import { FormAlert } from '@/components/ui/form-alert';
import { IconButton } from '@/components/ui/icon-button';
import { MemberCell } from '@/components/ui/member-cell';
import { FormDialog } from '@/components/ui/form-dialog';
import { Modal } from '@/components/ui/modal';
import { emptyPageText, PagingBar, useLastPageWhenPastEnd } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { StatusSelect, type StatusOption } from '@/components/ui/status-select';
import { TextField } from '@/components/ui/text-field';
import { handledByAdminFrame } from '@/lib/admin-session';
import { errorMessage } from '@/lib/api-client';
import { confirmAction, showAlert, showToast } from '@/lib/dialogs';
import { useAdminMe } from '../api/get-admin-me';
import {
  ADMINS_PAGE_SIZE,
  useAdmins,
  useCreateAdmin,
  useDeleteAdmin,
  useResetAdminTwoFactor,
  useUpdateAdmin,
} from '../api/manage-admins';

const roleOptions: StatusOption<AdminRole>[] = adminRoles.map((role) => ({
  value: role,
  label: adminRoleLabels[role],
  tone: 'slate',
}));
const roleHelp: Record<AdminRole, string> = {
  OWNER: 'Everything, including admins and sign-in rules.',
  ADMIN: 'Money, members, content and settings.',
  SUPPORT: 'Support, chat and notifications only.',
};

/** /admin/admins (owners): list, add, change role, disable or enable, delete. */
export function AdminsTable() {
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<AdminListItem | null>(null);
  const [pendingRole, setPendingRole] = useState<{ id: string; role: AdminRole } | null>(null);
  const admins = useAdmins(page);
  const me = useAdminMe();
  const update = useUpdateAdmin();
  const remove = useDeleteAdmin();
  const resetTwoFactor = useResetAdminTwoFactor();

  const fail = (error: unknown, fallback: string) => {
    if (!handledByAdminFrame(error)) void showAlert('error', fallback, errorMessage(error, fallback));
  };

  const changeRole = async (admin: AdminListItem, role: AdminRole) => {
    // Shown in the row while the owner decides and while it is saved; cancelling puts the role back.
    setPendingRole({ id: admin.id, role });
    const confirmed = await confirmAction({
      title: `Make ${admin.name} ${adminRoleLabels[role]}?`,
      text: roleHelp[role],
      confirmButtonText: 'Change role',
      icon: 'question',
    });
    if (!confirmed) {
      setPendingRole(null);
      return;
    }
    update.mutate(
      { id: admin.id, changes: { role } },
      {
        onSuccess: () => void showToast('success', 'Role changed'),
        onError: (error) => fail(error, 'Could not change the role.'),
        onSettled: () => setPendingRole(null),
      },
    );
  };

  const toggle = async (admin: AdminListItem) => {
    const disabling = admin.status === 'ACTIVE';
    const confirmed = await confirmAction({
      title: disabling ? `Disable ${admin.name}?` : `Enable ${admin.name}?`,
      text: disabling
        ? 'They are signed out and cannot sign in. Their audit entries stay.'
        : 'They can sign in again.',
      confirmButtonText: disabling ? 'Disable' : 'Enable',
      danger: disabling,
    });
    if (!confirmed) return;
    update.mutate(
      { id: admin.id, changes: { status: disabling ? 'DISABLED' : 'ACTIVE' } },
      {
        onSuccess: () => void showToast('success', disabling ? 'Admin disabled' : 'Admin enabled'),
        onError: (error) => fail(error, 'Could not change the admin.'),
      },
    );
  };

  const onResetTwoFactor = async (admin: AdminListItem) => {
    const confirmed = await confirmAction({
      title: `Reset two-factor sign-in for ${admin.name}?`,
      text: 'They are signed out, sign in with their password alone and set two-factor sign-in up again. Do this only when you are sure it is them asking.',
      confirmButtonText: 'Reset',
      danger: true,
    });
    if (!confirmed) return;
    resetTwoFactor.mutate(admin.id, {
      onSuccess: () => void showToast('success', 'Two-factor sign-in reset'),
      onError: (error) => fail(error, 'Could not reset two-factor sign-in.'),
    });
  };

  const onDelete = async (admin: AdminListItem) => {
    const confirmed = await confirmAction({
      title: 'Are you sure?',
      text: `${admin.name} is removed. An admin who has acted stays in the audit log and can only be disabled.`,
      confirmButtonText: 'Yes, delete it!',
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(admin.id, {
      onSuccess: () => void showToast('success', 'Admin deleted'),
      onError: (error) => fail(error, 'Could not delete the admin.'),
    });
  };

  const columns: DataTableColumn<AdminListItem>[] = [
    {
      key: 'admin',
      header: 'Admin',
      // Bounded so a long name or e-mail wraps instead of pushing the dates under the actions.
      cell: (admin) => (
        <MemberCell
          member={admin}
          detail="email"
          nameNote={admin.id === me.data?.id ? '(you)' : null}
          maxWidth="max-w-56"
          className="min-w-28"
        />
      ),
    },
    {
      key: 'role',
      header: 'Role',
      className: 'whitespace-nowrap',
      cell: (admin) =>
        admin.id === me.data?.id ? (
          <Badge tone="green">{adminRoleLabels[admin.role]}</Badge>
        ) : (
          <StatusSelect
            label={`Role of ${admin.name}`}
            value={pendingRole?.id === admin.id ? pendingRole.role : admin.role}
            options={roleOptions}
            disabled={update.isPending || pendingRole !== null}
            onChange={(role) => void changeRole(admin, role)}
          />
        ),
    },
    {
      key: 'status',
      header: 'Status',
      className: 'whitespace-nowrap',
      cell: (admin) => (
        <Badge tone={admin.status === 'ACTIVE' ? 'green' : 'slate'}>
          {admin.status === 'ACTIVE' ? 'Active' : 'Disabled'}
        </Badge>
      ),
    },
    {
      key: 'twoFactor',
      header: 'Two-factor',
      wrapHeader: true,
      className: 'whitespace-nowrap',
      cell: (admin) =>
        admin.twoFactorEnabled && admin.id !== me.data?.id ? (
          <div className="flex items-center gap-2">
            <span>On</span>
            <Button
              size="sm"
              variant="outline"
              aria-label={`Reset two-factor sign-in for ${admin.name}`}
              busy={resetTwoFactor.isPending && resetTwoFactor.variables === admin.id}
              onClick={() => void onResetTwoFactor(admin)}
            >
              Reset
            </Button>
          </div>
        ) : admin.twoFactorEnabled ? (
          'On'
        ) : (
          'Off'
        ),
    },
    {
      key: 'created',
      header: 'Added',
      cell: (admin) => <DateTimeText value={admin.createdAt} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      cell: (admin) => {
        const disabling = admin.status === 'ACTIVE';
        return (
          <div className="flex gap-1.5">
            <IconButton
              label={`Rename ${admin.name}`}
              title="Rename"
              icon={<Pencil className="size-4" aria-hidden="true" />}
              onClick={() => setRenaming(admin)}
            />
            {admin.id === me.data?.id ? null : (
              <>
                <IconButton
                  label={`${disabling ? 'Disable' : 'Enable'} ${admin.name}`}
                  title={disabling ? 'Disable' : 'Enable'}
                  icon={
                    disabling ? (
                      <Ban className="size-4" aria-hidden="true" />
                    ) : (
                      <CircleCheck className="size-4" aria-hidden="true" />
                    )
                  }
                  onClick={() => void toggle(admin)}
                />
                <IconButton
                  tone="danger"
                  label={`Delete ${admin.name}`}
                  title="Delete"
                  icon={<Trash2 className="size-4" aria-hidden="true" />}
                  onClick={() => void onDelete(admin)}
                />
              </>
            )}
          </div>
        );
      },
    },
  ];

  const data = admins.data;
  useLastPageWhenPastEnd(admins, ADMINS_PAGE_SIZE, setPage);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          Owners manage admins. Nobody can demote, disable or delete themselves or the last owner.
        </p>
        <Button icon={<UserPlus className="size-4" aria-hidden="true" />} onClick={() => setAdding(true)}>
          Add admin
        </Button>
      </div>
      <DataTable
        caption="Admins"
        columns={columns}
        rows={data?.items}
        rowKey={(admin) => admin.id}
        loading={admins.isPending}
        refreshing={admins.isPlaceholderData}
        emptyText={emptyPageText(data, 'admins', 'No admins.')}
        errorText={admins.error ? errorMessage(admins.error, 'Could not load the admins.') : null}
        onRetry={() => void admins.refetch()}
        density="compact"
      />
      <PagingBar
        data={data}
        pageSize={ADMINS_PAGE_SIZE}
        noun="admins"
        label="Admins pages"
        onPageChange={setPage}
      />
      {adding ? <AddAdminDialog onClose={() => setAdding(false)} /> : null}
      {renaming ? <RenameAdminDialog admin={renaming} onClose={() => setRenaming(null)} /> : null}
    </div>
  );
}

function AddAdminDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateAdmin();
  const [created, setCreated] = useState<CreatedAdmin | null>(null);
  const form = useForm({
    resolver: zodResolver(createAdminBodySchema),
    defaultValues: { name: '', email: '', role: 'SUPPORT' as AdminRole },
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });
  const onSubmit = form.handleSubmit((body) => create.mutate(body, { onSuccess: setCreated }));

  if (created) {
    return (
      <Modal
        open
        size="md"
        onClose={onClose}
        title="Admin added"
        description="Give them this one-time password in person or over a trusted channel. It is shown only now; they choose their own after signing in."
        footer={<Button onClick={onClose}>Done</Button>}
      >
        <dl className="flex flex-col gap-3 p-5 text-sm">
          <div>
            <dt className="text-slate-500">E-mail</dt>
            <dd className="font-medium text-slate-900">{created.admin.email}</dd>
          </div>
          <div>
            <dt className="text-slate-500">One-time password</dt>
            <dd className="mt-1 flex items-center gap-2">
              <code
                data-testid="one-time-password"
                className="rounded-lg bg-slate-100 px-3 py-2 font-mono text-base text-slate-900"
              >
                {created.oneTimePassword}
              </code>
              <Button
                size="sm"
                variant="outline"
                icon={<Copy className="size-4" aria-hidden="true" />}
                onClick={() =>
                  void navigator.clipboard
                    .writeText(created.oneTimePassword)
                    .then(() => showToast('success', 'Copied'))
                }
              >
                Copy
              </Button>
            </dd>
          </div>
        </dl>
      </Modal>
    );
  }

  return (
    <FormDialog
      open
      size="md"
      onClose={onClose}
      title="Add admin"
      onSubmit={onSubmit}
      submitText="Add admin"
      busy={create.isPending}
    >
      <FormAlert message={create.error ? errorMessage(create.error, 'Could not add the admin.') : null} />
      <TextField label="Name" autoFocus error={errors.name?.message} {...form.register('name')} />
      <TextField label="Email" type="email" error={errors.email?.message} {...form.register('email')} />
      <SelectField
        label="Role"
        options={roleOptions}
        error={errors.role?.message}
        {...form.register('role')}
      />
      <p className="text-xs text-slate-500">{roleHelp[role]}</p>
    </FormDialog>
  );
}

const renameFormSchema = z.object({ name: personNameSchema });

function RenameAdminDialog({ admin, onClose }: { admin: AdminListItem; onClose: () => void }) {
  const update = useUpdateAdmin();
  const form = useForm({ resolver: zodResolver(renameFormSchema), defaultValues: { name: admin.name } });
  const onSubmit = form.handleSubmit(({ name }) =>
    update.mutate(
      { id: admin.id, changes: { name } },
      {
        onSuccess: () => {
          onClose();
          void showToast('success', 'Admin renamed');
        },
      },
    ),
  );
  return (
    <FormDialog
      open
      size="md"
      onClose={onClose}
      title={`Rename ${admin.name}`}
      onSubmit={onSubmit}
      submitText="Save name"
      busy={update.isPending}
    >
      <FormAlert message={update.error ? errorMessage(update.error, 'Could not rename the admin.') : null} />
      <TextField
        label="Name"
        autoFocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
    </FormDialog>
  );
}

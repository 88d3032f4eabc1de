import type { Level, LevelBody } from '@earnflow/contracts';
import clsx from 'clsx';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { useAdminAuthRedirect } from '@/hooks/use-admin-auth-redirect';
import { errorMessage } from '@/lib/api-client';
import { confirmAction, showAlert, showAlertWithDetail } from '@/lib/dialogs';
import { formatUsd } from '@/lib/money';
import { useAdminLevels, useDeleteLevel, useSaveLevel } from '../api/levels';
import { LevelForm } from './level-form';

type FormState = { open: false } | { open: true; editing: Level | null; key: number };

/** Spec "Manage Levels": the table of levels, an Add Level button and one side form for adding and editing. */
export function LevelsManager() {
  const levels = useAdminLevels();
  const save = useSaveLevel();
  const remove = useDeleteLevel();
  const redirectIfSignedOut = useAdminAuthRedirect(levels.error);
  const [form, setForm] = useState<FormState>({ open: false });
  const [formKey, setFormKey] = useState(0);

  function openForm(editing: Level | null) {
    setFormKey((key) => key + 1);
    setForm({ open: true, editing, key: formKey + 1 });
  }

  async function submit(body: LevelBody | null) {
    if (!form.open) return;
    if (body === null) {
      await showAlert('warning', 'All fields are required');
      return;
    }
    const editing = form.editing;
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body });
      setForm({ open: false });
      if (editing) await showAlert('success', 'Updated', 'Level updated');
      else await showAlert('success', 'Added', 'Level added');
    } catch (error) {
      if (redirectIfSignedOut(error)) return;
      await showAlertWithDetail('error', 'Something went wrong', errorMessage(error, 'Something went wrong'));
    }
  }

  async function deleteLevel(level: Level) {
    const confirmed = await confirmAction({
      title: 'Are you sure?',
      text: 'This level will be permanently deleted!',
      confirmButtonText: 'Yes, delete it!',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(level.id);
      if (form.open && form.editing?.id === level.id) setForm({ open: false });
      await showAlert('success', 'Deleted!', 'Level deleted');
    } catch (error) {
      if (redirectIfSignedOut(error)) return;
      await showAlert('error', 'Error', 'Failed to delete level');
    }
  }

  const columns: DataTableColumn<Level>[] = [
    {
      key: 'level',
      header: 'Level',
      className: 'font-semibold text-slate-900 tabular-nums',
      cell: (level) => level.level,
    },
    { key: 'title', header: 'Title', className: 'min-w-32', cell: (level) => level.title },
    {
      key: 'ads',
      header: 'Ads / day',
      align: 'right',
      className: 'tabular-nums',
      cell: (level) => level.adsPerDay,
    },
    {
      key: 'rate',
      header: 'Rate / ad',
      align: 'right',
      className: 'tabular-nums',
      cell: (level) => formatUsd(level.ratePerAd),
    },
    {
      key: 'daily',
      header: 'Daily',
      align: 'right',
      className: 'tabular-nums',
      cell: (level) => formatUsd(level.dailyEarning),
    },
    {
      key: 'monthly',
      header: 'Monthly',
      align: 'right',
      className: 'tabular-nums',
      cell: (level) => formatUsd(level.monthlyEarning),
    },
    {
      key: 'price',
      header: 'Price',
      align: 'right',
      className: 'font-semibold text-slate-900 tabular-nums',
      cell: (level) => formatUsd(level.price),
    },
    {
      key: 'expiry',
      header: 'Expiry',
      className: 'whitespace-nowrap',
      cell: (level) => `${String(level.expiryInDays)} days`,
    },
    {
      key: 'active',
      header: 'Status',
      cell: (level) => (
        <Badge tone={level.isActive ? 'green' : 'slate'}>{level.isActive ? 'Active' : 'Inactive'}</Badge>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      pinned: true,
      cell: (level) => (
        <div className="flex justify-end gap-1.5">
          <Button
            size="sm"
            variant="outline"
            aria-label={`Edit level ${String(level.level)}`}
            onClick={() => openForm(level)}
            icon={<Pencil className="size-4" aria-hidden="true" />}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="danger-outline"
            aria-label={`Delete level ${String(level.level)}`}
            onClick={() => void deleteLevel(level)}
            icon={<Trash2 className="size-4" aria-hidden="true" />}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Membership levels</h2>
          <p className="mt-1 text-sm text-slate-500">
            What members can buy. A deleted level stops being sold; members who hold it keep it until it
            expires.
          </p>
        </div>
        <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => openForm(null)}>
          Add Level
        </Button>
      </div>
      {/* Beside the table only where both fit whole; narrower, the form stands above the table. */}
      <div
        className={clsx(
          'grid grid-cols-1 items-start gap-6',
          form.open && 'min-[1880px]:grid-cols-[minmax(0,1fr)_24rem]',
        )}
      >
        {form.open ? (
          <LevelForm
            className="min-[1880px]:sticky min-[1880px]:top-24 min-[1880px]:col-start-2 min-[1880px]:row-start-1"
            key={form.key}
            editing={form.editing}
            saving={save.isPending}
            onSubmit={(body) => void submit(body)}
            onClose={() => setForm({ open: false })}
          />
        ) : null}
        <DataTable
          caption="Levels"
          columns={columns}
          rows={levels.data}
          rowKey={(level) => level.id}
          loading={levels.isPending}
          emptyText="No levels yet. Add the first one."
          errorText={levels.error ? errorMessage(levels.error, 'Could not load levels.') : null}
          onRetry={() => void levels.refetch()}
          density="compact"
        />
      </div>
    </div>
  );
}

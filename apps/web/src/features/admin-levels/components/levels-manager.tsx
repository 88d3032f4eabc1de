import type { Level, LevelBody } from '@earnflow/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { FormBesideTable } from '@/components/ui/form-beside-table';
import { IconButton } from '@/components/ui/icon-button';
import { pinnedBesideActions, usePinnedWidths } from '@/components/ui/pinned-beside-actions';
import { handledByAdminFrame } from '@/lib/admin-session';
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
  const pinnedWidthsRef = usePinnedWidths();
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
      if (handledByAdminFrame(error)) return;
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
      if (handledByAdminFrame(error)) return;
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
    {
      key: 'title',
      header: 'Title',
      className: 'max-w-40 break-words',
      cell: (level) => level.title,
    },
    {
      key: 'ads',
      header: 'Ads / day',
      wrapHeader: true,
      align: 'right',
      className: 'tabular-nums',
      cell: (level) => level.adsPerDay,
    },
    {
      key: 'rate',
      header: 'Rate / ad',
      wrapHeader: true,
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: (level) => formatUsd(level.ratePerAd),
    },
    {
      key: 'daily',
      header: 'Daily',
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: (level) => formatUsd(level.dailyEarning),
    },
    {
      key: 'monthly',
      header: 'Monthly',
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: (level) => formatUsd(level.monthlyEarning),
    },
    {
      key: 'price',
      header: 'Price',
      align: 'right',
      className: 'font-semibold whitespace-nowrap text-slate-900 tabular-nums',
      cell: (level) => formatUsd(level.price),
    },
    {
      key: 'expiry',
      header: 'Expiry',
      cell: (level) => `${String(level.expiryInDays)} days`,
    },
    {
      key: 'active',
      header: 'Status',
      pinned: true,
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
          <IconButton
            label={`Edit level ${String(level.level)}`}
            title="Edit"
            icon={<Pencil className="size-4" aria-hidden="true" />}
            onClick={() => openForm(level)}
          />
          <IconButton
            tone="danger"
            label={`Delete level ${String(level.level)}`}
            title="Delete"
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            onClick={() => void deleteLevel(level)}
          />
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
      <FormBesideTable
        form={
          form.open ? (
            <LevelForm
              key={form.key}
              editing={form.editing}
              saving={save.isPending}
              onSubmit={(body) => void submit(body)}
              onClose={() => setForm({ open: false })}
            />
          ) : null
        }
      >
        <div ref={pinnedWidthsRef} className={pinnedBesideActions}>
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
      </FormBesideTable>
    </div>
  );
}

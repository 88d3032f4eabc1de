import type { BonusVideo, RewardAd } from '@earnflow/contracts';
import { Pencil, Plus, Power, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';
import { FormBesideTable } from '@/components/ui/form-beside-table';
import { IconButton } from '@/components/ui/icon-button';
import { emptyPageText, PagingBar, useLastPageWhenPastEnd } from '@/components/ui/pagination';
import { handledByAdminFrame } from '@/lib/admin-session';
import { errorMessage } from '@/lib/api-client';
import { confirmAction, showAlert, showAlertWithDetail, showToast } from '@/lib/dialogs';
import { formatUsd } from '@/lib/money';
import {
  REWARD_ITEMS_PAGE_SIZE,
  useDeleteRewardItem,
  useRewardItems,
  useSaveRewardItem,
  type RewardItemBody,
  type RewardItemKind,
} from '../api/reward-items';
import { RewardItemForm } from './reward-item-form';

type Item = RewardAd | BonusVideo;
type FormState = { open: false } | { open: true; editing: Item | null; key: number };

const mediaLabels = { IMAGE: 'Image', VIDEO: 'Video', YOUTUBE: 'YouTube' } as const;

function bodyOf(item: Item, isActive: boolean): RewardItemBody {
  return {
    title: item.title,
    mediaUrl: item.mediaUrl,
    mediaType: item.mediaType,
    durationSeconds: item.durationSeconds,
    isActive,
    ...('bonus' in item ? { bonus: item.bonus } : {}),
  };
}

/** Admin "Reward Ads" and "Video Bonus": a server-paged table and one side form to add and edit. */
export function RewardItemsManager({ kind }: { kind: RewardItemKind }) {
  const [page, setPage] = useState(1);
  const items = useRewardItems(kind, page);
  const save = useSaveRewardItem(kind);
  const remove = useDeleteRewardItem(kind);
  const [form, setForm] = useState<FormState>({ open: false });
  const [formKey, setFormKey] = useState(0);
  const noun = kind === 'ads' ? 'ad' : 'video';
  useLastPageWhenPastEnd(items, REWARD_ITEMS_PAGE_SIZE, setPage);

  function openForm(editing: Item | null) {
    setFormKey(formKey + 1);
    setForm({ open: true, editing, key: formKey + 1 });
  }

  async function submit(body: RewardItemBody | null) {
    if (!form.open) return;
    if (body === null) {
      await showAlert('warning', 'All fields are required');
      return;
    }
    const editing = form.editing;
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body });
      setForm({ open: false });
      await showAlert(
        'success',
        editing ? 'Updated' : 'Added',
        `The ${noun} has been ${editing ? 'updated' : 'added'}.`,
      );
    } catch (error) {
      if (handledByAdminFrame(error)) return;
      await showAlertWithDetail('error', 'Something went wrong', errorMessage(error, 'Something went wrong'));
    }
  }

  async function toggle(item: Item) {
    try {
      await save.mutateAsync({ id: item.id, body: bodyOf(item, !item.isActive) });
      await showToast('success', item.isActive ? `The ${noun} is deactivated` : `The ${noun} is active`);
    } catch (error) {
      if (handledByAdminFrame(error)) return;
      await showAlertWithDetail('error', 'Something went wrong', errorMessage(error, 'Something went wrong'));
    }
  }

  async function deleteItem(item: Item) {
    const confirmed = await confirmAction({
      title: 'Are you sure?',
      text: `This ${noun} will be permanently deleted!`,
      confirmButtonText: 'Yes, delete it!',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(item.id);
      await showAlert('success', 'Deleted!', `The ${noun} has been deleted.`);
    } catch (error) {
      if (handledByAdminFrame(error)) return;
      await showAlert('error', 'Error', `Failed to delete the ${noun}.`);
    }
  }

  const columns: DataTableColumn<Item>[] = [
    {
      key: 'title',
      header: 'Title',
      cell: (item) => (
        <span className="block max-w-56 truncate font-medium text-slate-900" title={item.title}>
          {item.title}
        </span>
      ),
    },
    {
      key: 'media',
      header: 'Media',
      cell: (item) => (
        <a
          href={item.mediaUrl}
          target="_blank"
          rel="noreferrer"
          className="font-medium text-green-700 underline-offset-2 hover:underline"
        >
          {mediaLabels[item.mediaType]}
        </a>
      ),
    },
    {
      key: 'duration',
      header: 'Duration',
      align: 'right',
      className: 'tabular-nums',
      cell: (item) => `${String(item.durationSeconds)}s`,
    },
    ...(kind === 'videos'
      ? [
          {
            key: 'bonus',
            header: 'Bonus',
            align: 'right' as const,
            className: 'font-semibold text-slate-900 tabular-nums',
            cell: (item: Item) => ('bonus' in item ? formatUsd(item.bonus) : ''),
          },
        ]
      : []),
    {
      key: 'status',
      header: 'Status',
      cell: (item) => (
        <Badge tone={item.isActive ? 'green' : 'slate'}>{item.isActive ? 'Active' : 'Inactive'}</Badge>
      ),
    },
    {
      key: 'created',
      header: 'Created',
      className: 'text-slate-600',
      cell: (item) => <DateTimeText value={item.createdAt} />,
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      pinned: true,
      cell: (item) => (
        <div className="flex justify-end gap-1.5">
          <IconButton
            label={`Edit ${item.title}`}
            title="Edit"
            icon={<Pencil className="size-4" aria-hidden="true" />}
            onClick={() => openForm(item)}
          />
          <IconButton
            label={`${item.isActive ? 'Deactivate' : 'Activate'} ${item.title}`}
            title={item.isActive ? 'Deactivate' : 'Activate'}
            icon={<Power className="size-4" aria-hidden="true" />}
            onClick={() => void toggle(item)}
          />
          <IconButton
            tone="danger"
            label={`Delete ${item.title}`}
            title="Delete"
            icon={<Trash2 className="size-4" aria-hidden="true" />}
            onClick={() => void deleteItem(item)}
          />
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">
            {kind === 'ads' ? 'Reward ads' : 'Bonus videos'}
          </h2>
          <p className="mt-1 text-sm text-slate-500">
            {kind === 'ads'
              ? "Ads members watch on Daily Ads; each pays the member's level rate once a day."
              : 'Videos members watch on Videos; each pays its bonus once per member a day.'}
          </p>
        </div>
        <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => openForm(null)}>
          {kind === 'ads' ? 'Add Ad' : 'Add Video'}
        </Button>
      </div>
      <FormBesideTable
        form={
          form.open ? (
            <RewardItemForm
              key={form.key}
              kind={kind}
              editing={form.editing}
              saving={save.isPending}
              onSubmit={(body) => void submit(body)}
              onClose={() => setForm({ open: false })}
            />
          ) : null
        }
      >
        <DataTable
          caption={kind === 'ads' ? 'Reward ads' : 'Bonus videos'}
          columns={columns}
          rows={items.data?.items}
          rowKey={(item) => item.id}
          loading={items.isPending}
          emptyText={emptyPageText(
            items.data,
            `${noun}s`,
            kind === 'ads' ? 'No reward ads yet.' : 'No bonus videos yet.',
          )}
          errorText={items.error ? errorMessage(items.error, `Could not load the ${noun}s.`) : null}
          onRetry={() => void items.refetch()}
          refreshing={items.isPlaceholderData}
          density="compact"
        />
        <PagingBar
          data={items.data}
          page={page}
          pageSize={REWARD_ITEMS_PAGE_SIZE}
          noun={`${noun}s`}
          label={`${noun} pages`}
          onPageChange={setPage}
        />
      </FormBesideTable>
    </div>
  );
}

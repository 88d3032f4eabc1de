import type { AdminTask } from '@earnflow/contracts';
import { Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { AdminSection } from '@/components/ui/admin-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable, type DataTableColumn } from '@/components/ui/data-table';
import { DateTimeText } from '@/components/ui/date-time-text';
import { emptyPageText, PagingBar, useLastPageWhenPastEnd } from '@/components/ui/pagination';
import { errorMessage } from '@/lib/api-client';
import { formatUsd } from '@/lib/money';
import { ADMIN_TASKS_PAGE_SIZE, useAdminTasks } from '../api/admin-tasks';
import { TaskForm } from './task-form';

export function TasksManager() {
  const [page, setPage] = useState(1);
  const tasks = useAdminTasks(page);
  const [form, setForm] = useState<{ open: boolean; editing: AdminTask | null }>({
    open: false,
    editing: null,
  });
  const data = tasks.data;
  useLastPageWhenPastEnd(tasks, ADMIN_TASKS_PAGE_SIZE, setPage);

  const columns: DataTableColumn<AdminTask>[] = [
    {
      key: 'title',
      header: 'Task',
      cell: (task) => (
        // Long links break anywhere to wrap in the column; the description, cut at two lines, is whole on hover.
        <span className="block max-w-sm min-w-48 [overflow-wrap:anywhere]">
          <span className="block font-semibold text-slate-900">{task.title}</span>
          <span className="line-clamp-2 text-xs text-slate-500" title={task.description}>
            {task.description}
          </span>
        </span>
      ),
    },
    {
      key: 'reward',
      header: 'Reward',
      align: 'right',
      className: 'tabular-nums font-semibold',
      cell: (task) => formatUsd(task.reward),
    },
    {
      key: 'pending',
      header: 'To review',
      align: 'right',
      className: 'tabular-nums',
      cell: (task) => task.pendingReviews,
    },
    {
      key: 'approved',
      header: 'Approved',
      align: 'right',
      className: 'tabular-nums',
      cell: (task) => task.approved,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (task) => (
        <Badge tone={task.isActive ? 'green' : 'slate'}>{task.isActive ? 'Active' : 'Inactive'}</Badge>
      ),
    },
    {
      key: 'created',
      header: 'Created',
      className: 'text-slate-600',
      cell: (task) => <DateTimeText value={task.createdAt} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      pinned: true,
      cell: (task) => (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Edit task ${task.title}`}
          icon={<Pencil className="size-4" aria-hidden="true" />}
          onClick={() => setForm({ open: true, editing: task })}
        >
          Edit
        </Button>
      ),
    },
  ];

  return (
    <AdminSection
      title="Tasks"
      description="Inactive tasks are hidden from members; their proofs stay reviewable."
      actions={
        <Button
          icon={<Plus className="size-4" aria-hidden="true" />}
          onClick={() => setForm({ open: true, editing: null })}
        >
          Add Task
        </Button>
      }
    >
      <DataTable
        caption="Tasks"
        columns={columns}
        rows={data?.items}
        rowKey={(task) => task.id}
        loading={tasks.isLoading}
        emptyText={emptyPageText(data, 'tasks', 'No tasks yet.')}
        errorText={tasks.error ? errorMessage(tasks.error, 'Could not load tasks.') : null}
        onRetry={() => void tasks.refetch()}
        refreshing={tasks.isPlaceholderData}
        density="compact"
      />
      {data && data.total > ADMIN_TASKS_PAGE_SIZE ? (
        <PagingBar
          data={data}
          page={page}
          pageSize={ADMIN_TASKS_PAGE_SIZE}
          noun="tasks"
          label="Task pages"
          onPageChange={setPage}
        />
      ) : null}
      <TaskForm
        open={form.open}
        editing={form.editing}
        onClose={() => setForm({ open: false, editing: null })}
      />
    </AdminSection>
  );
}

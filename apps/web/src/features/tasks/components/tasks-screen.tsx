import type { MemberTask } from '@earnflow/contracts';
import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { defineMessages, useT } from '@/i18n/i18n';
import tasksEn from '@/locales/en/tasks';
import { errorMessage } from '@/lib/api-client';
import { showAlert } from '@/lib/dialogs';
import { useTasks, useUpdateTaskStatus, useVerifyTask } from '../api/tasks';
import { ScreenshotDialog } from './screenshot-dialog';
import { TaskCard, type TaskAction } from './task-card';

const m = defineMessages('tasks', tasksEn);

export function TasksScreen() {
  const t = useT();
  const tasks = useTasks();
  const updateStatus = useUpdateTaskStatus();
  const verify = useVerifyTask();
  const [proofFor, setProofFor] = useState<MemberTask | null>(null);
  const [startedHere, setStartedHere] = useState<ReadonlySet<string>>(new Set());

  function handleAction(task: MemberTask, action: TaskAction) {
    if (action === 'complete') {
      setProofFor(task);
      return;
    }
    updateStatus.mutate(
      { id: task.id, status: 'in_progress' },
      {
        onSuccess: () => {
          setStartedHere((started) => new Set(started).add(task.id));
        },
        onError: () => void showAlert('error', t(m.startFailedTitle), t(m.startFailed)),
      },
    );
  }

  async function handleSubmit(screenshotUrl: string) {
    const task = proofFor;
    if (!task) return;
    try {
      await verify.mutateAsync({ taskId: task.id, screenshotUrl });
    } catch (error) {
      // The server's message for a failed verification, or the spec's 'Verification failed'.
      void showAlert('error', errorMessage(error, t(m.verificationFailed)));
      return;
    }
    setProofFor(null);
    void showAlert('success', t(m.verified));
    // The proof is accepted whatever this answers; the list is read again after it either way.
    updateStatus.mutate(
      { id: task.id, status: 'completed' },
      { onError: (error) => console.warn('Could not mark the task completed.', error) },
    );
  }

  if (tasks.isPending) {
    return (
      <div role="status" aria-label={t(m.loading)} className="flex flex-col gap-4">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-52 rounded-2xl" />
        ))}
      </div>
    );
  }

  if (!tasks.data) {
    return (
      <LoadError what={t(m.loadList)} onRetry={() => void tasks.refetch()} retrying={tasks.isFetching} />
    );
  }

  const list = tasks.data;
  return (
    <>
      {list.length === 0 ? (
        <EmptyState
          icon={<ListChecks className="size-7" aria-hidden="true" />}
          title={t(m.emptyTitle)}
          description={t(m.emptyDescription)}
          action={
            <Link to="/" className={buttonClasses('primary')}>
              {t(m.goHome)}
            </Link>
          }
        />
      ) : (
        <ul aria-label={t(m.listLabel)} className="flex flex-col gap-4">
          {list.map((task, index) => (
            <TaskCard
              key={task.id}
              task={task}
              startedHere={startedHere.has(task.id)}
              index={index}
              busy={updateStatus.isPending && updateStatus.variables.id === task.id}
              onAction={handleAction}
            />
          ))}
        </ul>
      )}
      {/* A dialog of its own for each task: a screenshot uploaded for one never submits another. */}
      <ScreenshotDialog
        key={proofFor?.id ?? 'none'}
        task={proofFor}
        submitting={verify.isPending || updateStatus.isPending}
        onClose={() => setProofFor(null)}
        onSubmit={(url) => void handleSubmit(url)}
      />
    </>
  );
}

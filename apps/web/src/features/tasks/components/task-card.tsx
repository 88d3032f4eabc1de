import { TASK_PROGRESS_IN_REVIEW, type MemberTask } from '@earnflow/contracts';
import { Trans } from '@lingui/react';
import { CheckCircle2, Clock3, Play, Upload, XCircle } from 'lucide-react';
import { defineMessages, useT } from '@/i18n/i18n';
import tasksEn from '@/locales/en/tasks';
import { formatPkr, formatUsd, usdToPkr } from '@/lib/money';

const m = defineMessages('tasks', tasksEn);

/** Spec §9: the cards cycle through 6 gradients; each starts dark enough for white text (4.5:1). */
export const taskGradients = [
  'from-emerald-700 to-teal-700',
  'from-sky-700 to-indigo-700',
  'from-fuchsia-600 to-purple-700',
  'from-orange-700 to-rose-700',
  'from-cyan-700 to-blue-800',
  'from-violet-600 to-pink-700',
] as const;

export type TaskAction = 'start' | 'complete';

export type TaskStage = 'completed' | 'in_review' | 'in_progress' | 'not_started';

/**
 * Spec §4: 'Completed' when completed or completedAt is set, 'Complete Task' when in progress, else 'Start
 * Task'. A proof waiting for review is none of these (decision 0143): it is not done until an admin
 * approves it, so it reads 'Waiting for review' whatever an older answer says of completion.
 */
export function taskStage(task: MemberTask): TaskStage {
  if (task.submission?.status === 'PENDING') return 'in_review';
  const progress = task.TaskProgress[0];
  if (task.completed || progress?.status === 'completed' || progress?.completedAt) return 'completed';
  if (progress?.status === 'in_progress') return 'in_progress';
  return 'not_started';
}

/**
 * The spec: Start Task shows 50 percent; on loading the screen, completed tasks show 100 and the others 0.
 * A proof waiting for review is further than started and not done.
 */
export function taskProgress(stage: TaskStage, startedHere: boolean): number {
  if (stage === 'completed') return 100;
  if (stage === 'in_review') return TASK_PROGRESS_IN_REVIEW;
  return stage === 'in_progress' && startedHere ? 50 : 0;
}

interface TaskCardProps {
  task: MemberTask;
  /** Started on this visit of the screen: only then does an in-progress task show 50 percent. */
  startedHere: boolean;
  index: number;
  busy: boolean;
  onAction: (task: MemberTask, action: TaskAction) => void;
}

export function TaskCard({ task, startedHere, index, busy, onAction }: TaskCardProps) {
  const t = useT();
  const stage = taskStage(task);
  const progress = taskProgress(stage, startedHere);
  const review = task.submission;
  return (
    <li
      className={`min-w-0 rounded-2xl bg-gradient-to-br p-5 text-white shadow-md ${taskGradients[index % taskGradients.length] ?? ''}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-bold [overflow-wrap:anywhere]">{task.title}</h2>
        <p className="shrink-0 text-end">
          <span className="block text-lg font-bold tabular-nums">{formatUsd(task.rewardAmount)}</span>
          <span className="block text-xs text-white">{formatPkr(usdToPkr(task.rewardAmount))}</span>
        </p>
      </div>
      <p className="mt-2 text-sm leading-relaxed text-white [overflow-wrap:anywhere]">{task.description}</p>
      <div className="mt-4">
        <div className="flex justify-between text-xs font-semibold">
          <span>{t(m.progress)}</span>
          <span>{progress}%</span>
        </div>
        <div
          className="mt-1.5 h-2 rounded-full bg-white/30"
          role="progressbar"
          aria-label={t(m.progressLabel, { title: task.title })}
          aria-valuenow={progress}
          aria-valuetext={stage === 'in_review' ? t(m.progressInReview, { progress }) : undefined}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div
            className="h-2 rounded-full bg-white transition-all"
            style={{ width: `${String(progress)}%` }}
          />
        </div>
      </div>
      {review ? (
        <p className="mt-3 flex items-center gap-1.5 rounded-lg bg-black/20 px-3 py-2 text-xs font-medium">
          {review.status === 'PENDING' ? (
            <>
              <Clock3 className="size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0">
                <Trans id={m.waitingNote.id} message={m.waitingNote.message} components={{ 0: <strong /> }} />
              </span>
            </>
          ) : review.status === 'APPROVED' ? (
            <>
              <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0">
                <Trans
                  id={m.approvedNote.id}
                  message={m.approvedNote.message}
                  components={{ 0: <strong /> }}
                />
              </span>
            </>
          ) : (
            <>
              <XCircle className="size-4 shrink-0" aria-hidden="true" />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                {review.reason ? (
                  <Trans
                    id={m.rejectedWithReason.id}
                    message={m.rejectedWithReason.message}
                    // The admin's words, isolated: their direction does not disturb the sentence's.
                    values={{ reason: <bdi>{review.reason.replace(/[.!?]*$/, '.')}</bdi> }}
                    components={{ 0: <strong /> }}
                  />
                ) : (
                  <Trans id={m.rejected.id} message={m.rejected.message} components={{ 0: <strong /> }} />
                )}
              </span>
            </>
          )}
        </p>
      ) : null}
      <button
        type="button"
        disabled={stage === 'completed' || stage === 'in_review' || busy}
        onClick={() => onAction(task, stage === 'in_progress' ? 'complete' : 'start')}
        className="mt-4 inline-flex h-11 w-full items-center justify-center gap-2 rounded-xl bg-white text-sm font-semibold text-slate-900 shadow-sm transition hover:bg-white/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:bg-white/70 disabled:text-slate-700"
      >
        {stage === 'completed' ? (
          <>
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {t(m.completed)}
          </>
        ) : stage === 'in_review' ? (
          <>
            <Clock3 className="size-4" aria-hidden="true" />
            {t(m.waitingForReview)}
          </>
        ) : stage === 'in_progress' ? (
          <>
            <Upload className="size-4" aria-hidden="true" />
            {t(m.completeTask)}
          </>
        ) : (
          <>
            <Play className="size-4" aria-hidden="true" />
            {t(m.startTask)}
          </>
        )}
      </button>
    </li>
  );
}

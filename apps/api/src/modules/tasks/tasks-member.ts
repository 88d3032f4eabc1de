import {
  centsToDollars,
  type MemberTask,
  type TaskStatusResult,
  type VerifyTaskBody,
  type VerifyTaskResult,
  TASK_PROGRESS_IN_REVIEW,
} from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { violatedConstraint } from '../../lib/db-errors';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { recordPendingEarning } from '../earnings/earnings.service';
import { documentUploadPolicy } from '../uploads/uploads.service';
import { requireOwnUpload } from '../uploads/uploads.ownership';
import {
  activeTasks,
  insertSubmission,
  lockProgress,
  memberProgressQuery,
  memberSubmissionsQuery,
  openSubmission,
  setSubmissionEarning,
  taskById,
  upsertProgress,
  type ProgressRow,
  type ProgressStatus,
  type SubmissionRow,
  type TaskRow,
} from './tasks.repository';

const progressPercent = (status: ProgressStatus | undefined) =>
  status === 'completed' ? 100 : status === 'in_progress' ? 50 : 0;

/**
 * Where a member is with a task, as the answers tell it: done only once an admin approved the proof
 * (100), a proof waiting for review is not done (75, TaskProgress in_progress), a rejected one is back
 * to in progress. Read from the latest proof, so a task whose stored progress still says completed from
 * before approval was required (decision 0143) reads truthfully too.
 */
function taskState(
  progress: ProgressRow | undefined,
  submission: Pick<SubmissionRow, 'status' | 'decidedAt'> | undefined,
): { status: ProgressStatus | undefined; progress: number; completedAt: string | null } {
  if (submission?.status === 'APPROVED') {
    const completedAt = progress?.completedAt ?? submission.decidedAt;
    return { status: 'completed', progress: 100, completedAt: completedAt?.toISOString() ?? null };
  }
  if (submission?.status === 'PENDING') {
    return { status: 'in_progress', progress: TASK_PROGRESS_IN_REVIEW, completedAt: null };
  }
  // No proof, or a rejected one (the rejection put the task back in progress).
  const status = progress?.status === 'completed' ? 'in_progress' : progress?.status;
  return { status, progress: progressPercent(status), completedAt: null };
}

async function activeTask(tx: Executor, taskId: string): Promise<TaskRow> {
  const task = await taskById(tx, taskId);
  if (task === undefined || !task.isActive) throw new NotFoundError('Task not found.');
  return task;
}

/** The member's side of tasks: the list with their progress, starting a task and submitting its proof. */
export function createMemberTasks({ db, clock }: { db: Database; clock: Clock }) {
  async function setProgress(
    tx: Executor,
    taskId: string,
    userId: string,
    status: ProgressStatus,
  ): Promise<ProgressRow> {
    const now = clock.now();
    const completedAt = status === 'completed' ? now : null;
    return upsertProgress(tx, { taskId, userId, status, completedAt, now });
  }

  return {
    /** GET /tasks: the active tasks with this member's progress and latest proof. */
    async memberTasks(userId: string): Promise<MemberTask[]> {
      const [taskRows, progressRows, submissionRows] = await Promise.all([
        activeTasks(db),
        memberProgressQuery(db, userId),
        memberSubmissionsQuery(db, userId),
      ]);
      const progressByTask = new Map(progressRows.map((row) => [row.taskId, row]));
      const latestSubmission = new Map<string, (typeof submissionRows)[number]>();
      for (const row of submissionRows)
        if (!latestSubmission.has(row.taskId)) latestSubmission.set(row.taskId, row);
      return taskRows.map((task) => {
        const submission = latestSubmission.get(task.id);
        const state = taskState(progressByTask.get(task.id), submission);
        return {
          id: task.id,
          title: task.title,
          description: task.description,
          rewardAmount: centsToDollars(task.rewardCents),
          completed: state.status === 'completed',
          progress: state.progress,
          TaskProgress:
            state.status === undefined ? [] : [{ status: state.status, completedAt: state.completedAt }],
          submission:
            submission === undefined ? null : { status: submission.status, reason: submission.reason },
        };
      });
    },

    /**
     * PATCH /tasks/{id}/status: in_progress starts a task (or restarts one whose proof was rejected);
     * completed only confirms a proof already submitted through POST /tasks/verify, and the task is
     * completed only once an admin approved that proof: until then the answer says in_progress, 75.
     */
    async setStatus(userId: string, taskId: string, status: ProgressStatus): Promise<TaskStatusResult> {
      return inTransaction(db, async (tx) => {
        await activeTask(tx, taskId);
        const current = await lockProgress(tx, taskId, userId);
        const open = await openSubmission(tx, taskId, userId);
        let row: ProgressRow;
        if (status === 'in_progress') {
          if (open?.status === 'PENDING') throw new ConflictError('Your proof is waiting for review.');
          if (open !== undefined || current?.status === 'completed') {
            throw new ConflictError('This task is already completed.');
          }
          row = current ?? (await setProgress(tx, taskId, userId, 'in_progress'));
        } else {
          if (open === undefined) throw new ConflictError('Submit a screenshot of the task first.');
          row = current ?? (await setProgress(tx, taskId, userId, 'in_progress'));
        }
        const state = taskState(row, open);
        return {
          taskId,
          status: state.status ?? 'in_progress',
          progress: state.progress,
          completedAt: state.completedAt,
        };
      });
    },

    /**
     * POST /tasks/verify: the member's own screenshot becomes a submission and a PENDING earning; the
     * task waits for review (the answer keeps the spec's message). The task is completed, and the money
     * paid, when an admin approves.
     */
    async verify(userId: string, body: VerifyTaskBody): Promise<VerifyTaskResult> {
      return inTransaction(db, async (tx) => {
        const task = await activeTask(tx, body.taskId);
        const now = clock.now();
        const current = await lockProgress(tx, task.id, userId);
        if (current === undefined) throw new ConflictError('Start the task first.');
        if ((await openSubmission(tx, task.id, userId)) !== undefined) {
          throw new ConflictError('You have already submitted this task.');
        }
        const upload = await requireOwnUpload(tx, {
          userId,
          url: body.screenshotUrl.trim(),
          policy: documentUploadPolicy,
          now,
          noun: 'screenshot',
        });
        const submissionId = await insertSubmission(tx, {
          taskId: task.id,
          userId,
          screenshotUrl: upload.url,
          uploadId: upload.id,
          rewardCents: task.rewardCents,
          createdAt: now,
        }).catch((error: unknown) => {
          const constraint = violatedConstraint(error);
          if (constraint === 'task_submissions_upload_unique')
            throw new ConflictError('This screenshot was already submitted. Upload a new one.');
          if (constraint === 'task_submissions_open_once')
            throw new ConflictError('You have already submitted this task.');
          throw error;
        });
        const earningId = await recordPendingEarning(tx, {
          userId,
          source: 'TASKS',
          amountCents: task.rewardCents,
          description: `Task: ${task.title}`,
          referenceType: 'task_submission',
          referenceId: submissionId,
          now,
        });
        await setSubmissionEarning(tx, submissionId, earningId);
        return {
          message: 'Task verified and marked as completed!',
          submissionId,
          status: 'PENDING' as const,
        };
      });
    },
  };
}

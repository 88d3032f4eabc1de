import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  centsToDollars,
  dollarsToCents,
  formatCents,
  type AdminTask,
  type CreateTaskBody,
  type DecideTaskSubmissionBody,
  type MemberTask,
  type TaskStatusResult,
  type TaskSubmission,
  type TaskSubmissionStatus,
  type UpdateTaskBody,
  type VerifyTaskBody,
  type VerifyTaskResult,
  TASK_PROGRESS_IN_REVIEW,
} from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import { taskProgress, taskSubmissions, tasks, users } from '../../db/schema';
import type { UploadLinks } from '../uploads/uploads.links';
import type { Clock } from '../../lib/clock';
import { violatedConstraint } from '../../lib/db-errors';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { pageOffset } from '../../lib/list-filters';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { decideEarning, recordPendingEarning } from '../earnings/earnings.service';
import { createNotification } from '../notifications/notifications.service';
import { documentUploadPolicy } from '../uploads/uploads.service';
import { requireOwnUpload } from '../uploads/uploads.ownership';

type TaskRow = typeof tasks.$inferSelect;
type ProgressRow = typeof taskProgress.$inferSelect;

/**
 * The spec's task calls carry a userId; the member is always the token's, and any other userId is
 * refused rather than obeyed or ignored.
 */
export function requireSameMember(callerId: string, userId: string | undefined): void {
  if (userId !== undefined && userId !== callerId) {
    throw new ForbiddenError('You can only see and change your own tasks.');
  }
}

type SubmissionRow = typeof taskSubmissions.$inferSelect;

const progressPercent = (status: ProgressRow['status'] | undefined) =>
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
): { status: ProgressRow['status'] | undefined; progress: number; completedAt: string | null } {
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

function toAdminTask(row: TaskRow, pendingReviews = 0, approved = 0): AdminTask {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    reward: centsToDollars(row.rewardCents),
    isActive: row.isActive,
    pendingReviews,
    approved,
    createdAt: row.createdAt.toISOString(),
  };
}

const submissionColumns = {
  submission: taskSubmissions,
  task: { id: tasks.id, title: tasks.title },
  user: { id: users.id, name: users.name, email: users.email, accountNumber: users.accountNumber },
};

function toSubmission(row: {
  submission: typeof taskSubmissions.$inferSelect;
  task: TaskSubmission['task'];
  user: TaskSubmission['user'];
}): TaskSubmission {
  const { submission } = row;
  return {
    id: submission.id,
    task: row.task,
    user: row.user,
    screenshotUrl: submission.screenshotUrl,
    reward: centsToDollars(submission.rewardCents),
    status: submission.status,
    reason: submission.reason,
    createdAt: submission.createdAt.toISOString(),
    decidedAt: submission.decidedAt?.toISOString() ?? null,
  };
}

async function activeTask(tx: Executor, taskId: string): Promise<TaskRow> {
  const [task] = await tx.select().from(tasks).where(eq(tasks.id, taskId));
  if (task === undefined || !task.isActive) throw new NotFoundError('Task not found.');
  return task;
}

async function progressOf(tx: Executor, taskId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(taskProgress)
    .where(and(eq(taskProgress.taskId, taskId), eq(taskProgress.userId, userId)))
    .for('update');
  return row;
}

async function openSubmission(tx: Executor, taskId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(taskSubmissions)
    .where(
      and(
        eq(taskSubmissions.taskId, taskId),
        eq(taskSubmissions.userId, userId),
        inArray(taskSubmissions.status, ['PENDING', 'APPROVED']),
      ),
    );
  return row;
}

/** All of one member's task progress (task_progress_user_idx). */
export function memberProgressQuery(db: Executor, userId: string) {
  return db.select().from(taskProgress).where(eq(taskProgress.userId, userId));
}

/** One member's proofs, newest first (task_submissions_user_created_idx). */
export function memberSubmissionsQuery(db: Executor, userId: string) {
  return db
    .select()
    .from(taskSubmissions)
    .where(eq(taskSubmissions.userId, userId))
    .orderBy(desc(taskSubmissions.createdAt));
}

/** Task screenshots are private files, shown through signed, expiring links (`links`). */
export function createTasksService({ db, clock, links }: { db: Database; clock: Clock; links: UploadLinks }) {
  const viewable = async (submission: TaskSubmission): Promise<TaskSubmission> => ({
    ...submission,
    screenshotUrl: await links.view(submission.screenshotUrl),
  });

  async function setProgress(
    tx: Executor,
    taskId: string,
    userId: string,
    status: ProgressRow['status'],
  ): Promise<ProgressRow> {
    const now = clock.now();
    const completedAt = status === 'completed' ? now : null;
    const [row] = await tx
      .insert(taskProgress)
      .values({ taskId, userId, status, completedAt, updatedAt: now })
      .onConflictDoUpdate({
        target: [taskProgress.taskId, taskProgress.userId],
        set: { status, completedAt, updatedAt: now },
      })
      .returning();
    if (row === undefined) throw new Error('task progress upsert returned nothing');
    return row;
  }

  return {
    /** GET /tasks: the active tasks with this member's progress and latest proof. */
    async memberTasks(userId: string): Promise<MemberTask[]> {
      const [taskRows, progressRows, submissionRows] = await Promise.all([
        db
          .select()
          .from(tasks)
          .where(eq(tasks.isActive, true))
          .orderBy(desc(tasks.createdAt), desc(tasks.id)),
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
    async setStatus(
      userId: string,
      taskId: string,
      status: ProgressRow['status'],
    ): Promise<TaskStatusResult> {
      return inTransaction(db, async (tx) => {
        await activeTask(tx, taskId);
        const current = await progressOf(tx, taskId, userId);
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
        const current = await progressOf(tx, task.id, userId);
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
        const inserted = await tx
          .transaction((savepoint) =>
            savepoint
              .insert(taskSubmissions)
              .values({
                taskId: task.id,
                userId,
                screenshotUrl: upload.url,
                uploadId: upload.id,
                rewardCents: task.rewardCents,
                createdAt: now,
              })
              .returning({ id: taskSubmissions.id }),
          )
          .catch((error: unknown) => {
            const constraint = violatedConstraint(error);
            if (constraint === 'task_submissions_upload_unique')
              throw new ConflictError('This screenshot was already submitted. Upload a new one.');
            if (constraint === 'task_submissions_open_once')
              throw new ConflictError('You have already submitted this task.');
            throw error;
          });
        const submissionId = inserted[0]?.id;
        if (submissionId === undefined) throw new Error('task submission insert returned nothing');
        const earningId = await recordPendingEarning(tx, {
          userId,
          source: 'TASKS',
          amountCents: task.rewardCents,
          description: `Task: ${task.title}`,
          referenceType: 'task_submission',
          referenceId: submissionId,
          now,
        });
        await tx.update(taskSubmissions).set({ earningId }).where(eq(taskSubmissions.id, submissionId));
        return {
          message: 'Task verified and marked as completed!',
          submissionId,
          status: 'PENDING' as const,
        };
      });
    },

    async adminTasks(page: number, pageSize: number) {
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(tasks)
          .orderBy(desc(tasks.createdAt), desc(tasks.id))
          .limit(pageSize)
          .offset(pageOffset(page, pageSize)),
        db.select({ total: count() }).from(tasks),
      ]);
      const counts =
        rows.length === 0
          ? []
          : await db
              .select({ taskId: taskSubmissions.taskId, status: taskSubmissions.status, total: count() })
              .from(taskSubmissions)
              .where(
                inArray(
                  taskSubmissions.taskId,
                  rows.map((row) => row.id),
                ),
              )
              .groupBy(taskSubmissions.taskId, taskSubmissions.status);
      const countOf = (taskId: string, status: TaskSubmissionStatus) =>
        counts.find((row) => row.taskId === taskId && row.status === status)?.total ?? 0;
      return {
        items: rows.map((row) => toAdminTask(row, countOf(row.id, 'PENDING'), countOf(row.id, 'APPROVED'))),
        total: totals?.total ?? 0,
        page,
        pageSize,
      };
    },

    async createTask(adminId: string, body: CreateTaskBody): Promise<AdminTask> {
      return inTransaction(db, async (tx) => {
        const [row] = await tx
          .insert(tasks)
          .values({
            title: body.title,
            description: body.description,
            rewardCents: dollarsToCents(body.reward) ?? 0,
            isActive: body.isActive ?? true,
          })
          .returning();
        if (row === undefined) throw new Error('task insert returned nothing');
        await recordAudit(tx, {
          adminId,
          action: 'task.create',
          targetType: 'task',
          targetId: row.id,
          after: toAdminTask(row),
        });
        return toAdminTask(row);
      });
    },

    /** Edits a task; a new reward applies to proofs submitted from now on, not to those waiting. */
    async updateTask(adminId: string, id: string, body: UpdateTaskBody): Promise<AdminTask> {
      return inTransaction(db, async (tx) => {
        const [before] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update');
        if (before === undefined) throw new NotFoundError('Task not found.');
        const [after] = await tx
          .update(tasks)
          .set({
            ...(body.title === undefined ? {} : { title: body.title }),
            ...(body.description === undefined ? {} : { description: body.description }),
            ...(body.reward === undefined ? {} : { rewardCents: dollarsToCents(body.reward) ?? 0 }),
            ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
            updatedAt: sql`now()`,
          })
          .where(eq(tasks.id, id))
          .returning();
        if (after === undefined) throw new Error('task update returned nothing');
        await recordAudit(tx, {
          adminId,
          action: 'task.update',
          targetType: 'task',
          targetId: id,
          before: toAdminTask(before),
          after: toAdminTask(after),
        });
        return toAdminTask(after);
      });
    },

    async submissions(query: { page: number; pageSize: number; status?: TaskSubmissionStatus | undefined }) {
      const where = query.status === undefined ? undefined : eq(taskSubmissions.status, query.status);
      const [rows, [totals]] = await Promise.all([
        db
          .select(submissionColumns)
          .from(taskSubmissions)
          .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
          .innerJoin(users, eq(users.id, taskSubmissions.userId))
          .where(where)
          .orderBy(
            // The queue reads oldest first: whoever waited longest is reviewed first.
            query.status === 'PENDING' ? taskSubmissions.createdAt : desc(taskSubmissions.createdAt),
            taskSubmissions.id,
          )
          .limit(query.pageSize)
          .offset(pageOffset(query.page, query.pageSize)),
        db.select({ total: count() }).from(taskSubmissions).where(where),
      ]);
      return {
        items: await Promise.all(rows.map((row) => viewable(toSubmission(row)))),
        total: totals?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /**
     * An admin's decision on a proof, once: approval pays the pending earning through the ledger,
     * rejection moves nothing and lets the member submit again. The member is notified either way.
     */
    async decide(adminId: string, id: string, body: DecideTaskSubmissionBody): Promise<TaskSubmission> {
      return inTransaction(db, async (tx) => {
        const now = clock.now();
        const [submission] = await tx
          .select()
          .from(taskSubmissions)
          .where(eq(taskSubmissions.id, id))
          .for('update');
        if (submission === undefined) throw new NotFoundError('Submission not found.');
        if (submission.status !== 'PENDING' || submission.earningId === null) {
          throw new ConflictError(`This submission is already ${submission.status.toLowerCase()}.`);
        }
        const reason = body.status === 'REJECTED' ? (body.reason ?? '').trim() : null;
        await decideEarning(tx, submission.earningId, body.status, now);
        await tx
          .update(taskSubmissions)
          .set({ status: body.status, reason, decidedByAdminId: adminId, decidedAt: now })
          .where(eq(taskSubmissions.id, id));
        const [task] = await tx.select().from(tasks).where(eq(tasks.id, submission.taskId));
        const title = task?.title ?? 'your task';
        const amount = formatCents(submission.rewardCents);
        if (body.status === 'APPROVED') {
          // Done now, not when the proof was sent.
          await tx
            .update(taskProgress)
            .set({ status: 'completed', completedAt: now, updatedAt: now })
            .where(
              and(eq(taskProgress.taskId, submission.taskId), eq(taskProgress.userId, submission.userId)),
            );
          await createNotification(tx, {
            userId: submission.userId,
            title: 'Task approved',
            message: `Your proof for "${title}" was approved and ${amount} has been added to your balance.`,
          });
        } else {
          // The member may try again: the card goes back to 'Complete Task'.
          await tx
            .update(taskProgress)
            .set({ status: 'in_progress', completedAt: null, updatedAt: now })
            .where(
              and(eq(taskProgress.taskId, submission.taskId), eq(taskProgress.userId, submission.userId)),
            );
          await createNotification(tx, {
            userId: submission.userId,
            title: 'Task rejected',
            message: `Your proof for "${title}" was rejected: ${(reason ?? '').replace(/[.!?]*$/, '.')} You can submit a new screenshot.`,
          });
        }
        await recordAudit(tx, {
          adminId,
          action: `task-submission.${body.status.toLowerCase()}`,
          targetType: 'task_submission',
          targetId: id,
          before: { status: submission.status },
          after: { status: body.status, reason },
        });
        const [row] = await tx
          .select(submissionColumns)
          .from(taskSubmissions)
          .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
          .innerJoin(users, eq(users.id, taskSubmissions.userId))
          .where(eq(taskSubmissions.id, id));
        if (row === undefined) throw new Error('submission vanished');
        return viewable(toSubmission(row));
      });
    },
  };
}
export type TasksService = ReturnType<typeof createTasksService>;

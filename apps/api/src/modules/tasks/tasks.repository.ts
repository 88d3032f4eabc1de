import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TaskSubmission, TaskSubmissionStatus } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { taskProgress, taskSubmissions, tasks, users } from '../../db/schema';
import { pageOffset } from '../../lib/list-filters';

export type TaskRow = typeof tasks.$inferSelect;
export type ProgressRow = typeof taskProgress.$inferSelect;
export type SubmissionRow = typeof taskSubmissions.$inferSelect;
export type ProgressStatus = ProgressRow['status'];

/** A proof with its task and member, as the review reads it. */
export interface SubmissionWithTaskAndMember {
  submission: SubmissionRow;
  task: TaskSubmission['task'];
  user: TaskSubmission['user'];
}

const submissionColumns = {
  submission: taskSubmissions,
  task: { id: tasks.id, title: tasks.title },
  user: { id: users.id, name: users.name, email: users.email, accountNumber: users.accountNumber },
};

export async function taskById(db: Executor, id: string): Promise<TaskRow | undefined> {
  const [row] = await db.select().from(tasks).where(eq(tasks.id, id));
  return row;
}

/** The task, locked for an edit. */
export async function lockTask(tx: Executor, id: string): Promise<TaskRow | undefined> {
  const [row] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update');
  return row;
}

/** The active tasks, newest first. */
export function activeTasks(db: Executor): Promise<TaskRow[]> {
  return db
    .select()
    .from(tasks)
    .where(eq(tasks.isActive, true))
    .orderBy(desc(tasks.createdAt), desc(tasks.id));
}

/** One page of all tasks, newest first. */
export function taskPage(db: Executor, page: number, pageSize: number): Promise<TaskRow[]> {
  return db
    .select()
    .from(tasks)
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
}

export async function taskCount(db: Executor): Promise<number> {
  const [totals] = await db.select({ total: count() }).from(tasks);
  return totals?.total ?? 0;
}

/** How many proofs each of these tasks has in each status. */
export function submissionCountsByTask(
  db: Executor,
  taskIds: string[],
): Promise<{ taskId: string; status: TaskSubmissionStatus; total: number }[]> {
  return db
    .select({ taskId: taskSubmissions.taskId, status: taskSubmissions.status, total: count() })
    .from(taskSubmissions)
    .where(inArray(taskSubmissions.taskId, taskIds))
    .groupBy(taskSubmissions.taskId, taskSubmissions.status);
}

export async function insertTask(
  tx: Executor,
  values: Pick<TaskRow, 'title' | 'description' | 'rewardCents' | 'isActive'>,
): Promise<TaskRow> {
  const [row] = await tx.insert(tasks).values(values).returning();
  if (row === undefined) throw new Error('task insert returned nothing');
  return row;
}

/** Writes the given fields of a task (and its updated time). */
export async function updateTask(
  tx: Executor,
  id: string,
  changes: Partial<Pick<TaskRow, 'title' | 'description' | 'rewardCents' | 'isActive'>>,
): Promise<TaskRow> {
  const [row] = await tx
    .update(tasks)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(tasks.id, id))
    .returning();
  if (row === undefined) throw new Error('task update returned nothing');
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

/** The member's progress on a task, locked. */
export async function lockProgress(
  tx: Executor,
  taskId: string,
  userId: string,
): Promise<ProgressRow | undefined> {
  const [row] = await tx
    .select()
    .from(taskProgress)
    .where(and(eq(taskProgress.taskId, taskId), eq(taskProgress.userId, userId)))
    .for('update');
  return row;
}

/** Creates or overwrites the member's progress on a task. */
export async function upsertProgress(
  tx: Executor,
  progress: { taskId: string; userId: string; status: ProgressStatus; completedAt: Date | null; now: Date },
): Promise<ProgressRow> {
  const { taskId, userId, status, completedAt, now } = progress;
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

/** Sets the member's existing progress on a task (after a decision on its proof). */
export async function setProgress(
  tx: Executor,
  progress: { taskId: string; userId: string; status: ProgressStatus; completedAt: Date | null; now: Date },
): Promise<void> {
  const { taskId, userId, status, completedAt, now } = progress;
  await tx
    .update(taskProgress)
    .set({ status, completedAt, updatedAt: now })
    .where(and(eq(taskProgress.taskId, taskId), eq(taskProgress.userId, userId)));
}

/** The member's proof for a task that is waiting for review or approved, if any. */
export async function openSubmission(
  tx: Executor,
  taskId: string,
  userId: string,
): Promise<SubmissionRow | undefined> {
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

/**
 * Inserts a proof inside a savepoint, so that a unique violation (the caller reads its constraint) leaves
 * the caller's transaction usable. Resolves to the new proof's id.
 */
export async function insertSubmission(
  tx: Executor,
  values: Pick<
    SubmissionRow,
    'taskId' | 'userId' | 'screenshotUrl' | 'uploadId' | 'rewardCents' | 'createdAt'
  >,
): Promise<string> {
  const inserted = await tx.transaction((savepoint) =>
    savepoint.insert(taskSubmissions).values(values).returning({ id: taskSubmissions.id }),
  );
  const submissionId = inserted[0]?.id;
  if (submissionId === undefined) throw new Error('task submission insert returned nothing');
  return submissionId;
}

export async function setSubmissionEarning(tx: Executor, submissionId: string, earningId: string) {
  await tx.update(taskSubmissions).set({ earningId }).where(eq(taskSubmissions.id, submissionId));
}

/** The proof, locked for a decision. */
export async function lockSubmission(tx: Executor, id: string): Promise<SubmissionRow | undefined> {
  const [row] = await tx.select().from(taskSubmissions).where(eq(taskSubmissions.id, id)).for('update');
  return row;
}

export async function decideSubmission(
  tx: Executor,
  id: string,
  decision: Pick<SubmissionRow, 'status' | 'reason' | 'decidedByAdminId' | 'decidedAt'>,
): Promise<void> {
  await tx.update(taskSubmissions).set(decision).where(eq(taskSubmissions.id, id));
}

const statusIs = (status: TaskSubmissionStatus | undefined) =>
  status === undefined ? undefined : eq(taskSubmissions.status, status);

/** One page of proofs (in one status, or all), with their task and member. */
export function submissionPage(
  db: Executor,
  query: { page: number; pageSize: number; status?: TaskSubmissionStatus | undefined },
): Promise<SubmissionWithTaskAndMember[]> {
  return db
    .select(submissionColumns)
    .from(taskSubmissions)
    .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
    .innerJoin(users, eq(users.id, taskSubmissions.userId))
    .where(statusIs(query.status))
    .orderBy(
      // The queue reads oldest first: whoever waited longest is reviewed first.
      query.status === 'PENDING' ? taskSubmissions.createdAt : desc(taskSubmissions.createdAt),
      taskSubmissions.id,
    )
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize));
}

export async function submissionCount(
  db: Executor,
  status: TaskSubmissionStatus | undefined,
): Promise<number> {
  const [totals] = await db.select({ total: count() }).from(taskSubmissions).where(statusIs(status));
  return totals?.total ?? 0;
}

export async function submissionWithTaskAndMember(
  db: Executor,
  id: string,
): Promise<SubmissionWithTaskAndMember | undefined> {
  const [row] = await db
    .select(submissionColumns)
    .from(taskSubmissions)
    .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
    .innerJoin(users, eq(users.id, taskSubmissions.userId))
    .where(eq(taskSubmissions.id, id));
  return row;
}

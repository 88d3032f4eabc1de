import {
  centsToDollars,
  dollarsToCents,
  type AdminTask,
  type CreateTaskBody,
  type TaskSubmissionStatus,
  type UpdateTaskBody,
} from '@earnflow/contracts';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import {
  insertTask,
  lockTask,
  submissionCountsByTask,
  taskCount,
  taskPage,
  updateTask,
  type TaskRow,
} from './tasks.repository';

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

/** The admin's task management: the list with each task's proof counts, creating and editing tasks. */
export function createTaskManagement({ db }: { db: Database }) {
  return {
    async adminTasks(page: number, pageSize: number) {
      const [rows, total] = await Promise.all([taskPage(db, page, pageSize), taskCount(db)]);
      const counts =
        rows.length === 0
          ? []
          : await submissionCountsByTask(
              db,
              rows.map((row) => row.id),
            );
      const countOf = (taskId: string, status: TaskSubmissionStatus) =>
        counts.find((row) => row.taskId === taskId && row.status === status)?.total ?? 0;
      return {
        items: rows.map((row) => toAdminTask(row, countOf(row.id, 'PENDING'), countOf(row.id, 'APPROVED'))),
        total,
        page,
        pageSize,
      };
    },

    async createTask(adminId: string, body: CreateTaskBody): Promise<AdminTask> {
      return inTransaction(db, async (tx) => {
        const row = await insertTask(tx, {
          title: body.title,
          description: body.description,
          rewardCents: dollarsToCents(body.reward) ?? 0,
          isActive: body.isActive ?? true,
        });
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
        const before = await lockTask(tx, id);
        if (before === undefined) throw new NotFoundError('Task not found.');
        const after = await updateTask(tx, id, {
          ...(body.title === undefined ? {} : { title: body.title }),
          ...(body.description === undefined ? {} : { description: body.description }),
          ...(body.reward === undefined ? {} : { rewardCents: dollarsToCents(body.reward) ?? 0 }),
          ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
        });
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
  };
}

import {
  centsToDollars,
  type DecideTaskSubmissionBody,
  type TaskSubmission,
  type TaskSubmissionStatus,
} from '@earnflow/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { decideEarning } from '../earnings/earnings.service';
import { notifyMember } from '../notifications/notifications.service';
import type { UploadLinks } from '../uploads/uploads.links';
import {
  decideSubmission,
  lockSubmission,
  setProgress,
  submissionCount,
  submissionPage,
  submissionWithTaskAndMember,
  taskById,
  type SubmissionWithTaskAndMember,
} from './tasks.repository';

function toSubmission(row: SubmissionWithTaskAndMember): TaskSubmission {
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

/**
 * The admin's review of task proofs: the queue, and the decision on each. Task screenshots are private
 * files, shown through signed, expiring links (`links`).
 */
export function createTaskReview({ db, clock, links }: { db: Database; clock: Clock; links: UploadLinks }) {
  const viewable = async (submission: TaskSubmission): Promise<TaskSubmission> => ({
    ...submission,
    screenshotUrl: await links.view(submission.screenshotUrl),
  });

  return {
    async submissions(query: { page: number; pageSize: number; status?: TaskSubmissionStatus | undefined }) {
      const [rows, total] = await Promise.all([submissionPage(db, query), submissionCount(db, query.status)]);
      return {
        items: await Promise.all(rows.map((row) => viewable(toSubmission(row)))),
        total,
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
        const submission = await lockSubmission(tx, id);
        if (submission === undefined) throw new NotFoundError('Submission not found.');
        if (submission.status !== 'PENDING' || submission.earningId === null) {
          throw new ConflictError(`This submission is already ${submission.status.toLowerCase()}.`);
        }
        const reason = body.status === 'REJECTED' ? (body.reason ?? '').trim() : null;
        await decideEarning(tx, submission.earningId, body.status, now);
        await decideSubmission(tx, id, {
          status: body.status,
          reason,
          decidedByAdminId: adminId,
          decidedAt: now,
        });
        const task = await taskById(tx, submission.taskId);
        const { taskId, userId } = submission;
        if (body.status === 'APPROVED') {
          // Done now, not when the proof was sent.
          await setProgress(tx, { taskId, userId, status: 'completed', completedAt: now, now });
          await notifyMember(tx, {
            userId,
            notice: {
              key: 'taskApproved',
              params: { task: task?.title ?? null, amountCents: submission.rewardCents },
            },
          });
        } else {
          // The member may try again: the card goes back to 'Complete Task'.
          await setProgress(tx, { taskId, userId, status: 'in_progress', completedAt: null, now });
          await notifyMember(tx, {
            userId,
            notice: { key: 'taskRejected', params: { task: task?.title ?? null, reason: reason ?? '' } },
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
        const row = await submissionWithTaskAndMember(tx, id);
        if (row === undefined) throw new Error('submission vanished');
        return viewable(toSubmission(row));
      });
    },
  };
}

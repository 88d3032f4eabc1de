import { z } from 'zod';
import {
  choiceSchema,
  pagedResponseSchema,
  paginationQuerySchema,
  textSchema,
  activeFlagSchema,
} from './common';
import { dollarAmountSchema, userSummarySchema } from './payments';

export const taskProgressStatusSchema = z.enum(['in_progress', 'completed'], {
  error: 'Status must be in_progress or completed.',
});
export type TaskProgressStatus = z.infer<typeof taskProgressStatusSchema>;

export const taskSubmissionStatusSchema = choiceSchema(['PENDING', 'APPROVED', 'REJECTED'], 'status');
export type TaskSubmissionStatus = z.infer<typeof taskSubmissionStatusSchema>;

/**
 * The spec's calls send a userId; the member always comes from the token, and a userId that is not the
 * caller's is refused (403).
 */
const userIdSchema = textSchema().trim().max(100, { error: 'userId is not valid.' }).optional();

/** GET /tasks */
export const taskListQuerySchema = z.object({ userId: userIdSchema });

/** PATCH /tasks/{id}/status */
export const updateTaskStatusBodySchema = z.object({
  status: taskProgressStatusSchema,
  userId: userIdSchema,
});
export type UpdateTaskStatusBody = z.input<typeof updateTaskStatusBodySchema>;

/** POST /tasks/verify */
export const verifyTaskBodySchema = z.object({
  taskId: z.uuid({ error: 'Task not found.' }),
  screenshotUrl: textSchema({ error: 'Screenshot URL is required.' })
    .trim()
    .min(1, { error: 'Screenshot URL is required.' })
    .max(2048, { error: 'Screenshot URL is too long.' }),
  userId: userIdSchema,
});
export type VerifyTaskBody = z.input<typeof verifyTaskBodySchema>;

/**
 * The progress of a task whose proof waits for review: further than started (50), not done (100, which
 * comes with the admin's approval).
 */
export const TASK_PROGRESS_IN_REVIEW = 75;

/**
 * A task as the member sees it, with the spec's completed flag, progress and TaskProgress. Completed
 * (true, 100, TaskProgress completed) only once an admin approved the proof; while the latest proof waits
 * for review it is in_progress at TASK_PROGRESS_IN_REVIEW, and `submission` says PENDING.
 */
export const memberTaskSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  rewardAmount: z.number(),
  completed: z.boolean(),
  progress: z.number(),
  TaskProgress: z.array(z.object({ status: taskProgressStatusSchema, completedAt: z.string().nullable() })),
  /** The latest proof's review: PENDING until an admin decides; null before any proof. */
  submission: z.object({ status: taskSubmissionStatusSchema, reason: z.string().nullable() }).nullable(),
});
export type MemberTask = z.infer<typeof memberTaskSchema>;
export const memberTaskListSchema = z.array(memberTaskSchema);

export const taskStatusResultSchema = z.object({
  taskId: z.uuid(),
  status: taskProgressStatusSchema,
  progress: z.number(),
  completedAt: z.string().nullable(),
});
export type TaskStatusResult = z.infer<typeof taskStatusResultSchema>;

export const verifyTaskResultSchema = z.object({
  message: z.string(),
  submissionId: z.uuid(),
  status: taskSubmissionStatusSchema,
});
export type VerifyTaskResult = z.infer<typeof verifyTaskResultSchema>;

const taskFields = {
  title: textSchema({ error: 'Title is required.' })
    .trim()
    .min(1, { error: 'Title is required.' })
    .max(120, { error: 'Title must be at most 120 characters.' }),
  description: textSchema({ error: 'Description is required.' })
    .trim()
    .min(1, { error: 'Description is required.' })
    .max(2000, { error: 'Description must be at most 2,000 characters.' }),
  reward: dollarAmountSchema('Reward', 10_000),
  isActive: activeFlagSchema,
};

/** POST /admin/tasks */
export const createTaskBodySchema = z.object(taskFields);
export type CreateTaskBody = z.input<typeof createTaskBodySchema>;

/** PATCH /admin/tasks/{id} */
export const updateTaskBodySchema = z
  .object({
    title: taskFields.title.optional(),
    description: taskFields.description.optional(),
    reward: taskFields.reward.optional(),
    isActive: taskFields.isActive,
  })
  .refine((body) => Object.keys(body).length > 0, {
    error: 'Nothing to update.',
  });
export type UpdateTaskBody = z.input<typeof updateTaskBodySchema>;

export const adminTaskSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  reward: z.number(),
  isActive: z.boolean(),
  pendingReviews: z.number().int(),
  approved: z.number().int(),
  createdAt: z.string(),
});
export type AdminTask = z.infer<typeof adminTaskSchema>;
export const adminTaskPageSchema = pagedResponseSchema(adminTaskSchema);
export const adminTaskListQuerySchema = paginationQuerySchema;

/** GET /task-submissions (admin): the review queue. */
export const taskSubmissionListQuerySchema = paginationQuerySchema.extend({
  status: taskSubmissionStatusSchema.optional(),
});

export const taskSubmissionSchema = z.object({
  id: z.uuid(),
  task: z.object({ id: z.uuid(), title: z.string() }),
  user: userSummarySchema,
  screenshotUrl: z.string(),
  reward: z.number(),
  status: taskSubmissionStatusSchema,
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TaskSubmission = z.infer<typeof taskSubmissionSchema>;
export const taskSubmissionPageSchema = pagedResponseSchema(taskSubmissionSchema);

/** PATCH /task-submissions/{id}/status (admin): a rejection says why. */
export const decideTaskSubmissionBodySchema = z
  .object({
    status: z.enum(['APPROVED', 'REJECTED'], { error: 'Status must be APPROVED or REJECTED.' }),
    reason: textSchema().trim().max(500, { error: 'Reason must be at most 500 characters.' }).optional(),
  })
  .refine((body) => body.status === 'APPROVED' || (body.reason ?? '') !== '', {
    error: 'Give the member a reason for the rejection.',
  });
export type DecideTaskSubmissionBody = z.input<typeof decideTaskSubmissionBodySchema>;

import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ForbiddenError } from '../../lib/errors';
import type { UploadLinks } from '../uploads/uploads.links';
import { createMemberTasks } from './tasks-member';
import { createTaskManagement } from './tasks-management';
import { createTaskReview } from './tasks-review';

// What other code reads of this module's queries: it imports it from here, not from the repository.
export { memberProgressQuery, memberSubmissionsQuery } from './tasks.repository';

/**
 * The spec's task calls carry a userId; the member is always the token's, and any other userId is
 * refused rather than obeyed or ignored.
 */
export function requireSameMember(callerId: string, userId: string | undefined): void {
  if (userId !== undefined && userId !== callerId) {
    throw new ForbiddenError('You can only see and change your own tasks.');
  }
}

/**
 * The tasks service: the member's tasks and proofs (tasks-member), the admin's task management
 * (tasks-management) and the admin's review of proofs (tasks-review).
 */
export function createTasksService(deps: { db: Database; clock: Clock; links: UploadLinks }) {
  return {
    ...createMemberTasks(deps),
    ...createTaskManagement(deps),
    ...createTaskReview(deps),
  };
}
export type TasksService = ReturnType<typeof createTasksService>;

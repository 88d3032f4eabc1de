import {
  adminTaskPageSchema,
  adminTaskSchema,
  taskSubmissionPageSchema,
  taskSubmissionSchema,
  type CreateTaskBody,
  type DecideTaskSubmissionBody,
  type UpdateTaskBody,
} from '@earnflow/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';

export const ADMIN_TASKS_PAGE_SIZE = 20;
export const adminTaskKeys = {
  tasks: ['admin', 'tasks'],
  submissions: ['admin', 'task-submissions'],
} as const;

export function useAdminTasks(page: number) {
  return useQuery({
    queryKey: [...adminTaskKeys.tasks, page],
    queryFn: ({ signal }) =>
      apiFetch(withQuery('/admin/tasks', { page, pageSize: ADMIN_TASKS_PAGE_SIZE }), {
        auth: 'admin',
        schema: adminTaskPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: CreateTaskBody | UpdateTaskBody }) =>
      apiFetch(id ? `/admin/tasks/${encodeURIComponent(id)}` : '/admin/tasks', {
        method: id ? 'PATCH' : 'POST',
        auth: 'admin',
        body,
        schema: adminTaskSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminTaskKeys.tasks }),
  });
}

/** GET /task-submissions?status=PENDING: proofs waiting for review, oldest first. */
export function usePendingSubmissions(page: number) {
  return useQuery({
    queryKey: [...adminTaskKeys.submissions, 'PENDING', page],
    queryFn: ({ signal }) =>
      apiFetch(withQuery('/task-submissions', { status: 'PENDING', page, pageSize: ADMIN_TASKS_PAGE_SIZE }), {
        auth: 'admin',
        schema: taskSubmissionPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: DecideTaskSubmissionBody }) =>
      apiFetch(`/task-submissions/${encodeURIComponent(id)}/status`, {
        method: 'PATCH',
        auth: 'admin',
        body,
        schema: taskSubmissionSchema,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminTaskKeys.submissions }),
        queryClient.invalidateQueries({ queryKey: adminTaskKeys.tasks }),
      ]),
  });
}

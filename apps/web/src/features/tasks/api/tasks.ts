import { memberTaskListSchema, taskStatusResultSchema, verifyTaskResultSchema } from '@earnflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveOpen } from '@/hooks/use-live';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const taskKeys = { list: queryKeys.tasks } as const;

/**
 * While a proof waits for review and the event stream is not open (its decision event says when), the list
 * is read again this often, so its card turns when decided.
 */
export const TASKS_REVIEW_POLL_MS = 30_000;

/** GET /tasks: the member comes from the token (design §8), so no userId is sent. */
export function useTasks() {
  const liveOpen = useLiveOpen();
  return useQuery({
    queryKey: taskKeys.list,
    queryFn: ({ signal }) => apiFetch('/tasks', { auth: 'member', schema: memberTaskListSchema, signal }),
    refetchInterval: (query) =>
      !liveOpen && query.state.data?.some((task) => task.submission?.status === 'PENDING')
        ? TASKS_REVIEW_POLL_MS
        : false,
  });
}

export function updateTaskStatus({ id, status }: { id: string; status: 'in_progress' | 'completed' }) {
  return apiFetch(`/tasks/${id}/status`, {
    method: 'PATCH',
    auth: 'member',
    body: { status },
    schema: taskStatusResultSchema,
  });
}

export function useUpdateTaskStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTaskStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.list }),
  });
}

export function verifyTask(body: { taskId: string; screenshotUrl: string }) {
  return apiFetch('/tasks/verify', { method: 'POST', auth: 'member', body, schema: verifyTaskResultSchema });
}

/** POST /tasks/verify: the proof puts a pending reward in the earnings history. */
export function useVerifyTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.earnings }),
  });
}

import {
  rewardSettingsSchema,
  spinSegmentListSchema,
  type SpinSegmentBody,
  type UpdateRewardSettingsBody,
} from '@earnflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const adminSpinKeys = {
  segments: ['admin', 'spin-segments'],
  settings: ['admin', 'reward-settings'],
} as const;

/** GET /spin/segments: the whole wheel, in order. */
export function useSpinSegments() {
  return useQuery({
    queryKey: adminSpinKeys.segments,
    queryFn: ({ signal }) =>
      apiFetch('/spin/segments', { auth: 'admin', schema: spinSegmentListSchema, signal }),
  });
}

export function saveSpinSegment({ id, body }: { id?: string | undefined; body: SpinSegmentBody }) {
  return apiFetch(id ? `/spin/segments/${encodeURIComponent(id)}` : '/spin/segments', {
    method: id ? 'PATCH' : 'POST',
    auth: 'admin',
    body,
    schema: spinSegmentListSchema,
  });
}

export function deleteSpinSegment(id: string) {
  return apiFetch(`/spin/segments/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: 'admin',
    schema: spinSegmentListSchema,
  });
}

export function useSpinSegmentMutations() {
  const queryClient = useQueryClient();
  const onSuccess = (segments: Awaited<ReturnType<typeof saveSpinSegment>>) => {
    queryClient.setQueryData(adminSpinKeys.segments, segments);
  };
  return {
    save: useMutation({ mutationFn: saveSpinSegment, onSuccess }),
    remove: useMutation({ mutationFn: deleteSpinSegment, onSuccess }),
  };
}

/** GET /reward-settings: spins per day and the referral commission. */
export function useRewardSettings() {
  return useQuery({
    queryKey: adminSpinKeys.settings,
    queryFn: ({ signal }) =>
      apiFetch('/reward-settings', { auth: 'admin', schema: rewardSettingsSchema, signal }),
  });
}

export function useUpdateRewardSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRewardSettingsBody) =>
      apiFetch('/reward-settings', { method: 'PATCH', auth: 'admin', body, schema: rewardSettingsSchema }),
    onSuccess: (settings) => queryClient.setQueryData(adminSpinKeys.settings, settings),
  });
}

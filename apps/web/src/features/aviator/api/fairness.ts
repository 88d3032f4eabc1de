import { aviatorFairnessSchema, type AviatorClientSeedBody } from '@earnflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const fairnessKey = [...queryKeys.aviator, 'fairness'];

/** GET /aviator/fairness: the hash of the next round's server seed, the client seed, the next nonce. */
export function useFairness() {
  return useQuery({
    queryKey: fairnessKey,
    queryFn: () => apiFetch('/aviator/fairness', { auth: 'member', schema: aviatorFairnessSchema }),
  });
}

/** PUT /aviator/fairness/client-seed: the member's own seed for their next rounds. */
export function useChangeClientSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AviatorClientSeedBody) =>
      apiFetch('/aviator/fairness/client-seed', {
        method: 'PUT',
        auth: 'member',
        body,
        schema: aviatorFairnessSchema,
      }),
    onSuccess: (fairness) => {
      queryClient.setQueryData(fairnessKey, fairness);
    },
  });
}

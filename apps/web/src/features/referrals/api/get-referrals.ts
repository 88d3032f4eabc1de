import { referralsSchema } from '@earnflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export function useReferrals() {
  return useQuery({
    queryKey: ['referrals'],
    queryFn: ({ signal }) => apiFetch('/referrals', { auth: 'member', schema: referralsSchema, signal }),
  });
}

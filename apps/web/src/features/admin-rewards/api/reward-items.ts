import {
  bonusVideoPageSchema,
  bonusVideoSchema,
  rewardAdPageSchema,
  rewardAdSchema,
  type BonusVideoBody,
  type RewardAdBody,
} from '@earnflow/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { postUpload } from '@/lib/upload-file';
import { apiFetch } from '@/lib/api-client';
import { withQuery } from '@/lib/query-string';
import { queryKeys } from '@/lib/query-keys';

export type RewardItemKind = 'ads' | 'videos';

const paths: Record<RewardItemKind, string> = { ads: '/reward-ads', videos: '/video-bonus' };
const keys = { ads: queryKeys.adminRewardAds, videos: queryKeys.adminVideos } as const;

export const REWARD_ITEMS_PAGE_SIZE = 10;

/** GET /reward-ads or /video-bonus: one page, newest first, paged by the server. */
export function useRewardItems(kind: RewardItemKind, page: number) {
  return useQuery({
    queryKey: [...keys[kind], page],
    queryFn: ({ signal }) =>
      kind === 'ads'
        ? apiFetch(withQuery(paths.ads, { page, pageSize: REWARD_ITEMS_PAGE_SIZE }), {
            auth: 'admin',
            schema: rewardAdPageSchema,
            signal,
          })
        : apiFetch(withQuery(paths.videos, { page, pageSize: REWARD_ITEMS_PAGE_SIZE }), {
            auth: 'admin',
            schema: bonusVideoPageSchema,
            signal,
          }),
    placeholderData: keepPreviousData,
  });
}

export type RewardItemBody = RewardAdBody & Partial<Pick<BonusVideoBody, 'bonus'>>;

export function saveRewardItem(kind: RewardItemKind, id: string | null, body: RewardItemBody) {
  return apiFetch(id === null ? paths[kind] : `${paths[kind]}/${encodeURIComponent(id)}`, {
    method: id === null ? 'POST' : 'PATCH',
    auth: 'admin',
    body,
    schema: kind === 'ads' ? rewardAdSchema : bonusVideoSchema,
  });
}

/** Create or edit an ad or a video; the list reloads afterwards. */
export function useSaveRewardItem(kind: RewardItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: RewardItemBody }) => saveRewardItem(kind, id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys[kind] }),
  });
}

export function useDeleteRewardItem(kind: RewardItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`${paths[kind]}/${encodeURIComponent(id)}`, { method: 'DELETE', auth: 'admin' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys[kind] }),
  });
}

/** POST /admin/upload: an ad's image or video; answers its address. */
export function useUploadAdminMedia() {
  return useMutation({ mutationFn: (file: File) => postUpload('/admin/upload', file) });
}

import {
  adjustBalanceResponseSchema,
  adminMemberDetailSchema,
  adminMemberPageSchema,
  memberActivityPageSchema,
  messageResponseSchema,
  type AdjustBalanceBody,
  type UserStatus,
  type MemberActivityKind,
  type UpdateMemberStatusBody,
} from '@earnflow/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { idempotencyHeaders, type MoneyRequest } from '@/lib/idempotency';
import { withQuery } from '@/lib/query-string';
import { queryKeys } from '@/lib/query-keys';

export const MEMBERS_PAGE_SIZE = 20;
export const ACTIVITY_PAGE_SIZE = 10;

export interface MembersListQuery {
  page: number;
  sort: 'newest' | 'oldest' | 'name';
  search?: string;
  status?: UserStatus;
  /** Only members linked to another account. */
  linked?: 'true';
}

const memberPath = (id: string) => `/users/${encodeURIComponent(id)}`;

/** GET /users: server-paged, searched, filtered and sorted. */
export function useMembers(query: MembersListQuery) {
  return useQuery({
    queryKey: [...queryKeys.adminMembers, 'list', query],
    queryFn: ({ signal }) =>
      apiFetch(withQuery('/users', { ...query, pageSize: MEMBERS_PAGE_SIZE }), {
        auth: 'admin',
        schema: adminMemberPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /users/{id}: a member's page. */
export function useMember(id: string) {
  return useQuery({
    queryKey: [...queryKeys.adminMembers, id],
    queryFn: ({ signal }) =>
      apiFetch(memberPath(id), { auth: 'admin', schema: adminMemberDetailSchema, signal }),
  });
}

/** GET /users/{id}/activity/{kind}: one paged list of the member's page. */
export function useMemberActivity(id: string, kind: MemberActivityKind, page: number) {
  return useQuery({
    queryKey: [...queryKeys.adminMembers, id, kind, page],
    queryFn: ({ signal }) =>
      apiFetch(withQuery(`${memberPath(id)}/activity/${kind}`, { page, pageSize: ACTIVITY_PAGE_SIZE }), {
        auth: 'admin',
        schema: memberActivityPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshMembers() {
  const queryClient = useQueryClient();
  return async () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.adminLedger });
    void queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog });
    await queryClient.invalidateQueries({ queryKey: queryKeys.adminMembers });
  };
}

/** PATCH /users/{id}/status: suspend (signs them out everywhere) or reactivate, with a reason. */
export function useUpdateMemberStatus(id: string) {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (body: UpdateMemberStatusBody) =>
      apiFetch(`${memberPath(id)}/status`, {
        method: 'PATCH',
        auth: 'admin',
        body,
        schema: adminMemberDetailSchema,
      }),
    onSettled: refresh,
  });
}

/** POST /users/{id}/adjust-balance with one Idempotency-Key per submission. */
export function useAdjustBalance(id: string) {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: MoneyRequest<AdjustBalanceBody>) =>
      apiFetch(`${memberPath(id)}/adjust-balance`, {
        method: 'POST',
        auth: 'admin',
        body,
        headers: idempotencyHeaders(idempotencyKey),
        schema: adjustBalanceResponseSchema,
      }),
    onSettled: refresh,
  });
}

/** POST /users/{id}/resend-verification. */
export function useResendVerification(id: string) {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: () =>
      apiFetch(`${memberPath(id)}/resend-verification`, {
        method: 'POST',
        auth: 'admin',
        schema: messageResponseSchema,
      }),
    onSettled: refresh,
  });
}

/** POST /users/{id}/sign-out-all, with a reason. */
export function useSignOutMember(id: string) {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (reason: string) =>
      apiFetch(`${memberPath(id)}/sign-out-all`, { method: 'POST', auth: 'admin', body: { reason } }),
    onSettled: refresh,
  });
}

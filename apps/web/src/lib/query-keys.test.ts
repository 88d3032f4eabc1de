import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { memberQueryKeys, queryKeys } from './query-keys';

// The text of every file that declares queries, to find the keys written out in place.
const queryFiles = import.meta.glob<string>(['../features/*/api/*.ts', '../hooks/*.ts', '!**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The first segment of each key written as a literal array ("queryKey: ['tasks']", "= ['admin', 'x']"). */
function literalKeyRoots(): string[] {
  const roots = Object.values(queryFiles).flatMap((text) =>
    [...text.matchAll(/(?<=[:=(,]\s*)\[\s*'([a-z][a-z-]*)'/g)].map((match) => match[1] ?? ''),
  );
  return [...new Set(roots)];
}

/** What signing in or out does with the cache (features/auth). */
function removeMemberQueries(queryClient: QueryClient) {
  for (const queryKey of memberQueryKeys) queryClient.removeQueries({ queryKey });
}

function cachedKeys(queryClient: QueryClient): QueryKey[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);
}

describe('memberQueryKeys', () => {
  it('finds the keys written out in the feature files', () => {
    expect(literalKeyRoots()).toEqual(expect.arrayContaining(['admin', 'payment-methods', 'referrals']));
  });

  it('leaves nothing of one member for the next after a sign-out, and keeps the admin console', () => {
    const queryClient = new QueryClient();
    const memberKeys: QueryKey[] = [
      ['spin', 'state'],
      ['spin', 'history', { startDate: '2026-01-01' }, 20],
      ['tasks'],
      ['referrals'],
      ['offers'],
      ['payment-methods'],
      ['chat', 'member', 'public'],
      ...Object.values(queryKeys).filter(([root]) => root !== 'admin'),
      ...literalKeyRoots()
        .filter((root) => root !== 'admin')
        .map((root) => [root, 'history']),
    ];
    const adminKeys: QueryKey[] = [queryKeys.adminMe, [...queryKeys.adminDeposits, 1], ['admin', 'tasks', 2]];
    for (const queryKey of [...memberKeys, ...adminKeys]) queryClient.setQueryData(queryKey, 'cached');

    removeMemberQueries(queryClient);

    expect(cachedKeys(queryClient)).toEqual(adminKeys);
  });
});

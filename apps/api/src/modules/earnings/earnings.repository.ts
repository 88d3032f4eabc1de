import { and, eq } from 'drizzle-orm';
import type { EarningsHistoryFilters } from '@earnflow/contracts';
import { centsToDollars } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { earnings } from '../../db/schema';
import { keyset, keysetPage } from '../../lib/keyset';
import { createdBetween } from '../../lib/list-filters';

const earningKeyset = keyset({ createdAt: earnings.createdAt, id: earnings.id, idType: 'uuid' });

/** One page of the member's own earnings, newest first, filtered by source, status and dates. */
export async function memberEarningsHistory(db: Executor, userId: string, query: EarningsHistoryFilters) {
  const rows = await db
    .select({ earning: earnings, position: earningKeyset.position })
    .from(earnings)
    .where(
      and(
        eq(earnings.userId, userId),
        query.source === undefined ? undefined : eq(earnings.source, query.source),
        query.status === undefined ? undefined : eq(earnings.status, query.status),
        ...createdBetween(earnings.createdAt, query.startDate, query.endDate),
        earningKeyset.after(query.cursor),
      ),
    )
    .orderBy(...earningKeyset.orderBy)
    .limit(query.limit + 1);
  return keysetPage(
    rows,
    query.limit,
    (row) => row.earning.id,
    ({ earning }) => ({
      id: earning.id,
      amount: centsToDollars(earning.amount),
      status: earning.status,
      source: earning.source,
      description: earning.description,
      createdAt: earning.createdAt.toISOString(),
    }),
  );
}

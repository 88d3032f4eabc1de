import { asc, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { centsToDollars, type AdNetworkDayStats } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { adNetworks } from '../../db/schema';
import { addBusinessDays, BUSINESS_TIME_ZONE, businessDay, businessDayStart } from '../../lib/business-day';

const statsRow = z.object({
  network_id: z.string(),
  network_name: z.string(),
  day: z.string(),
  completions: z.coerce.number(),
  reversals: z.coerce.number(),
  paid: z.coerce.number(),
  got: z.coerce.number(),
});

/**
 * Per network and Karachi day (the last `days` of them, today included): completions, reversals, what the network paid and what members got (a
 * reversal subtracts both on its own day), newest day first.
 */
export async function networkDayStats(
  db: Executor,
  now: Date,
  days: number,
  networkId?: string,
): Promise<AdNetworkDayStats[]> {
  // Whole Karachi days: today and the days - 1 before it.
  const since = businessDayStart(addBusinessDays(businessDay(now), 1 - days));
  const ofNetwork = networkId === undefined ? sql`` : sql`and network_id = ${networkId}::uuid`;
  const result: unknown = await db.execute(sql`
    with events as (
      select network_id, credited_at as at, 1 as completions, 0 as reversals, payout_cents as paid,
        reward_cents as got
      from offer_conversions where credited_at >= ${since.toISOString()}::timestamptz ${ofNetwork}
      union all
      select network_id, reversed_at, 0, 1, -payout_cents, -reward_cents
      from offer_conversions where reversed_at >= ${since.toISOString()}::timestamptz ${ofNetwork}
    )
    select n.id as network_id, n.name as network_name,
      to_char((e.at at time zone ${BUSINESS_TIME_ZONE})::date, 'YYYY-MM-DD') as day,
      sum(e.completions) as completions, sum(e.reversals) as reversals, sum(e.paid) as paid,
      sum(e.got) as got
    from events e join ad_networks n on n.id = e.network_id
    group by n.id, n.name, 3
    order by 3 desc, n.name`);
  return z
    .object({ rows: z.array(statsRow) })
    .parse(result)
    .rows.map((row) => ({
      networkId: row.network_id,
      networkName: row.network_name,
      day: row.day,
      completions: row.completions,
      reversals: row.reversals,
      networkPaid: centsToDollars(row.paid),
      membersGot: centsToDollars(row.got),
      margin: centsToDollars(row.paid - row.got),
    }));
}

/** The networks operators have connected and not deleted, by name. */
export async function listedNetworkNames(db: Executor): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: adNetworks.id, name: adNetworks.name })
    .from(adNetworks)
    .where(isNull(adNetworks.deletedAt))
    .orderBy(asc(adNetworks.name), asc(adNetworks.id));
}

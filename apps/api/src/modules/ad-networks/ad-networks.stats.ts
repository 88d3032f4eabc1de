import { centsToDollars, type AdNetworkDayStats } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { addBusinessDays, businessDay, businessDayStart } from '../../lib/business-day';
import { networkDayStatRows } from './ad-networks.repository';

export { listedNetworkNames } from './ad-networks.repository';

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
  const rows = await networkDayStatRows(db, since, networkId);
  return rows.map((row) => ({
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

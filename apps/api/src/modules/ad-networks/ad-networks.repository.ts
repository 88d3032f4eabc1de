import { and, asc, count, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { adNetworks, adPostbacks, earnings, offerConversions, users } from '../../db/schema';
import { BUSINESS_TIME_ZONE } from '../../lib/business-day';

export type NetworkRow = typeof adNetworks.$inferSelect;
export type Conversion = typeof offerConversions.$inferSelect;

const listed = (id: string) => and(eq(adNetworks.id, id), isNull(adNetworks.deletedAt));

/** The networks operators have connected and not deleted, by name. */
export async function listedNetworks(db: Executor): Promise<NetworkRow[]> {
  return db
    .select()
    .from(adNetworks)
    .where(isNull(adNetworks.deletedAt))
    .orderBy(asc(adNetworks.name), asc(adNetworks.id));
}

/** The names of the networks operators have connected and not deleted, by name. */
export async function listedNetworkNames(db: Executor): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: adNetworks.id, name: adNetworks.name })
    .from(adNetworks)
    .where(isNull(adNetworks.deletedAt))
    .orderBy(asc(adNetworks.name), asc(adNetworks.id));
}

export async function findListedNetwork(db: Executor, id: string): Promise<NetworkRow | undefined> {
  const [row] = await db.select().from(adNetworks).where(listed(id));
  return row;
}

export async function findListedNetworkForUpdate(tx: Executor, id: string): Promise<NetworkRow | undefined> {
  const [row] = await tx.select().from(adNetworks).where(listed(id)).for('update');
  return row;
}

export async function findNetworkBySlug(db: Executor, slug: string): Promise<NetworkRow | undefined> {
  const [row] = await db.select().from(adNetworks).where(eq(adNetworks.slug, slug));
  return row;
}

export async function insertNetwork(
  tx: Executor,
  values: typeof adNetworks.$inferInsert,
): Promise<NetworkRow | undefined> {
  const [row] = await tx.insert(adNetworks).values(values).returning();
  return row;
}

export async function updateNetwork(
  tx: Executor,
  id: string,
  values: Partial<typeof adNetworks.$inferInsert>,
): Promise<NetworkRow | undefined> {
  const [row] = await tx.update(adNetworks).set(values).where(eq(adNetworks.id, id)).returning();
  return row;
}

/** Takes a network off the operators' list and stops its postbacks; the row and its slug stay. */
export async function markNetworkDeleted(tx: Executor, id: string, now: Date): Promise<void> {
  await tx
    .update(adNetworks)
    .set({ isActive: false, deletedAt: now, updatedAt: now })
    .where(eq(adNetworks.id, id));
}

/** Active networks with an offerwall, by name. */
export async function activeOfferwallNetworks(db: Executor): Promise<NetworkRow[]> {
  return db
    .select()
    .from(adNetworks)
    .where(and(eq(adNetworks.isActive, true), isNotNull(adNetworks.offerwallUrl)))
    .orderBy(asc(adNetworks.name));
}

export async function memberAccountNumber(db: Executor, userId: string): Promise<string | undefined> {
  const [member] = await db
    .select({ accountNumber: users.accountNumber })
    .from(users)
    .where(eq(users.id, userId));
  return member?.accountNumber;
}

export async function memberIdByAccountNumber(
  db: Executor,
  accountNumber: string,
): Promise<{ id: string } | undefined> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.accountNumber, accountNumber));
  return member;
}

/** One page of a network's postbacks, newest first. */
export async function networkPostbacks(db: Executor, networkId: string, limit: number, offset: number) {
  return db
    .select()
    .from(adPostbacks)
    .where(eq(adPostbacks.networkId, networkId))
    .orderBy(desc(adPostbacks.receivedAt), desc(adPostbacks.id))
    .limit(limit)
    .offset(offset);
}

export async function networkPostbackCount(db: Executor, networkId: string): Promise<number> {
  const [totals] = await db
    .select({ total: count() })
    .from(adPostbacks)
    .where(eq(adPostbacks.networkId, networkId));
  return totals?.total ?? 0;
}

export async function insertPostback(db: Executor, values: typeof adPostbacks.$inferInsert): Promise<void> {
  await db.insert(adPostbacks).values(values);
}

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
 * Per network and Karachi day since `since`: completions, reversals, what the network paid and what
 * members got in cents (a reversal subtracts both on its own day), newest day first.
 */
export async function networkDayStatRows(db: Executor, since: Date, networkId?: string) {
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
  return z.object({ rows: z.array(statsRow) }).parse(result).rows;
}

const oneTransaction = (networkId: string, transactionId: string) =>
  and(eq(offerConversions.networkId, networkId), eq(offerConversions.transactionId, transactionId));

/** Inserts the network transaction's row unless it has one already; answers the new row, or undefined. */
export async function insertConversionOnce(
  tx: Executor,
  values: typeof offerConversions.$inferInsert,
): Promise<Conversion | undefined> {
  const [inserted] = await tx
    .insert(offerConversions)
    .values(values)
    .onConflictDoNothing({ target: [offerConversions.networkId, offerConversions.transactionId] })
    .returning();
  return inserted;
}

export async function conversionStatus(tx: Executor, networkId: string, transactionId: string) {
  const [existing] = await tx
    .select({ status: offerConversions.status })
    .from(offerConversions)
    .where(oneTransaction(networkId, transactionId));
  return existing?.status;
}

/** Records a reversal that came before its credit, unless the transaction has a row; answers whether it did. */
export async function insertReversedFirstOnce(
  tx: Executor,
  values: typeof offerConversions.$inferInsert,
): Promise<boolean> {
  const [first] = await tx
    .insert(offerConversions)
    .values(values)
    .onConflictDoNothing({ target: [offerConversions.networkId, offerConversions.transactionId] })
    .returning({ id: offerConversions.id });
  return first !== undefined;
}

export async function findConversionForUpdate(
  tx: Executor,
  networkId: string,
  transactionId: string,
): Promise<Conversion | undefined> {
  const [conversion] = await tx
    .select()
    .from(offerConversions)
    .where(oneTransaction(networkId, transactionId))
    .for('update');
  return conversion;
}

export async function setConversionEarning(tx: Executor, conversionId: string, earningId: string) {
  await tx.update(offerConversions).set({ earningId }).where(eq(offerConversions.id, conversionId));
}

export async function markConversionReversed(tx: Executor, conversionId: string, now: Date) {
  await tx
    .update(offerConversions)
    .set({ status: 'REVERSED', reversedAt: now })
    .where(eq(offerConversions.id, conversionId));
}

/** Rejects the conversion's earning if it still has this status. */
export async function rejectConversionEarning(
  tx: Executor,
  earningId: string,
  status: 'PENDING' | 'APPROVED',
  now: Date,
): Promise<void> {
  await tx
    .update(earnings)
    .set({ status: 'REJECTED', decidedAt: now })
    .where(and(eq(earnings.id, earningId), eq(earnings.status, status)));
}

/** HELD → RELEASED, once (conditional): answers the released row, or undefined. */
export async function releaseHeldConversion(tx: Executor, conversionId: string) {
  const [released] = await tx
    .update(offerConversions)
    .set({ status: 'RELEASED' })
    .where(and(eq(offerConversions.id, conversionId), eq(offerConversions.status, 'HELD')))
    .returning();
  return released;
}

/** PENDING → APPROVED for the held reward's earning, on `day`: answers the earning, or undefined. */
export async function approvePendingEarning(tx: Executor, earningId: string, now: Date, day: string) {
  const [earning] = await tx
    .update(earnings)
    .set({ status: 'APPROVED', decidedAt: now, businessDay: day })
    .where(and(eq(earnings.id, earningId), eq(earnings.status, 'PENDING')))
    .returning();
  return earning;
}

/** Held rewards whose hold has ended by `now`, oldest first, locked for this transaction (others skip them). */
export async function dueConversions(tx: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ id: offerConversions.id })
    .from(offerConversions)
    .where(and(eq(offerConversions.status, 'HELD'), lte(offerConversions.releaseAt, now)))
    .orderBy(asc(offerConversions.releaseAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

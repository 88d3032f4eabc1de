import { and, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hotOffers } from '../../db/schema';
import { pageOffset } from '../../lib/list-filters';

export type OfferRow = typeof hotOffers.$inferSelect;
type OfferFields = Pick<
  OfferRow,
  'title' | 'description' | 'imageUrl' | 'link' | 'isActive' | 'startsAt' | 'endsAt'
>;

/** One page of all offers, newest first. */
export function offerPage(db: Executor, page: number, pageSize: number): Promise<OfferRow[]> {
  return db
    .select()
    .from(hotOffers)
    .orderBy(desc(hotOffers.createdAt), desc(hotOffers.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
}

export async function offerCount(db: Executor): Promise<number> {
  const [totals] = await db.select({ total: count() }).from(hotOffers);
  return totals?.total ?? 0;
}

/** Active offers whose window (if any) holds at `now`, newest first, at most 100. */
export function liveOffers(db: Executor, now: Date): Promise<OfferRow[]> {
  return db
    .select()
    .from(hotOffers)
    .where(
      and(
        eq(hotOffers.isActive, true),
        or(isNull(hotOffers.startsAt), lte(hotOffers.startsAt, now)),
        or(isNull(hotOffers.endsAt), gt(hotOffers.endsAt, now)),
      ),
    )
    .orderBy(desc(hotOffers.createdAt), desc(hotOffers.id))
    .limit(100);
}

export async function insertOffer(tx: Executor, values: OfferFields): Promise<OfferRow> {
  const [row] = await tx.insert(hotOffers).values(values).returning();
  if (row === undefined) throw new Error('offer insert returned nothing');
  return row;
}

/** The offer, locked for an edit. */
export async function lockOffer(tx: Executor, id: string): Promise<OfferRow | undefined> {
  const [row] = await tx.select().from(hotOffers).where(eq(hotOffers.id, id)).for('update');
  return row;
}

/** Writes the given fields of an offer (and its updated time). */
export async function updateOffer(
  tx: Executor,
  id: string,
  changes: Partial<OfferFields>,
): Promise<OfferRow> {
  const [row] = await tx
    .update(hotOffers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(hotOffers.id, id))
    .returning();
  if (row === undefined) throw new Error('offer update returned nothing');
  return row;
}

/** Deletes the offer; undefined when there was none. */
export async function deleteOffer(tx: Executor, id: string): Promise<OfferRow | undefined> {
  const [row] = await tx.delete(hotOffers).where(eq(hotOffers.id, id)).returning();
  return row;
}

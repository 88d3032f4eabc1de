import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { SpinHistoryQuery } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { builtOnce } from '../../db/statements';
import { rewardSettings, spinSegments, spins, users } from '../../db/schema';
import { keyset } from '../../lib/keyset';
import { createdBetween } from '../../lib/list-filters';
import { payRewardBuiltOnce, type RewardInput } from '../earnings/earnings.service';
import {
  SessionNotLiveError,
  statementSessionIsLive,
  statementSessionPlaceholders,
  type StatementSession,
} from '../sessions/statement-session';

export type SegmentRow = typeof spinSegments.$inferSelect;

/** What an admin sets of a segment; the position and timestamps are the repository's. */
export type SegmentValues = Pick<SegmentRow, 'label' | 'prizeCents' | 'weight' | 'colour' | 'isActive'>;

/** Every segment, in wheel order. */
export async function allSegments(db: Executor): Promise<SegmentRow[]> {
  return db.select().from(spinSegments).orderBy(asc(spinSegments.position), asc(spinSegments.createdAt));
}

/** A new segment, placed after the segments there are. */
export async function insertSegment(tx: Executor, values: SegmentValues): Promise<SegmentRow> {
  const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(spinSegments);
  const [row] = await tx
    .insert(spinSegments)
    .values({ ...values, position: total })
    .returning();
  if (row === undefined) throw new Error('segment insert returned nothing');
  return row;
}

/** The segment, locked until the caller's transaction ends. */
export async function lockSegment(tx: Executor, id: string): Promise<SegmentRow | undefined> {
  const [row] = await tx.select().from(spinSegments).where(eq(spinSegments.id, id)).for('update');
  return row;
}

export async function updateSegment(
  tx: Executor,
  id: string,
  changes: Partial<SegmentValues>,
): Promise<SegmentRow> {
  const [row] = await tx
    .update(spinSegments)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(spinSegments.id, id))
    .returning();
  if (row === undefined) throw new Error('segment update returned nothing');
  return row;
}

/** Deletes the segment and answers what it was, or undefined when there was none. */
export async function deleteSegment(tx: Executor, id: string): Promise<SegmentRow | undefined> {
  const [row] = await tx.delete(spinSegments).where(eq(spinSegments.id, id)).returning();
  return row;
}

/** A spin's row, written alone (no prize) or as the business row of its prize's reward. */
const spinInsert = sql`insert into ${spins} (id, user_id, segment_id, label, amount_cents, business_day, created_at)
  values (${sql.placeholder('spinId')}::uuid, ${sql.placeholder('spinUserId')}::uuid,
    ${sql.placeholder('spinSegmentId')}::uuid, ${sql.placeholder('spinLabel')}::text,
    ${sql.placeholder('spinAmount')}::bigint, ${sql.placeholder('spinDay')}::date,
    ${sql.placeholder('spinAt')}::timestamptz)
  returning id`;
const insertSpin = builtOnce(() => spinInsert);
const paySpin = payRewardBuiltOnce(spinInsert);

/** The values of a spin's row (`spinAt` as ISO text). */
export type SpinRowValues = {
  spinId: string;
  spinUserId: string;
  spinSegmentId: string;
  spinLabel: string;
  spinAmount: number;
  spinDay: string;
  spinAt: string;
};

/** Writes a spin that won nothing. */
export async function recordSpin(tx: Executor, spin: SpinRowValues): Promise<void> {
  await insertSpin(tx, spin);
}

/** Writes a spin and pays its prize, in one statement. */
export async function recordPaidSpin(tx: Executor, reward: RewardInput, spin: SpinRowValues): Promise<void> {
  await paySpin(tx, reward, spin);
}

const spinContextStatement = builtOnce((db, fields) =>
  db
    .select(
      fields({
        live: statementSessionIsLive(statementSessionPlaceholders),
        spinsPerDay: sql<number | null>`(select ${rewardSettings.spinsPerDay} from ${rewardSettings}
        where ${rewardSettings.id} = 1)`,
        used: sql<number>`(select count(*)::int from ${spins}
        where ${spins.userId} = ${users.id} and ${spins.businessDay} = ${sql.placeholder('day')}::date)`,
        segment: spinSegments,
      }),
    )
    .from(users)
    .leftJoin(spinSegments, eq(spinSegments.isActive, true))
    .where(eq(users.id, statementSessionPlaceholders.userId))
    .orderBy(asc(spinSegments.position), asc(spinSegments.createdAt)),
);

/**
 * What a spin decides on, read in one statement with the session's check (decision 0116): the spins a
 * member has a day as set (null when never set), how many they used on `day`, and the active segments in
 * wheel order. Throws SessionNotLiveError when the session ended.
 */
export async function readSpinContext(db: Executor, session: StatementSession, day: string) {
  const rows = await spinContextStatement(db, { ...session, day });
  const [first] = rows;
  if (first === undefined) throw new Error(`member ${session.userId} not found`);
  if (!first.live) throw new SessionNotLiveError();
  return {
    spinsPerDay: first.spinsPerDay,
    used: first.used,
    segments: rows.flatMap((row) => (row.segment === null ? [] : [row.segment])),
  };
}

const spinKeyset = keyset({ createdAt: spins.createdAt, id: spins.id, idType: 'uuid' });

/** One page of a member's spins, newest first, with one row more when there is a next page. */
export async function spinHistoryRows(db: Executor, userId: string, query: SpinHistoryQuery) {
  return db
    .select({ spin: spins, position: spinKeyset.position })
    .from(spins)
    .where(
      and(
        eq(spins.userId, userId),
        ...createdBetween(spins.createdAt, query.startDate, query.endDate),
        spinKeyset.after(query.cursor),
      ),
    )
    .orderBy(...spinKeyset.orderBy)
    .limit(query.limit + 1);
}

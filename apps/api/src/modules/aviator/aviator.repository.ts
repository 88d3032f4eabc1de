import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm';
import {
  aviatorMultiplierAt,
  centsToDollars,
  hundredthsToMultiplier,
  type AdminAviatorRound,
  type AviatorHouseDay,
  type AviatorRound,
  type AviatorRoundStatus,
  type CursorFilters,
} from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { builtOnce } from '../../db/statements';
import { aviatorRounds, aviatorSeeds, aviatorSettings, users } from '../../db/schema';
import { businessDayStart } from '../../lib/business-day';
import {
  SessionNotLiveError,
  statementSessionIsLive,
  statementSessionPlaceholders,
  type StatementSession,
} from '../sessions/statement-session';
import { keyset, keysetPage } from '../../lib/keyset';
import { pageOffset } from '../../lib/list-filters';
import { newClientSeed, newServerSeed, serverSeedHash } from './aviator.fairness';
import { postingStep } from '../ledger/ledger.service';

export type AviatorRoundRow = typeof aviatorRounds.$inferSelect;

/** The house's exposure per round until an admin sets it. */
export const defaultAviatorLimits = { maxBetCents: 10_000, maxWinCents: 100_000 };

/**
 * A round as its member sees it at `now`. While it is OPEN neither the crash point nor the server seed
 * is in the object at all, so no answer can carry them before the crash.
 */
export function toMemberRound(row: AviatorRoundRow, now: Date): AviatorRound {
  const elapsedMs = Math.max(0, now.getTime() - row.startedAt.getTime());
  const base = {
    id: row.id,
    betAmount: centsToDollars(row.betCents),
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    elapsedMs,
    serverSeedHash: row.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    maxWin: centsToDollars(row.maxWinCents),
    cashoutMultiplier: row.cashoutMultiplier === null ? null : hundredthsToMultiplier(row.cashoutMultiplier),
    winAmount: centsToDollars(row.winCents),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
  if (row.status === 'OPEN') {
    // Never past the crash: callers settle crashed rounds first, and this keeps the promise if one slips.
    const multiplier = Math.min(aviatorMultiplierAt(elapsedMs), row.crashPoint - 1);
    return { ...base, multiplier: hundredthsToMultiplier(Math.max(100, multiplier)) };
  }
  return {
    ...base,
    multiplier: hundredthsToMultiplier(row.cashoutMultiplier ?? row.crashPoint),
    crashPoint: hundredthsToMultiplier(row.crashPoint),
    serverSeed: row.serverSeed,
  };
}

export async function findRound(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(aviatorRounds)
    .where(and(eq(aviatorRounds.id, id), eq(aviatorRounds.userId, userId)));
  return row;
}

/** The OPEN rounds whose crash time has come: all, one member's, or one round. */
function dueToCrash(
  now: Date | SQL,
  scope: { userId?: string | Placeholder; roundId?: string | Placeholder },
) {
  return and(
    eq(aviatorRounds.status, 'OPEN'),
    lte(aviatorRounds.crashesAt, now),
    scope.userId === undefined ? undefined : eq(aviatorRounds.userId, scope.userId),
    scope.roundId === undefined ? undefined : eq(aviatorRounds.id, scope.roundId),
  );
}

/**
 * Settles as losses the OPEN rounds whose crash time has come (one member's, one round, or all):
 * a conditional update, so a round that was cashed out meanwhile is left alone. Returns how many.
 */
export async function settleCrashedRounds(
  db: Executor,
  now: Date,
  scope: { userId?: string; roundId?: string; limit?: number } = {},
): Promise<number> {
  const due = dueToCrash(now, scope);
  const ids = db
    .select({ id: aviatorRounds.id })
    .from(aviatorRounds)
    .where(due)
    .limit(scope.limit ?? 500);
  const settled = await db
    .update(aviatorRounds)
    .set({ status: 'CRASHED', settledAt: now })
    .where(and(sql`${aviatorRounds.id} IN (${ids})`, due))
    .returning({ id: aviatorRounds.id });
  return settled.length;
}

/**
 * A cash-out call's first step, in a transaction of its own: the member's rounds (or the one named) whose
 * crash time has come are settled as crashed, and their end counts as reported, since the refused cash-out
 * is the client's closing call for the round.
 */
export async function settleAndReportCrashes(
  db: Executor,
  now: Date,
  scope: { userId: string; roundId?: string },
): Promise<void> {
  await db
    .update(aviatorRounds)
    .set({
      status: 'CRASHED',
      settledAt: sql`coalesce(${aviatorRounds.settledAt}, ${now.toISOString()}::timestamptz)`,
      endReportedAt: now,
    })
    .where(
      and(
        eq(aviatorRounds.userId, scope.userId),
        scope.roundId === undefined ? undefined : eq(aviatorRounds.id, scope.roundId),
        sql`${aviatorRounds.status} <> 'CASHED_OUT'`,
        lte(aviatorRounds.crashesAt, now),
        isNull(aviatorRounds.endReportedAt),
      ),
    );
}

const roundKeyset = keyset({ createdAt: aviatorRounds.createdAt, id: aviatorRounds.id, idType: 'uuid' });

/** One page of a member's rounds, newest first. */
export async function memberRounds(db: Executor, userId: string, query: CursorFilters, now: Date) {
  const rows = await db
    .select({ round: aviatorRounds, position: roundKeyset.position })
    .from(aviatorRounds)
    .where(and(eq(aviatorRounds.userId, userId), roundKeyset.after(query.cursor)))
    .orderBy(...roundKeyset.orderBy)
    .limit(query.limit + 1);
  return keysetPage(
    rows,
    query.limit,
    (row) => row.round.id,
    (row) => toMemberRound(row.round, now),
  );
}

/** The member's seed row, created with fresh seeds the first time. */
export async function memberSeeds(db: Executor, userId: string) {
  const serverSeed = newServerSeed();
  await db
    .insert(aviatorSeeds)
    .values({ userId, serverSeed, serverSeedHash: serverSeedHash(serverSeed), clientSeed: newClientSeed() })
    .onConflictDoNothing();
  const [row] = await db.select().from(aviatorSeeds).where(eq(aviatorSeeds.userId, userId));
  if (row === undefined) throw new Error('aviator seeds vanished');
  return row;
}

const lockSeedsStatement = builtOnce((db, fields) =>
  db
    .select(
      fields({
        seeds: aviatorSeeds,
        settings: aviatorSettings,
        live: statementSessionIsLive(statementSessionPlaceholders),
      }),
    )
    .from(aviatorSeeds)
    .leftJoin(aviatorSettings, eq(aviatorSettings.id, 1))
    .where(eq(aviatorSeeds.userId, statementSessionPlaceholders.userId))
    .for('update', { of: aviatorSeeds }),
);

/**
 * Before a bet: the member's seed row locked (created with fresh seeds the first time) by the statement
 * that checks the session, with the house's limits. Throws SessionNotLiveError when the session ended.
 */
export async function lockSeedsForBet(tx: Executor, session: StatementSession) {
  const read = () => lockSeedsStatement(tx, { ...session });
  let [row] = await read();
  if (row === undefined) {
    await memberSeeds(tx, session.userId);
    [row] = await read();
  }
  if (row === undefined) throw new Error('aviator seeds vanished');
  if (!row.live) throw new SessionNotLiveError();
  const limits =
    row.settings === null
      ? defaultAviatorLimits
      : { maxBetCents: row.settings.maxBetCents, maxWinCents: row.settings.maxWinCents };
  return { seeds: row.seeds, limits };
}

const settleAndFindStatement = builtOnce((db, fields) => {
  const userId = sql.placeholder('userId');
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const settled = db
    .$with('settled')
    .as(
      db
        .update(aviatorRounds)
        .set({ status: 'CRASHED', settledAt: at })
        .where(dueToCrash(at, { userId }))
        .returning({ id: aviatorRounds.id }),
    );
  const reportSince = sql`${sql.placeholder('reportSince')}::timestamptz`;
  return db
    .with(settled)
    .select(
      fields({
        inPlay: sql<boolean>`exists (select 1 from ${aviatorRounds} where ${aviatorRounds.userId} = ${userId}
        and ${aviatorRounds.status} = 'OPEN' and ${aviatorRounds.id} not in (select id from ${settled}))`,
        unreportedCrashId: sql<string | null>`(select ${aviatorRounds.id} from ${aviatorRounds}
        where ${aviatorRounds.userId} = ${userId} and ${aviatorRounds.status} <> 'CASHED_OUT'
        and ${aviatorRounds.endReportedAt} is null
        and ${aviatorRounds.crashesAt} <= ${at} and ${aviatorRounds.crashesAt} > ${reportSince}
        order by ${aviatorRounds.crashesAt} desc limit 1)`,
      }),
    )
    .from(users)
    .where(eq(users.id, userId));
});

/**
 * Settles the member's rounds whose crash time has come and tells, in the same statement, whether a
 * round of theirs is still in play, and which round crashed after `reportSince` without its end reported.
 */
export async function settleAndFindRounds(
  tx: Executor,
  userId: string,
  now: Date,
  reportSince: Date,
): Promise<{ inPlay: boolean; unreportedCrashId: string | null }> {
  const [row] = await settleAndFindStatement(tx, {
    userId,
    at: now.toISOString(),
    reportSince: reportSince.toISOString(),
  });
  return { inPlay: row?.inPlay === true, unreportedCrashId: row?.unreportedCrashId ?? null };
}

/** Records that the member's client reported the round's end (once). */
export async function markEndReported(tx: Executor, roundId: string, now: Date): Promise<void> {
  await tx
    .update(aviatorRounds)
    .set({ endReportedAt: now })
    .where(and(eq(aviatorRounds.id, roundId), isNull(aviatorRounds.endReportedAt)));
}

/** The member's most recent round, whatever its status. */
export async function latestRound(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(aviatorRounds)
    .where(eq(aviatorRounds.userId, userId))
    .orderBy(desc(aviatorRounds.createdAt), desc(aviatorRounds.id))
    .limit(1);
  return row;
}

// The poll's statement, built once (polled every 200 ms while a round is in play).
const pollRoundStatement = builtOnce((db, fields) => {
  const live = statementSessionIsLive(statementSessionPlaceholders);
  const at = sql`${sql.placeholder('at')}::timestamptz`;
  const roundId = sql.placeholder('roundId');
  const settled = db.$with('settled').as(
    db
      .update(aviatorRounds)
      .set({ status: 'CRASHED', settledAt: at })
      .where(and(dueToCrash(at, { userId: statementSessionPlaceholders.userId, roundId }), live))
      .returning({ id: aviatorRounds.id }),
  );
  return db
    .with(settled)
    .select(fields({ live, round: aviatorRounds, settled: sql<boolean>`exists (select 1 from ${settled})` }))
    .from(users)
    .leftJoin(aviatorRounds, and(eq(aviatorRounds.id, roundId), eq(aviatorRounds.userId, users.id)))
    .where(eq(users.id, statementSessionPlaceholders.userId));
});

/**
 * A member's round as its poll reads it, in one statement: settled as a loss first when its crash time
 * has come, and read with the session's check (decision 0116), which also guards the settlement.
 * Undefined when the round is not the member's; throws SessionNotLiveError when the session ended.
 */
export async function pollRound(
  db: Executor,
  session: StatementSession,
  roundId: string,
  now: Date,
): Promise<AviatorRoundRow | undefined> {
  const [row] = await pollRoundStatement(db, { ...session, roundId, at: now.toISOString() });
  if (row?.live !== true) throw new SessionNotLiveError();
  if (row.round === null) return undefined;
  // The statement read the round as it was before its own settlement.
  return row.settled ? { ...row.round, status: 'CRASHED', settledAt: now } : row.round;
}

/**
 * The seed rotation after a bet as a step of the statement that books it: the next round gets a new
 * secret seed and the next nonce, once the bet is booked (`t`). Written with placeholders (a statement
 * built once); `serverSeedRotation` gives their values.
 */
export const rotateServerSeedStep = sql`update ${aviatorSeeds} set server_seed = ${sql.placeholder('nextServerSeed')},
      server_seed_hash = ${sql.placeholder('nextServerSeedHash')}, nonce = ${sql.placeholder('nextNonce')},
      updated_at = now()
    where user_id = ${sql.placeholder('seedsUserId')}::uuid and exists (select 1 from ${postingStep.booked})
    returning user_id`;

/** The seed rotation as the parts a bet's posting statement adds (`oneWalletPostingBuiltOnce`). */
export const seedRotationAfterBet = {
  after: sql`, sd as (${rotateServerSeedStep})`,
  columns: sql`, (select count(*) from sd)::int as seeds_rotated`,
};

/** Opens a round. */
export async function insertRound(
  tx: Executor,
  values: typeof aviatorRounds.$inferInsert,
): Promise<AviatorRoundRow> {
  const [round] = await tx.insert(aviatorRounds).values(values).returning();
  if (round === undefined) throw new Error('aviator round insert returned nothing');
  return round;
}

/** Settles a round as cashed out unless it was cashed out already; undefined then. */
export async function markCashedOut(
  tx: Executor,
  roundId: string,
  cashOut: { multiplier: number; winCents: number; now: Date },
): Promise<AviatorRoundRow | undefined> {
  const [settled] = await tx
    .update(aviatorRounds)
    .set({
      status: 'CASHED_OUT',
      cashoutMultiplier: cashOut.multiplier,
      winCents: cashOut.winCents,
      settledAt: cashOut.now,
    })
    .where(and(eq(aviatorRounds.id, roundId), inArray(aviatorRounds.status, ['OPEN', 'CRASHED'])))
    .returning();
  return settled;
}

/** The values of `rotateServerSeedStep`: a new secret seed for the member's next round. */
export function serverSeedRotation(userId: string, nextNonce: number) {
  const serverSeed = newServerSeed();
  return {
    nextServerSeed: serverSeed,
    nextServerSeedHash: serverSeedHash(serverSeed),
    nextNonce,
    seedsUserId: userId,
  };
}

export async function setClientSeed(db: Executor, userId: string, clientSeed: string) {
  await memberSeeds(db, userId);
  await db
    .update(aviatorSeeds)
    .set({ clientSeed, updatedAt: sql`now()` })
    .where(eq(aviatorSeeds.userId, userId));
}

/** The limits of every new round; `forUpdate` locks them (when saved once) until the transaction ends. */
export async function aviatorLimits(db: Executor, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(aviatorSettings).where(eq(aviatorSettings.id, 1));
  const [row] = options.forUpdate === true ? await query.for('update') : await query;
  return row === undefined
    ? defaultAviatorLimits
    : { maxBetCents: row.maxBetCents, maxWinCents: row.maxWinCents };
}

export async function saveAviatorLimits(db: Executor, limits: typeof defaultAviatorLimits) {
  await db
    .insert(aviatorSettings)
    .values({ id: 1, ...limits })
    .onConflictDoUpdate({ target: aviatorSettings.id, set: { ...limits, updatedAt: sql`now()` } });
}

const houseColumns = {
  rounds: sql<number>`count(*)::int`,
  betCents: sql<number>`coalesce(sum(${aviatorRounds.betCents}), 0)::bigint`.mapWith(Number),
  payoutCents: sql<number>`coalesce(sum(${aviatorRounds.winCents}), 0)::bigint`.mapWith(Number),
};

export interface AviatorHouseResult {
  /** Settled rounds counted. */
  rounds: number;
  betCents: number;
  payoutCents: number;
  /** Bets minus payouts: what the house won (negative when it lost). */
  resultCents: number;
}

/**
 * The house's result over settled rounds, all time or from the start of a Karachi day (YYYY-MM-DD)
 * on, by when each round started. Open rounds are left out until they settle.
 */
export async function aviatorHouseResult(db: Executor, sinceDay?: string): Promise<AviatorHouseResult> {
  const [row] = await db
    .select(houseColumns)
    .from(aviatorRounds)
    .where(
      and(
        sql`${aviatorRounds.status} <> 'OPEN'`,
        sinceDay === undefined ? undefined : gte(aviatorRounds.startedAt, businessDayStart(sinceDay)),
      ),
    );
  const betCents = row?.betCents ?? 0;
  const payoutCents = row?.payoutCents ?? 0;
  return { rounds: row?.rounds ?? 0, betCents, payoutCents, resultCents: betCents - payoutCents };
}

/** The house's result per Karachi day from `sinceDay` on, newest first (days without rounds left out). */
export async function aviatorHouseDays(db: Executor, sinceDay: string): Promise<AviatorHouseDay[]> {
  const day = sql<string>`to_char(${aviatorRounds.startedAt} at time zone 'Asia/Karachi', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, ...houseColumns })
    .from(aviatorRounds)
    .where(
      and(sql`${aviatorRounds.status} <> 'OPEN'`, gte(aviatorRounds.startedAt, businessDayStart(sinceDay))),
    )
    .groupBy(day)
    .orderBy(desc(day));
  return rows.map((row) => ({
    day: row.day,
    rounds: row.rounds,
    bets: centsToDollars(row.betCents),
    payouts: centsToDollars(row.payoutCents),
    result: centsToDollars(row.betCents - row.payoutCents),
  }));
}

export async function countOpenRounds(db: Executor): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(aviatorRounds)
    .where(eq(aviatorRounds.status, 'OPEN'));
  return row?.value ?? 0;
}

/** Every member's rounds for admins, newest first. The crash point of an open round stays hidden there too. */
export async function adminRoundPage(
  db: Executor,
  query: { page: number; pageSize: number; status?: AviatorRoundStatus | undefined },
) {
  const where = query.status === undefined ? undefined : eq(aviatorRounds.status, query.status);
  const rows = await db
    .select({
      round: aviatorRounds,
      user: { id: users.id, name: users.name, email: users.email, accountNumber: users.accountNumber },
    })
    .from(aviatorRounds)
    .innerJoin(users, eq(users.id, aviatorRounds.userId))
    .where(where)
    .orderBy(desc(aviatorRounds.createdAt), desc(aviatorRounds.id))
    .limit(query.pageSize)
    .offset(pageOffset(query.page, query.pageSize));
  const [total] = await db.select({ value: count() }).from(aviatorRounds).where(where);
  const items: AdminAviatorRound[] = rows.map(({ round, user }) => ({
    id: round.id,
    user,
    betAmount: centsToDollars(round.betCents),
    status: round.status,
    crashPoint: round.status === 'OPEN' ? null : hundredthsToMultiplier(round.crashPoint),
    cashoutMultiplier:
      round.cashoutMultiplier === null ? null : hundredthsToMultiplier(round.cashoutMultiplier),
    winAmount: centsToDollars(round.winCents),
    houseResult: round.status === 'OPEN' ? null : centsToDollars(round.betCents - round.winCents),
    nonce: round.nonce,
    startedAt: round.startedAt.toISOString(),
    settledAt: round.settledAt?.toISOString() ?? null,
  }));
  return { items, total: total?.value ?? 0, page: query.page, pageSize: query.pageSize };
}

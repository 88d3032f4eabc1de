import { and, count, desc, eq, isNull, sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { builtOnce, type SelectFields, type Statement } from '../../db/statements';
import {
  bonusVideos,
  earnings,
  levels,
  memberLevels,
  rewardAds,
  rewardViewDays,
  rewardViews,
  uploads,
  users,
} from '../../db/schema';
import { pageOffset } from '../../lib/list-filters';
import { payRewardReadInStatementBuiltOnce, type PaidReward } from '../earnings/earnings.service';
import { owesSql } from '../member-debts/member-debts.service';
import {
  liveStatementSession,
  statementSessionIsLive,
  statementSessionPlaceholders,
  type StatementSession,
} from '../sessions/statement-session';

type LevelRow = typeof levels.$inferSelect;
type MemberLevelRow = typeof memberLevels.$inferSelect;

export type RewardViewRow = typeof rewardViews.$inferSelect;
export type RewardViewKind = RewardViewRow['kind'];

/**
 * How many ads a member was credited on one Karachi day: the count the credit keeps and holds the day's
 * limit on (`rewardViewDays`), so the screens show the number the limit is checked against.
 */
export async function adsCreditedOnDay(db: Executor, userId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ credited: rewardViewDays.credited })
    .from(rewardViewDays)
    .where(
      and(eq(rewardViewDays.userId, userId), eq(rewardViewDays.kind, 'AD'), eq(rewardViewDays.day, day)),
    );
  return row?.credited ?? 0;
}

/** How many active ads (or videos) the member has not been credited for on the day: what is left to watch. */
export async function unwatchedItemsOnDay(
  db: Executor,
  userId: string,
  kind: RewardViewKind,
  day: string,
): Promise<number> {
  const table = tableOf(kind);
  const [row] = await db
    .select({ value: count() })
    .from(table)
    .where(
      and(
        isNull(table.deletedAt),
        eq(table.isActive, true),
        sql`not exists (select 1 from ${rewardViews} uv where uv.user_id = ${userId} and uv.kind = ${kind}
          and uv.credit_day = ${day}::date and uv.credited_at is not null and uv.item_id = ${table.id})`,
      ),
    );
  return row?.value ?? 0;
}

export type AdRow = typeof rewardAds.$inferSelect;
export type VideoRow = typeof bonusVideos.$inferSelect;

/** What a watch call decides on, read in one statement after the member's lock. */
export interface WatchContext<Item> {
  /** The member's open level holding (expired or not) and its level; undefined when none. */
  held: { holding: MemberLevelRow; level: LevelRow } | undefined;
  /** The items credited to the member on the day, for this kind (each at most once a day). */
  credited: { count: number; items: Set<string> };
  item: Item | undefined;
}

/** A value a statement takes: given, or a placeholder of a statement built once (`builtOnce`). */
type Value = string | Placeholder;

// The member's newest open holding: a member has at most one, the newest wins as in openHolding.
const newestOpenHolding = (userId: Value) =>
  sql`${memberLevels.id} = (
    select ml.id from ${memberLevels} ml where ml.user_id = ${userId} and ml.ended_at is null
    order by ml.created_at desc limit 1)`;

const creditedItems = (userId: Value, kind: RewardViewKind, day: Value) =>
  sql<string | null>`(
    select string_agg(cv.item_id::text, ',') from ${rewardViews} cv
    where cv.user_id = ${userId} and cv.kind = ${kind} and cv.credit_day = ${day}::date
      and cv.credited_at is not null)`;

function toCredited(items: string | null): WatchContext<unknown>['credited'] {
  const list = items === null ? [] : items.split(',');
  return { count: list.length, items: new Set(list) };
}

/** What both watch reads select beside their own rows: the holding, its level, the item, the credits. */
function contextFields(
  table: typeof rewardAds | typeof bonusVideos,
  userId: Value,
  kind: RewardViewKind,
  day: Value,
) {
  return { holding: memberLevels, level: levels, item: table, credited: creditedItems(userId, kind, day) };
}

function toContext<Item>(row: {
  holding: MemberLevelRow | null;
  level: LevelRow | null;
  item: Item | null;
  credited: string | null;
}): WatchContext<Item> {
  const held =
    row.holding === null || row.level === null ? undefined : { holding: row.holding, level: row.level };
  return { held, credited: toCredited(row.credited), item: row.item ?? undefined };
}

const tableOf = (kind: RewardViewKind) => (kind === 'AD' ? rewardAds : bonusVideos);
/** One statement per kind of view, each built once (`builtOnce`). */
function perKind<Built extends { _: { result: unknown[] }; toSQL(): Query }>(
  build: (db: Executor, fields: SelectFields, kind: RewardViewKind) => Built,
) {
  const statements = {
    AD: builtOnce((db, fields) => build(db, fields, 'AD')),
    VIDEO: builtOnce((db, fields) => build(db, fields, 'VIDEO')),
  };
  return (kind: RewardViewKind): Statement<Built['_']['result'][number]> => statements[kind];
}

const startContextStatement = perKind((db, fields, kind) => {
  const table = tableOf(kind);
  const userId = sql.placeholder('userId');
  return db
    .select(fields(contextFields(table, userId, kind, sql.placeholder('day'))))
    .from(users)
    .leftJoin(memberLevels, newestOpenHolding(userId))
    .leftJoin(levels, eq(levels.id, memberLevels.levelId))
    .leftJoin(
      table,
      and(eq(table.id, sql.placeholder('itemId')), isNull(table.deletedAt), eq(table.isActive, true)),
    )
    .where(eq(users.id, userId));
});

/** Before a view starts: the item (active, not deleted), the member's holding and the day's credits. */
export async function startContext(
  tx: Executor,
  input: { userId: string; kind: RewardViewKind; itemId: string; day: string },
): Promise<WatchContext<AdRow | VideoRow>> {
  const { userId, kind, itemId, day } = input;
  const [row] = await startContextStatement(kind)(tx, { userId, itemId, day });
  if (row === undefined) throw new Error(`member ${userId} not found`);
  return toContext(row);
}

const watchListStatement = perKind((db, fields, kind) => {
  const table = tableOf(kind);
  const { userId } = statementSessionPlaceholders;
  const day = sql.placeholder('day');
  return db
    .select(
      fields({
        ...contextFields(table, userId, kind, day),
        paidCents: sql<string | number | null>`(select pv.amount_cents from ${rewardViews} pv
        where pv.user_id = ${userId} and pv.kind = ${kind} and pv.credit_day = ${day}::date
          and pv.credited_at is not null and pv.item_id = ${table.id} limit 1)`,
        earnedCents: sql<string>`(select coalesce(sum(${earnings.amount}), 0) from ${earnings}
        where ${earnings.userId} = ${userId} and ${earnings.businessDay} = ${day}::date
          and ${earnings.status} = 'APPROVED' and ${earnings.source} = ${kind === 'AD' ? 'ADS' : 'VIDEOS'})`,
        live: statementSessionIsLive(statementSessionPlaceholders),
      }),
    )
    .from(users)
    .leftJoin(memberLevels, newestOpenHolding(userId))
    .leftJoin(levels, eq(levels.id, memberLevels.levelId))
    .leftJoin(table, and(isNull(table.deletedAt), eq(table.isActive, true)))
    .where(eq(users.id, userId))
    .orderBy(desc(table.createdAt), desc(table.id));
});

/**
 * A member's watch list in one statement, one row per watchable item (active, not deleted), newest first,
 * or one row without an item when there is none: each row also carries the member's holding and its
 * level, the day's credits, what the member earned from this kind on the day, and whether the session is
 * live (read in the same statement, decision 0116).
 */
export async function watchListRows(
  db: Executor,
  input: { session: StatementSession; kind: RewardViewKind; day: string },
): Promise<
  { context: WatchContext<AdRow | VideoRow>; paidCents: number | null; earnedCents: number; live: boolean }[]
> {
  const { session, kind, day } = input;
  const rows = await watchListStatement(kind)(db, { ...session, day });
  return rows.map((row) => ({
    context: toContext(row),
    paidCents: row.paidCents === null ? null : Number(row.paidCents),
    earnedCents: Number(row.earnedCents),
    live: row.live,
  }));
}

const completeContextStatement = perKind((db, fields, kind) => {
  const table = tableOf(kind);
  const userId = sql.placeholder('userId');
  return db
    .select(fields({ view: rewardViews, ...contextFields(table, userId, kind, sql.placeholder('day')) }))
    .from(rewardViews)
    .leftJoin(memberLevels, newestOpenHolding(userId))
    .leftJoin(levels, eq(levels.id, memberLevels.levelId))
    .leftJoin(table, eq(table.id, rewardViews.itemId))
    .where(
      and(
        eq(rewardViews.id, sql.placeholder('viewId')),
        eq(rewardViews.kind, kind),
        eq(rewardViews.userId, userId),
      ),
    )
    .for('update', { of: rewardViews });
});

/**
 * Before a view is credited: the member's own view of this kind (locked), the item it shows (even if
 * deleted since), the member's holding and the day's credits. Undefined when the view is not theirs.
 */
export async function completeContext(
  tx: Executor,
  input: { userId: string; kind: RewardViewKind; viewId: string; day: string },
): Promise<(WatchContext<AdRow | VideoRow> & { view: RewardViewRow }) | undefined> {
  const { userId, kind, viewId, day } = input;
  const [row] = await completeContextStatement(kind)(tx, { userId, viewId, day });
  if (row === undefined) return undefined;
  return { view: row.view, ...toContext(row) };
}

const p = (name: string) => sql.placeholder(name);

/** The member's active level now (`at`): its holding's start, rate per ad and ads a day; no row when none. */
const activeLevelStep = (at: SQL) =>
  sql`select ${memberLevels.startsAt} as starts_at, ${levels.ratePerAdCents} as rate, ${levels.adsPerDay} as per_day
    from ${memberLevels} join ${levels} on ${levels.id} = ${memberLevels.levelId}
    where ${newestOpenHolding(p('userId'))} and ${memberLevels.expiresAt} > ${at}`;

/** What a view of the kind pays when it starts, from the level step `h` and the item `it`. */
const paysNow = (kind: RewardViewKind) => (kind === 'AD' ? sql`h.rate` : sql`it.bonus_cents`);

/** `adsCreditedOnDay` inside a statement, for the member and day of its placeholders. */
const adsCountedSql = sql`coalesce((select d.credited from ${rewardViewDays} d
  where d.user_id = ${p('userId')}::uuid and d.kind = 'AD' and d.day = ${p('day')}::date), 0)`;

const startStatements = {
  AD: builtOnce<{ id: string; duration_seconds: number }>(() => startStatement('AD')),
  VIDEO: builtOnce<{ id: string; duration_seconds: number }>(() => startStatement('VIDEO')),
};

/**
 * A view's start in one statement (decision 0186): when the session is live, the member's level active,
 * the item watchable, the day's ads not all credited and the item not yet credited today, the member's
 * open view ends and the new one begins at `startedAt`. Else, or when a start of the same member got in
 * first (the index that keeps one view open), it writes nothing.
 */
function startStatement(kind: RewardViewKind): SQL {
  const table = tableOf(kind);
  const at = sql`${p('startedAt')}::timestamptz`;
  return sql`with s as (${liveStatementSession(statementSessionPlaceholders)}),
    h as (${activeLevelStep(at)}),
    ok as (
      select it.id, it.duration_seconds, ${paysNow(kind)} as amount from h, ${table} it
      where it.id = ${p('itemId')}::uuid and it.deleted_at is null and it.is_active and exists (select 1 from s)
        ${kind === 'AD' ? sql`and ${adsCountedSql} < h.per_day` : sql``}
        and not exists (select 1 from ${rewardViews} cv where cv.user_id = ${p('userId')}::uuid
          and cv.kind = ${kind} and cv.credit_day = ${p('day')}::date and cv.credited_at is not null
          and cv.item_id = it.id)
    ), ended as (
      update ${rewardViews} set ended_at = ${at}
      where user_id = ${p('userId')}::uuid and ended_at is null and exists (select 1 from ok)
      returning id
    ), started as (
      insert into ${rewardViews} (user_id, kind, item_id, duration_seconds, amount_cents, started_at)
      select ${p('userId')}::uuid, ${kind}, ok.id, ok.duration_seconds, ok.amount, ${at} from ok
      where (select count(*) from ended) >= 0
      on conflict (user_id) where ended_at is null do nothing
      returning id, duration_seconds
    )
    select id, duration_seconds from started`;
}

/** Starts a view in one statement (`startStatement`); undefined when it wrote nothing. */
export async function startViewInOneStatement(
  db: Executor,
  input: { session: StatementSession; kind: RewardViewKind; itemId: string; day: string; startedAt: Date },
): Promise<{ id: string; durationSeconds: number } | undefined> {
  const { session, kind, itemId, day, startedAt } = input;
  const [row] = await startStatements[kind](db, {
    ...session,
    itemId,
    day,
    startedAt: startedAt.toISOString(),
  });
  return row === undefined ? undefined : { id: row.id, durationSeconds: row.duration_seconds };
}

/**
 * The steps that credit a view, written before its reward in the statement that pays it
 * (`payRewardReadInStatementBuiltOnce`, decision 0186): `cv` marks the view credited, the first write and
 * the one that settles concurrent completes of it (the row is re-read once its lock is had), when the
 * session is live, the view the member's own, open, watched to its end on the server clock, at the level
 * it started at (still active), and the member owes nothing (unless the reward settles debts); for an ad,
 * `cd` then counts it on the member's day unless the day's ads are all credited. It pays the amount fixed
 * at the start.
 */
function creditSteps(kind: RewardViewKind): SQL {
  const table = tableOf(kind);
  const at = sql`${p('creditAt')}::timestamptz`;
  const counted =
    kind === 'AD'
      ? sql`, cd as (
          insert into ${rewardViewDays} (user_id, kind, day, credited)
          select ${p('userId')}::uuid, 'AD', ${p('day')}::date, 1 from cv
          on conflict (user_id, kind, day) do update set credited = ${rewardViewDays}.credited + 1
          where ${rewardViewDays}.credited < (select per_day from h)
          returning credited
        )`
      : sql``;
  return sql`s as (${liveStatementSession(statementSessionPlaceholders)}),
    h as (${activeLevelStep(at)}),
    cv as (
      update ${rewardViews} rv set ended_at = ${at}, credited_at = ${at}, credit_day = ${p('day')}::date,
        amount_cents = coalesce(rv.amount_cents, ${paysNow(kind)})
      from h, ${table} it
      where rv.id = ${p('viewId')}::uuid and rv.user_id = ${p('userId')}::uuid and rv.kind = ${kind}
        and it.id = rv.item_id and rv.credited_at is null and rv.ended_at is null
        and rv.started_at + rv.duration_seconds * interval '1 second' <= ${at}
        and h.starts_at <= rv.started_at and coalesce(rv.amount_cents, ${paysNow(kind)}) >= 1
        and exists (select 1 from s)
        and (${p('settles')}::boolean or not ${owesSql(p('userId'))})
      returning rv.id, rv.amount_cents, it.title
    )${counted},`;
}

/** The view's credit and its reward, one statement per kind, built once. */
function viewCreditReward(kind: RewardViewKind) {
  return payRewardReadInStatementBuiltOnce({
    source: kind === 'AD' ? 'ADS' : 'VIDEOS',
    referenceType: kind === 'AD' ? 'ad_view' : 'video_view',
    before: creditSteps(kind),
    amount: sql`(select amount_cents from cv)`,
    description: sql`${kind === 'AD' ? 'Ad watched: ' : 'Video watched: '}::text || (select title from cv)`,
    written: sql`exists (select 1 from cv)`,
    alsoWritten: kind === 'AD' ? sql`exists (select 1 from cd)` : sql`true`,
  });
}

const creditRewards = { AD: viewCreditReward('AD'), VIDEO: viewCreditReward('VIDEO') };

/**
 * Credits a view and pays its reward in one statement (`creditSteps`); undefined when it wrote nothing.
 * It fails, writing nothing, when the view was credited but the day's ads were all credited meanwhile
 * (`isStatementRefusal`). With `settles` (inside a transaction) a member who owes is paid too, the
 * debt settled from the reward.
 */
export function creditViewInOneStatement(
  db: Executor,
  input: {
    session: StatementSession;
    kind: RewardViewKind;
    viewId: string;
    day: string;
    at: Date;
    settles: boolean;
  },
): Promise<(PaidReward & { amountCents: number }) | undefined> {
  const { session, kind, viewId, day, at, settles } = input;
  return creditRewards[kind](
    db,
    { userId: session.userId, referenceId: viewId, now: at, settles },
    { ...session, viewId, day, creditAt: at.toISOString() },
  );
}

/** The content type of an upload (an admin's media file). */
export async function uploadContentType(tx: Executor, uploadId: string): Promise<string | undefined> {
  const [upload] = await tx
    .select({ contentType: uploads.contentType })
    .from(uploads)
    .where(eq(uploads.id, uploadId));
  return upload?.contentType;
}

/** What an admin sets on an ad; a video adds its bonus. */
export type AdValues = Pick<
  AdRow,
  'title' | 'mediaUrl' | 'mediaType' | 'mediaUploadId' | 'durationSeconds'
> & {
  /** Undefined: the column's default on insert, left as it is on update. */
  isActive: boolean | undefined;
};
export type VideoValues = AdValues & Pick<VideoRow, 'bonusCents'>;

/** One page of the ads not deleted, newest first. */
export function adPage(db: Executor, page: number, pageSize: number): Promise<AdRow[]> {
  return db
    .select()
    .from(rewardAds)
    .where(isNull(rewardAds.deletedAt))
    .orderBy(desc(rewardAds.createdAt), desc(rewardAds.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
}

export async function adCount(db: Executor): Promise<number> {
  const [total] = await db.select({ value: count() }).from(rewardAds).where(isNull(rewardAds.deletedAt));
  return total?.value ?? 0;
}

export async function insertAd(tx: Executor, values: AdValues): Promise<AdRow> {
  const [row] = await tx.insert(rewardAds).values(values).returning();
  if (row === undefined) throw new Error('reward ad insert returned nothing');
  return row;
}

/** The ad (not deleted), locked for an edit. */
export async function lockAd(tx: Executor, id: string): Promise<AdRow | undefined> {
  const [row] = await tx
    .select()
    .from(rewardAds)
    .where(and(eq(rewardAds.id, id), isNull(rewardAds.deletedAt)))
    .for('update');
  return row;
}

export async function updateAd(tx: Executor, id: string, values: AdValues): Promise<AdRow | undefined> {
  const [row] = await tx
    .update(rewardAds)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(rewardAds.id, id))
    .returning();
  return row;
}

/** Marks the ad deleted (and inactive); undefined when there is no such ad not yet deleted. */
export async function deleteAd(tx: Executor, id: string, now: Date): Promise<AdRow | undefined> {
  const [row] = await tx
    .update(rewardAds)
    .set({ deletedAt: now, isActive: false, updatedAt: sql`now()` })
    .where(and(eq(rewardAds.id, id), isNull(rewardAds.deletedAt)))
    .returning();
  return row;
}

/** One page of the videos not deleted, newest first. */
export function videoPage(db: Executor, page: number, pageSize: number): Promise<VideoRow[]> {
  return db
    .select()
    .from(bonusVideos)
    .where(isNull(bonusVideos.deletedAt))
    .orderBy(desc(bonusVideos.createdAt), desc(bonusVideos.id))
    .limit(pageSize)
    .offset(pageOffset(page, pageSize));
}

export async function videoCount(db: Executor): Promise<number> {
  const [total] = await db.select({ value: count() }).from(bonusVideos).where(isNull(bonusVideos.deletedAt));
  return total?.value ?? 0;
}

export async function insertVideo(tx: Executor, values: VideoValues): Promise<VideoRow> {
  const [row] = await tx.insert(bonusVideos).values(values).returning();
  if (row === undefined) throw new Error('video insert returned nothing');
  return row;
}

/** The video (not deleted), locked for an edit. */
export async function lockVideo(tx: Executor, id: string): Promise<VideoRow | undefined> {
  const [row] = await tx
    .select()
    .from(bonusVideos)
    .where(and(eq(bonusVideos.id, id), isNull(bonusVideos.deletedAt)))
    .for('update');
  return row;
}

export async function updateVideo(
  tx: Executor,
  id: string,
  values: VideoValues,
): Promise<VideoRow | undefined> {
  const [row] = await tx
    .update(bonusVideos)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(bonusVideos.id, id))
    .returning();
  return row;
}

/** Marks the video deleted (and inactive); undefined when there is no such video not yet deleted. */
export async function deleteVideo(tx: Executor, id: string, now: Date): Promise<VideoRow | undefined> {
  const [row] = await tx
    .update(bonusVideos)
    .set({ deletedAt: now, isActive: false, updatedAt: sql`now()` })
    .where(and(eq(bonusVideos.id, id), isNull(bonusVideos.deletedAt)))
    .returning();
  return row;
}

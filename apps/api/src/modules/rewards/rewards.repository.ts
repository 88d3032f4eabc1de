import {
  and,
  count,
  desc,
  eq,
  isNotNull,
  isNull,
  sql,
  type Placeholder,
  type Query,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { builtOnce, type SelectFields, type Statement } from '../../db/statements';
import {
  bonusVideos,
  earnings,
  levels,
  memberLevels,
  rewardAds,
  rewardViews,
  uploads,
  users,
} from '../../db/schema';
import { pageOffset } from '../../lib/list-filters';
import { postingStep } from '../ledger/ledger.service';
import {
  statementSessionIsLive,
  statementSessionPlaceholders,
  type StatementSession,
} from '../sessions/statement-session';

type LevelRow = typeof levels.$inferSelect;
type MemberLevelRow = typeof memberLevels.$inferSelect;

export type RewardViewRow = typeof rewardViews.$inferSelect;
export type RewardViewKind = RewardViewRow['kind'];

/** How many ads (or videos) a member was credited on one Karachi day. */
export async function creditedViewsOnDay(
  db: Executor,
  userId: string,
  kind: RewardViewKind,
  day: string,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(rewardViews)
    .where(
      and(
        eq(rewardViews.userId, userId),
        eq(rewardViews.kind, kind),
        eq(rewardViews.creditDay, day),
        isNotNull(rewardViews.creditedAt),
      ),
    );
  return row?.value ?? 0;
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

/** Starts a view in one statement: a view the member still had open ends now, and the new one begins. */
export async function startView(
  tx: Executor,
  input: {
    userId: string;
    kind: RewardViewKind;
    itemId: string;
    durationSeconds: number;
    /** What the view pays when credited: the rate or bonus shown when it starts. */
    amountCents: number;
    now: Date;
  },
): Promise<RewardViewRow> {
  const { userId, kind, itemId, durationSeconds, amountCents, now } = input;
  const [view] = await tx
    .with(
      tx.$with('ended').as(
        tx
          .update(rewardViews)
          .set({ endedAt: now })
          .where(and(eq(rewardViews.userId, userId), isNull(rewardViews.endedAt)))
          .returning({ id: rewardViews.id }),
      ),
    )
    .insert(rewardViews)
    .values({ userId, kind, itemId, durationSeconds, amountCents, startedAt: now })
    .returning();
  if (view === undefined) throw new Error('view insert returned nothing');
  return view;
}

/**
 * The view's update as a step of the statement that pays its reward (`payRewardBuiltOnce`'s
 * businessWrite, with placeholders for its values): it runs only when the reward is booked.
 */
function creditView(credit: { viewId: unknown; at: unknown; day: unknown; amountCents: unknown }): SQL {
  return sql`update ${rewardViews} set ended_at = ${credit.at}::timestamptz,
      credited_at = ${credit.at}::timestamptz, credit_day = ${credit.day}::date,
      amount_cents = ${credit.amountCents}::bigint
    where id = ${credit.viewId}::uuid and exists (select 1 from ${postingStep.booked})
    returning id`;
}

/** creditView with the placeholders of the statement built once that pays a view; `viewCreditValues` fills them. */
export const viewCreditWrite = creditView({
  viewId: sql.placeholder('viewId'),
  at: sql.placeholder('creditAt'),
  day: sql.placeholder('creditDay'),
  amountCents: sql.placeholder('creditAmount'),
});

/** The values of `viewCreditWrite`'s placeholders for one view's credit. */
export function viewCreditValues(credit: { viewId: string; at: Date; day: string; amountCents: number }) {
  return {
    viewId: credit.viewId,
    creditAt: credit.at.toISOString(),
    creditDay: credit.day,
    creditAmount: credit.amountCents,
  };
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

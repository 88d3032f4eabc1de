import { and, count, desc, eq, isNotNull, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { builtOnce, type BuiltStatement, type Executor } from '../../db/client';
import { bonusVideos, earnings, levels, memberLevels, rewardAds, rewardViews, users } from '../../db/schema';
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

type AdRow = typeof rewardAds.$inferSelect;
type VideoRow = typeof bonusVideos.$inferSelect;

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
function perKind<Row>(build: (db: Executor, kind: RewardViewKind) => BuiltStatement<Row>) {
  const statements: Record<RewardViewKind, (db: Executor) => BuiltStatement<Row>> = {
    AD: builtOnce((db) => build(db, 'AD')),
    VIDEO: builtOnce((db) => build(db, 'VIDEO')),
  };
  return (db: Executor, kind: RewardViewKind) => statements[kind](db);
}

const startContextStatement = perKind((db, kind) => {
  const table = tableOf(kind);
  const userId = sql.placeholder('userId');
  return db
    .select(contextFields(table, userId, kind, sql.placeholder('day')))
    .from(users)
    .leftJoin(memberLevels, newestOpenHolding(userId))
    .leftJoin(levels, eq(levels.id, memberLevels.levelId))
    .leftJoin(
      table,
      and(eq(table.id, sql.placeholder('itemId')), isNull(table.deletedAt), eq(table.isActive, true)),
    )
    .where(eq(users.id, userId))
    .prepare(`rewards_start_context_${kind.toLowerCase()}`);
});

/** Before a view starts: the item (active, not deleted), the member's holding and the day's credits. */
export async function startContext(
  tx: Executor,
  input: { userId: string; kind: RewardViewKind; itemId: string; day: string },
): Promise<WatchContext<AdRow | VideoRow>> {
  const { userId, kind, itemId, day } = input;
  const [row] = await startContextStatement(tx, kind).execute({ userId, itemId, day });
  if (row === undefined) throw new Error(`member ${userId} not found`);
  return toContext(row);
}

const watchListStatement = perKind((db, kind) => {
  const table = tableOf(kind);
  const { userId } = statementSessionPlaceholders;
  const day = sql.placeholder('day');
  return db
    .select({
      ...contextFields(table, userId, kind, day),
      paidCents: sql<string | number | null>`(select pv.amount_cents from ${rewardViews} pv
        where pv.user_id = ${userId} and pv.kind = ${kind} and pv.credit_day = ${day}::date
          and pv.credited_at is not null and pv.item_id = ${table.id} limit 1)`,
      earnedCents: sql<string>`(select coalesce(sum(${earnings.amount}), 0) from ${earnings}
        where ${earnings.userId} = ${userId} and ${earnings.businessDay} = ${day}::date
          and ${earnings.status} = 'APPROVED' and ${earnings.source} = ${kind === 'AD' ? 'ADS' : 'VIDEOS'})`,
      live: statementSessionIsLive(statementSessionPlaceholders),
    })
    .from(users)
    .leftJoin(memberLevels, newestOpenHolding(userId))
    .leftJoin(levels, eq(levels.id, memberLevels.levelId))
    .leftJoin(table, and(isNull(table.deletedAt), eq(table.isActive, true)))
    .where(eq(users.id, userId))
    .orderBy(desc(table.createdAt), desc(table.id))
    .prepare(`rewards_watch_list_${kind.toLowerCase()}`);
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
  const rows = await watchListStatement(db, kind).execute({ ...session, day });
  return rows.map((row) => ({
    context: toContext(row),
    paidCents: row.paidCents === null ? null : Number(row.paidCents),
    earnedCents: Number(row.earnedCents),
    live: row.live,
  }));
}

const completeContextStatement = perKind((db, kind) => {
  const table = tableOf(kind);
  const userId = sql.placeholder('userId');
  return db
    .select({ view: rewardViews, ...contextFields(table, userId, kind, sql.placeholder('day')) })
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
    .for('update', { of: rewardViews })
    .prepare(`rewards_complete_context_${kind.toLowerCase()}`);
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
  const [row] = await completeContextStatement(tx, kind).execute({ userId, viewId, day });
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
export function creditView(credit: {
  viewId: unknown;
  at: unknown;
  day: unknown;
  amountCents: unknown;
}): SQL {
  return sql`update ${rewardViews} set ended_at = ${credit.at}::timestamptz,
      credited_at = ${credit.at}::timestamptz, credit_day = ${credit.day}::date,
      amount_cents = ${credit.amountCents}::bigint
    where id = ${credit.viewId}::uuid and exists (select 1 from t)
    returning id`;
}

import { and, count, desc, eq, gte, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { CheatKind, SignalKind } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { accountLinks, cheatLog, fraudSettings, memberSignals, users } from '../../db/schema';
import { builtOnce } from '../../db/statements';

/**
 * Whether a link row counts as a link: DEVICE and PAYOUT_ACCOUNT always, NETWORK once it was seen the
 * settings' number of times. Every read of links applies it.
 */
export const countedLink = sql`(${accountLinks.reason} <> 'NETWORK' or ${accountLinks.hits} >= (
  select ${fraudSettings.networkLinkSightings} from ${fraudSettings} where ${fraudSettings.id} = 1))`;

const strongReasons = ['DEVICE', 'PAYOUT_ACCOUNT'] as const;

/** At most this many other members are linked by one signal, per reason: the newest ones. */
export const LINKS_PER_SIGNAL = 50;
/**
 * At most this many signals of a network within the window are read: a network busier than that is
 * shared (a carrier's gateway), whoever the members are.
 */
export const NETWORK_SCAN = 1000;

const p = (name: string) => sql.placeholder(name);
const limit = (value: number) => sql.raw(String(value));

/**
 * One signal and the links it makes, in one statement: the signal is written; every other member who
 * used its device or payout account, and (when the network is not shared) every other member on its
 * network within the window, is linked both ways (a sighting more when already linked). The link rows
 * are written in key order, so two signals linking the same pair lock its rows in the same order.
 * `new_device`: the member had signals before, none from this device. The other CTEs read the snapshot
 * before the insert, so the new signal never counts itself.
 */
export const insertSignalWithLinks = builtOnce<{ new_device: boolean; signals: number; links: number }>(
  () => sql`with settings as (
      select network_window_minutes, shared_network_members from ${fraudSettings} where id = 1
    ), earlier as (
      select exists (select 1 from ${memberSignals} where user_id = ${p('userId')}::uuid) as any_signal,
        exists (select 1 from ${memberSignals}
          where user_id = ${p('userId')}::uuid and device_hash = ${p('deviceHash')}::text) as this_device
    ), signal as (
      insert into ${memberSignals}
        (user_id, kind, ip, network, device_hash, user_agent, payout_account, referrer_id, created_at)
      values (${p('userId')}::uuid, ${p('kind')}::signal_kind, ${p('ip')}::text, ${p('network')}::text,
        ${p('deviceHash')}::text, ${p('userAgent')}::text, ${p('payoutAccount')}::text,
        ${p('referrerId')}::uuid, ${p('now')}::timestamptz)
      returning id
    ), device_peers as (
      select user_id from ${memberSignals}
      where device_hash = ${p('deviceHash')}::text and user_id <> ${p('userId')}::uuid
      group by user_id order by max(created_at) desc limit ${limit(LINKS_PER_SIGNAL)}
    ), payout_peers as (
      select user_id from ${memberSignals}
      where payout_account = ${p('payoutAccount')}::text and user_id <> ${p('userId')}::uuid
      group by user_id order by max(created_at) desc limit ${limit(LINKS_PER_SIGNAL)}
    ), network_recent as (
      select s.user_id, s.created_at from ${memberSignals} s, settings
      where s.network = ${p('network')}::text
        and s.created_at >= ${p('now')}::timestamptz - make_interval(mins => settings.network_window_minutes)
        and s.created_at <= ${p('now')}::timestamptz
      order by s.created_at desc limit ${limit(NETWORK_SCAN)}
    ), network_members as (
      select user_id, max(created_at) as last_at from network_recent
      where user_id <> ${p('userId')}::uuid group by user_id
    ), network_peers as (
      select user_id from network_members
      where (select count(*) from network_recent) < ${limit(NETWORK_SCAN)}
        and (select count(*) from network_members) + 1 <= (select shared_network_members from settings)
      order by last_at desc limit ${limit(LINKS_PER_SIGNAL)}
    ), peers as (
      select user_id, 'DEVICE'::link_reason as reason from device_peers
      union all select user_id, 'PAYOUT_ACCOUNT'::link_reason from payout_peers
      union all select user_id, 'NETWORK'::link_reason from network_peers
    ), linked as (
      insert into ${accountLinks} as l (user_id, linked_user_id, reason, hits, first_seen_at, last_seen_at)
      select pair.user_id, pair.linked_user_id, pair.reason, 1, ${p('now')}::timestamptz, ${p('now')}::timestamptz
      from (
        select ${p('userId')}::uuid as user_id, user_id as linked_user_id, reason from peers
        union all select user_id, ${p('userId')}::uuid, reason from peers
      ) pair
      order by pair.user_id, pair.linked_user_id, pair.reason
      on conflict (user_id, linked_user_id, reason) do update
        set hits = l.hits + 1, last_seen_at = greatest(l.last_seen_at, excluded.last_seen_at)
      returning 1
    )
    select ${p('deviceHash')}::text is not null and earlier.any_signal and not earlier.this_device as new_device,
      (select count(*) from signal)::int as signals, (select count(*) from linked)::int as links
    from earlier`,
);

/**
 * A signal row without its links, as a step of another statement (`sig as (…)`), written when `source`
 * (a CTE of that statement) has a row: the hot money calls record theirs in their own one statement. The
 * values are signalValues' placeholders; `userId` is the statement's own.
 */
export function signalRowStep(source: SQL): SQL {
  return sql`sig as (
      insert into ${memberSignals} (user_id, kind, ip, network, device_hash, user_agent, created_at)
      select ${p('userId')}::uuid, ${p('signalKind')}::signal_kind, ${p('signalIp')}::text,
        ${p('signalNetwork')}::text, ${p('signalDeviceHash')}::text, ${p('signalUserAgent')}::text,
        ${p('signalAt')}::timestamptz
      where exists (select 1 from ${source})
    )`;
}

const signalColumns = {
  kind: memberSignals.kind,
  ip: memberSignals.ip,
  network: memberSignals.network,
  deviceHash: memberSignals.deviceHash,
  userAgent: memberSignals.userAgent,
  payoutAccount: memberSignals.payoutAccount,
  createdAt: memberSignals.createdAt,
};
export interface SignalRow {
  kind: SignalKind;
  ip: string;
  network: string;
  deviceHash: string | null;
  userAgent: string | null;
  payoutAccount: string | null;
  createdAt: Date;
}

/** The member's latest signals, newest first. */
export async function latestSignalRows(db: Executor, userId: string, rows: number): Promise<SignalRow[]> {
  return db
    .select(signalColumns)
    .from(memberSignals)
    .where(eq(memberSignals.userId, userId))
    .orderBy(desc(memberSignals.createdAt), desc(memberSignals.id))
    .limit(rows);
}

export interface DeviceRow {
  deviceHash: string;
  userAgent: string | null;
  ip: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

/** The member's devices (signals by device hash): the latest signal's user agent and address, newest first. */
export async function deviceRows(db: Executor, userId: string, rows: number): Promise<DeviceRow[]> {
  const result: unknown = await db.execute(sql`
    select device_hash, user_agent, ip, first_seen_at, last_seen_at from (
      select distinct on (device_hash) device_hash, user_agent, ip, created_at as last_seen_at,
        min(created_at) over (partition by device_hash) as first_seen_at
      from ${memberSignals}
      where user_id = ${userId}::uuid and device_hash is not null
      order by device_hash, created_at desc
    ) devices
    order by last_seen_at desc
    limit ${rows}`);
  return (
    result as {
      rows: {
        device_hash: string;
        user_agent: string | null;
        ip: string;
        first_seen_at: string | Date;
        last_seen_at: string | Date;
      }[];
    }
  ).rows.map((row) => ({
    deviceHash: row.device_hash,
    userAgent: row.user_agent,
    ip: row.ip,
    firstSeenAt: new Date(row.first_seen_at),
    lastSeenAt: new Date(row.last_seen_at),
  }));
}

/** The member's counted links with the linked members, the most recently seen first. */
export async function linkRows(db: Executor, userId: string, rows: number) {
  return db
    .select({
      linkedUserId: accountLinks.linkedUserId,
      name: users.name,
      accountNumber: users.accountNumber,
      status: users.status,
      reason: accountLinks.reason,
      hits: accountLinks.hits,
      firstSeenAt: accountLinks.firstSeenAt,
      lastSeenAt: accountLinks.lastSeenAt,
    })
    .from(accountLinks)
    .innerJoin(users, eq(users.id, accountLinks.linkedUserId))
    .where(and(eq(accountLinks.userId, userId), countedLink))
    .orderBy(desc(accountLinks.lastSeenAt), accountLinks.linkedUserId, accountLinks.reason)
    .limit(rows);
}

/** Of `others` (member ids), the members `userId` shares a device or a payout account with. */
export async function stronglyLinkedIds(db: Executor, userId: string, others: string[]): Promise<string[]> {
  if (others.length === 0) return [];
  const found = await db
    .selectDistinct({ id: accountLinks.linkedUserId })
    .from(accountLinks)
    .where(
      and(
        eq(accountLinks.userId, userId),
        // One array parameter, however many members a referrer brought.
        sql`${accountLinks.linkedUserId} = any(${`{${others.join(',')}}`}::uuid[])`,
        inArray(accountLinks.reason, [...strongReasons]),
      ),
    );
  return found.map((row) => row.id);
}

/** How many other members each of `userIds` is linked to (counted links only); absent means none. */
export async function linkedCounts(db: Executor, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const found = await db
    .select({
      userId: accountLinks.userId,
      linked: sql<number>`count(distinct ${accountLinks.linkedUserId})::int`,
    })
    .from(accountLinks)
    .where(and(inArray(accountLinks.userId, userIds), countedLink))
    .groupBy(accountLinks.userId);
  return new Map(found.map((row) => [row.userId, row.linked]));
}

/** Whether the member exists (the admin's fraud reads answer 404 otherwise). */
export async function memberExists(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

export async function insertCheat(
  db: Executor,
  values: { userId: string; kind: CheatKind; detail: string; createdAt: Date },
): Promise<void> {
  await db.insert(cheatLog).values(values);
}

/** The member's refused attempts counted by kind, with the latest of each. */
export async function cheatCountRows(db: Executor, userId: string) {
  return db
    .select({ kind: cheatLog.kind, count: count(), lastAt: max(cheatLog.createdAt) })
    .from(cheatLog)
    .where(eq(cheatLog.userId, userId))
    .groupBy(cheatLog.kind)
    .orderBy(desc(max(cheatLog.createdAt)));
}

/** The member's latest refused attempts, newest first. */
export async function latestCheatRows(db: Executor, userId: string, rows: number) {
  return db
    .select({ kind: cheatLog.kind, detail: cheatLog.detail, createdAt: cheatLog.createdAt })
    .from(cheatLog)
    .where(eq(cheatLog.userId, userId))
    .orderBy(desc(cheatLog.createdAt), desc(cheatLog.id))
    .limit(rows);
}

/** How many attempts of the member were refused since `since`. */
export async function cheatCountSince(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(cheatLog)
    .where(and(eq(cheatLog.userId, userId), gte(cheatLog.createdAt, since)));
  return row?.value ?? 0;
}

/** The fraud settings' one row. */
export async function fraudSettingsRow(db: Executor) {
  const [row] = await db.select().from(fraudSettings).where(eq(fraudSettings.id, 1));
  return row;
}

export async function updateFraudSettingsRow(
  db: Executor,
  values: Partial<typeof fraudSettings.$inferInsert>,
): Promise<void> {
  await db.update(fraudSettings).set(values).where(eq(fraudSettings.id, 1));
}

import type { WatchItem, WatchList } from '@earnflow/contracts';
import { centsToDollars } from '@earnflow/contracts';
import type { Database } from '../../db/client';
import { businessDay } from '../../lib/business-day';
import type { Clock } from '../../lib/clock';
import { SessionNotLiveError, type StatementSession } from '../sessions/statement-session';
import { watchListRows, type RewardViewKind, type VideoRow } from './rewards.repository';
import { expiredReason, noLevelReason } from './rewards-wording';

/** The member's watch list of ads or videos (GET /ads, GET /videos). */
export function createWatchList({ db, clock }: { db: Database; clock: Clock }) {
  /** The member's watch list: the items, what each pays now, the day's progress and the level's state. */
  async function list(kind: RewardViewKind, session: StatementSession): Promise<WatchList> {
    const now = clock.now();
    const rows = await watchListRows(db, { session, kind, day: businessDay(now) });
    const [first] = rows;
    if (first === undefined) throw new Error(`member ${session.userId} not found`);
    if (!first.live) throw new SessionNotLiveError();
    const { held, credited } = first.context;
    const level = held !== undefined && held.holding.expiresAt.getTime() > now.getTime() ? held : undefined;
    const items = rows.flatMap(({ context: { item }, paidCents }) =>
      item === undefined ? [] : [{ ...item, paidCents }],
    );
    return {
      items: items.map((row): WatchItem => ({
        id: row.id,
        title: row.title,
        mediaUrl: row.mediaUrl,
        mediaType: row.mediaType,
        durationSeconds: row.durationSeconds,
        amount: centsToDollars(
          kind === 'AD' ? (level?.level.ratePerAdCents ?? 0) : (row as VideoRow).bonusCents,
        ),
        watchedToday: credited.items.has(row.id),
        paidAmount: row.paidCents === null ? null : centsToDollars(row.paidCents),
      })),
      done: credited.count,
      limit: kind === 'AD' ? (level?.level.adsPerDay ?? 0) : items.length,
      earnedToday: centsToDollars(first.earnedCents),
      canEarn: level !== undefined,
      reason: level !== undefined ? null : held !== undefined ? expiredReason : noLevelReason,
    };
  }

  return { list };
}

import type { WatchComplete, WatchStart } from '@earnflow/contracts';
import { centsToDollars, errorCodes } from '@earnflow/contracts';
import type { Database } from '../../db/client';
import { businessDay } from '../../lib/business-day';
import type { Clock } from '../../lib/clock';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { isStatementRefusal, isUniqueViolation } from '../../lib/db-errors';
import { inTransaction } from '../../lib/transactions';
import { RefusedAttemptError, rethrowRecordingCheat } from '../fraud/fraud.service';
import { lockMemberOfLiveSession, type StatementSession } from '../sessions/statement-session';
import {
  completeContext,
  creditViewInOneStatement,
  startContext,
  startViewInOneStatement,
  type RewardViewKind,
  type WatchContext,
} from './rewards.repository';
import { expiredReason, noLevelReason, words } from './rewards-wording';

/**
 * A one-statement credit that refused (the day's ads all counted meanwhile) or broke a unique index is
 * answered by the path that takes the member's lock and says why: undefined sends it there.
 */
function refusedForTheLimit(error: unknown): undefined {
  if (isStatementRefusal(error) || isUniqueViolation(error)) return undefined;
  throw error;
}

/**
 * A write that nothing refuses, within the member's lock, tried again while a call of the member that
 * does not take the lock got in first; a conflict after three tries.
 */
async function writtenWithin<Written>(write: () => Promise<Written | undefined>): Promise<Written> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const written = await write();
    if (written !== undefined) return written;
  }
  throw new ConflictError('Another request of yours was being handled. Try again.');
}

/** Watching an ad or a video for its reward: a view starts on the server clock and is credited once. */
/** How early a completion may come before it is logged as a cheat rather than a timer a little ahead. */
const EARLY_GRACE_MS = 2000;

export function createRewardViews({ db, clock }: { db: Database; clock: Clock }) {
  /** The member's level when it is active now, or a refusal that says what to do. */
  function levelOrRefusal(held: WatchContext<unknown>['held'], now: Date) {
    if (held === undefined) throw new ForbiddenError(noLevelReason);
    if (held.holding.expiresAt.getTime() <= now.getTime()) throw new ForbiddenError(expiredReason);
    return held;
  }

  /** The refusal of a view over the day's ads, which the cheat log keeps. */
  function overTheDaysAds(itemId: string, adsPerDay: number, attempt: 'start' | 'complete') {
    return new RefusedAttemptError(
      `You have watched all ${String(adsPerDay)} ${words.AD.nouns} for today. Come back tomorrow.`,
      {
        kind: 'DAILY_LIMIT',
        detail: `Tried to ${attempt} ad ${itemId} after the day's ${String(adsPerDay)} ads.`,
      },
    );
  }

  /**
   * Refusals that hold at start and again at completion: the daily limit (logged as a cheat) and once
   * per item a day.
   */
  function checkToday(
    kind: RewardViewKind,
    credited: WatchContext<unknown>['credited'],
    itemId: string,
    adsPerDay: number,
    attempt: 'start' | 'complete',
  ) {
    if (kind === 'AD' && credited.count >= adsPerDay) throw overTheDaysAds(itemId, adsPerDay, attempt);
    if (credited.items.has(itemId))
      throw new ConflictError(`You have already watched this ${words[kind].noun} today. Choose another one.`);
  }

  /**
   * Issues a view on the server clock; a view the member still had open is given up. One statement
   * checks and writes it all (`startViewInOneStatement`); when it writes nothing, the member's lock is
   * taken and what decides is read to say why, and a start that nothing refuses (another start of the
   * member got in first) is written again. A refusal the cheat log keeps is logged after the rollback.
   */
  async function start(kind: RewardViewKind, session: StatementSession, itemId: string): Promise<WatchStart> {
    const { userId } = session;
    const startedAt = clock.now();
    const input = { session, kind, itemId, day: businessDay(startedAt), startedAt };
    const view =
      (await startViewInOneStatement(db, input)) ??
      (await inTransaction(db, async (tx) => {
        await lockMemberOfLiveSession(tx, session);
        const context = await startContext(tx, { userId, kind, itemId, day: input.day });
        if (context.item === undefined) throw new NotFoundError(`This ${words[kind].noun} is not available.`);
        const level = levelOrRefusal(context.held, startedAt);
        checkToday(kind, context.credited, itemId, level.level.adsPerDay, 'start');
        return writtenWithin(() => startViewInOneStatement(tx, input));
      }).catch((error: unknown) => rethrowRecordingCheat(db, userId, clock.now(), error)));
    return { viewId: view.id, durationSeconds: view.durationSeconds, startedAt: startedAt.toISOString() };
  }

  /**
   * Credits a view once: the member's own, still open, watched for at least its duration on the server
   * clock, with an active level, within the day's limit and once per item a day. It pays the amount fixed
   * when the view started. One statement checks and writes it all, the view's credit, the day's count and
   * the reward (`creditViewInOneStatement`); when it writes nothing, or refuses for the day's limit, the
   * member's lock is taken and what decides is read to say why. A member who owes is paid there, the debt
   * settled from the reward. Completing too early, over the daily limit or a view that another one ended
   * is logged as a cheat after the rollback.
   */
  async function complete(
    kind: RewardViewKind,
    session: StatementSession,
    viewId: string,
  ): Promise<WatchComplete> {
    const { noun } = words[kind];
    const { userId } = session;
    const at = clock.now();
    const input = { session, kind, viewId, day: businessDay(at), at, settles: false };
    const paid =
      (await creditViewInOneStatement(db, input).catch(refusedForTheLimit)) ??
      (await inTransaction(db, async (tx) => {
        await lockMemberOfLiveSession(tx, session);
        const context = await completeContext(tx, { userId, kind, viewId, day: input.day });
        if (context === undefined)
          throw new NotFoundError(`This view was not found. Start the ${noun} again.`);
        const { view, item } = context;
        if (view.creditedAt !== null)
          throw new ConflictError(`This ${noun} was already credited.`, errorCodes.alreadyCredited);
        if (view.endedAt !== null)
          throw new RefusedAttemptError(
            `This view has ended because another one was started. Start the ${noun} again.`,
            {
              kind: 'VIEW_IN_FLIGHT',
              detail: `Completed ${noun} view ${view.id} after another view had started.`,
            },
          );
        const leftMs = view.startedAt.getTime() + view.durationSeconds * 1000 - at.getTime();
        if (leftMs > 0) {
          const message = `Watch the ${noun} to the end: ${String(Math.ceil(leftMs / 1000))} more second${leftMs > 1000 ? 's' : ''}.`;
          // A player whose timer ran a moment ahead of the server is not cheating: only seconds early is logged.
          if (leftMs <= EARLY_GRACE_MS) throw new ConflictError(message, errorCodes.watchNotFinished);
          throw new RefusedAttemptError(
            message,
            {
              kind: 'VIEW_TOO_EARLY',
              detail: `Completed ${noun} view ${view.id} after ${String(Math.floor((at.getTime() - view.startedAt.getTime()) / 1000))} of its ${String(view.durationSeconds)} seconds.`,
            },
            errorCodes.watchNotFinished,
          );
        }
        const level = levelOrRefusal(context.held, at);
        // The amount was fixed by the level held when the view started: a level bought since (after the
        // other expired, or an upgrade) has its own views.
        if (level.holding.startsAt.getTime() > view.startedAt.getTime())
          throw new ConflictError(`Your level changed after this ${noun} started. Start the ${noun} again.`);
        checkToday(kind, context.credited, view.itemId, level.level.adsPerDay, 'complete');
        if (item === undefined) throw new NotFoundError(`This ${noun} is not available.`);
        const credited = await creditViewInOneStatement(tx, { ...input, settles: true }).catch(
          (error: unknown) => {
            // The day's count is what holds the limit: a credit counted meanwhile took the last ad.
            if (isStatementRefusal(error))
              throw overTheDaysAds(view.itemId, level.level.adsPerDay, 'complete');
            throw error;
          },
        );
        if (credited === undefined)
          throw new ConflictError(`This ${noun} was already credited.`, errorCodes.alreadyCredited);
        return credited;
      }).catch((error: unknown) => rethrowRecordingCheat(db, userId, clock.now(), error)));
    return {
      amount: centsToDollars(paid.amountCents),
      currentBalance: centsToDollars(paid.walletBalanceCents),
    };
  }

  return { start, complete };
}

import type { WatchComplete, WatchStart } from '@earnflow/contracts';
import { centsToDollars, errorCodes } from '@earnflow/contracts';
import type { Database } from '../../db/client';
import { businessDay } from '../../lib/business-day';
import type { Clock } from '../../lib/clock';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { RefusedAttemptError, rethrowRecordingCheat } from '../fraud/fraud.service';
import { payRewardBuiltOnce } from '../earnings/earnings.service';
import { lockMemberOfLiveSession, type StatementSession } from '../sessions/statement-session';
import {
  completeContext,
  startContext,
  startView,
  viewCreditValues,
  viewCreditWrite,
  type AdRow,
  type RewardViewKind,
  type VideoRow,
  type WatchContext,
} from './rewards.repository';
import { expiredReason, noLevelReason, words } from './rewards-wording';

/** A view's reward with the view's credit, in one statement built once per database. */
const payViewCredit = payRewardBuiltOnce(viewCreditWrite);

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

  /** What a view of this item pays at this level now: the rate per ad, or the video's bonus. */
  function amountNow(
    kind: RewardViewKind,
    level: { level: { ratePerAdCents: number } },
    item: AdRow | VideoRow,
  ) {
    return kind === 'AD' ? level.level.ratePerAdCents : (item as VideoRow).bonusCents;
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
    const { noun, nouns } = words[kind];
    if (kind === 'AD' && credited.count >= adsPerDay)
      throw new RefusedAttemptError(
        `You have watched all ${String(adsPerDay)} ${nouns} for today. Come back tomorrow.`,
        {
          kind: 'DAILY_LIMIT',
          detail: `Tried to ${attempt} ad ${itemId} after the day's ${String(adsPerDay)} ads.`,
        },
      );
    if (credited.items.has(itemId))
      throw new ConflictError(`You have already watched this ${noun} today. Choose another one.`);
  }

  /**
   * Issues a view on the server clock; a view the member still had open is given up. The member's lock
   * is taken by the statement that checks the session; then one statement reads what decides (the item,
   * the level, the day's credits) and one writes. A refusal the cheat log keeps is logged after the
   * rollback.
   */
  async function start(kind: RewardViewKind, session: StatementSession, itemId: string): Promise<WatchStart> {
    const { userId } = session;
    const started = inTransaction(db, async (tx) => {
      const now = clock.now();
      await lockMemberOfLiveSession(tx, session);
      const context = await startContext(tx, { userId, kind, itemId, day: businessDay(now) });
      const { item } = context;
      if (item === undefined) throw new NotFoundError(`This ${words[kind].noun} is not available.`);
      const level = levelOrRefusal(context.held, now);
      checkToday(kind, context.credited, itemId, level.level.adsPerDay, 'start');
      const view = await startView(tx, {
        userId,
        kind,
        itemId: item.id,
        durationSeconds: item.durationSeconds,
        amountCents: amountNow(kind, level, item),
        now,
      });
      return { viewId: view.id, durationSeconds: view.durationSeconds, startedAt: now.toISOString() };
    });
    return started.catch((error: unknown) => rethrowRecordingCheat(db, userId, clock.now(), error));
  }

  /**
   * Credits a view once: the member's own, still open, watched for at least its duration on the server
   * clock, with an active level, within the day's limit and once per item a day. It pays the amount fixed
   * when the view started. The member's lock is
   * taken by the statement that checks the session; the view's update and the reward (earning + ledger
   * transaction) are written by one statement. Completing too early, over the daily limit or a view that
   * another one ended is logged as a cheat after the rollback.
   */
  async function complete(
    kind: RewardViewKind,
    session: StatementSession,
    viewId: string,
  ): Promise<WatchComplete> {
    const { noun } = words[kind];
    const { userId } = session;
    const completed = inTransaction(db, async (tx) => {
      const now = clock.now();
      const day = businessDay(now);
      await lockMemberOfLiveSession(tx, session);
      const context = await completeContext(tx, { userId, kind, viewId, day });
      if (context === undefined) throw new NotFoundError(`This view was not found. Start the ${noun} again.`);
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
      const leftMs = view.startedAt.getTime() + view.durationSeconds * 1000 - now.getTime();
      if (leftMs > 0) {
        const message = `Watch the ${noun} to the end: ${String(Math.ceil(leftMs / 1000))} more second${leftMs > 1000 ? 's' : ''}.`;
        // A player whose timer ran a moment ahead of the server is not cheating: only seconds early is logged.
        if (leftMs <= EARLY_GRACE_MS) throw new ConflictError(message, errorCodes.watchNotFinished);
        throw new RefusedAttemptError(
          message,
          {
            kind: 'VIEW_TOO_EARLY',
            detail: `Completed ${noun} view ${view.id} after ${String(Math.floor((now.getTime() - view.startedAt.getTime()) / 1000))} of its ${String(view.durationSeconds)} seconds.`,
          },
          errorCodes.watchNotFinished,
        );
      }
      const level = levelOrRefusal(context.held, now);
      // The amount was fixed by the level held when the view started: a level bought since (after the
      // other expired, or an upgrade) has its own views.
      if (level.holding.startsAt.getTime() > view.startedAt.getTime())
        throw new ConflictError(`Your level changed after this ${noun} started. Start the ${noun} again.`);
      checkToday(kind, context.credited, view.itemId, level.level.adsPerDay, 'complete');
      if (item === undefined) throw new NotFoundError(`This ${noun} is not available.`);
      // What the member was shown when the view started, even if an admin changed the rate or bonus
      // since (a view started before amounts were kept pays today's).
      const amountCents = view.amountCents ?? amountNow(kind, level, item);
      const paid = await payViewCredit(
        tx,
        {
          userId,
          source: kind === 'AD' ? 'ADS' : 'VIDEOS',
          amountCents,
          description: `${kind === 'AD' ? 'Ad' : 'Video'} watched: ${item.title}`,
          referenceType: words[kind].referenceType,
          referenceId: view.id,
          now,
        },
        viewCreditValues({ viewId: view.id, at: now, day, amountCents }),
      );
      return {
        amount: centsToDollars(amountCents),
        currentBalance: centsToDollars(paid.walletBalanceCents),
      };
    });
    return completed.catch((error: unknown) => rethrowRecordingCheat(db, userId, clock.now(), error));
  }

  return { start, complete };
}

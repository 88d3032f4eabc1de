import type { FastifyBaseLogger } from 'fastify';
import {
  aviatorBetBodySchema,
  aviatorCrashAfterMs,
  aviatorMultiplierAt,
  centsToDollars,
  dollarsToCents,
  formatCents,
  formatMultiplier,
  hundredthsToMultiplier,
  type AviatorBetResponse,
  type AviatorFairness,
  type AviatorRound,
  type AviatorSettings,
  type AviatorSummary,
  type CursorFilters,
  type UpdateAviatorSettingsBody,
} from '@earnflow/contracts';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { addBusinessDays, businessDay } from '../../lib/business-day';
import type { Clock } from '../../lib/clock';
import { violatedConstraint } from '../../lib/db-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { walletBalanceCents } from '../ledger/ledger.service';
import {
  InsufficientBalanceError,
  oneWalletPostingBuiltOnce,
  postTransaction,
  systemAccountId,
  walletAccountId,
} from '../ledger/ledger.service';
import { type StatementSession } from '../sessions/statement-session';
import { crashPointOf } from './aviator.fairness';
import {
  adminRoundPage,
  aviatorHouseDays,
  aviatorHouseResult,
  aviatorLimits,
  countOpenRounds,
  findRound,
  memberRounds,
  lockSeedsForBet,
  memberSeeds,
  pollRound,
  insertRound,
  markCashedOut,
  seedRotationAfterBet,
  serverSeedRotation,
  saveAviatorLimits,
  setClientSeed,
  settleAndFindRounds,
  settleAndReportCrashes,
  markEndReported,
  latestRound,
  settleCrashedRounds,
  toMemberRound,
  type AviatorRoundRow,
} from './aviator.repository';

// What other modules use of this module's queries: they import it from here, not from the repository.
export { aviatorHouseResult } from './aviator.repository';

type BetBody = z.output<typeof aviatorBetBodySchema>;

export const AVIATOR_SETTLE_JOB = 'aviator.settle';
/** Rounds nobody reported are settled by this job at the latest (any read of the round settles it sooner). */
export const AVIATOR_SETTLE_EVERY_SECONDS = 30;
/** How long after a crash a didCashout-false call without roundId is taken as the crash's report. */
export const AVIATOR_END_REPORT_MS = 30_000;

const REFERENCE_TYPE = 'aviator_round';

/** A bet's posting with the seed rotation, in one statement built once per database. */
const bookBet = oneWalletPostingBuiltOnce<{ seeds_rotated: number }>(seedRotationAfterBet);
const roundNotFound = () => new NotFoundError('Round not found.');
const tooLate = (crashPoint: number) =>
  new ConflictError(
    `Too late: the plane crashed at ${formatMultiplier(hundredthsToMultiplier(crashPoint))}.`,
  );

export interface AviatorServiceDeps {
  db: Database;
  clock: Clock;
}

export function createAviatorService({ db, clock }: AviatorServiceDeps) {
  async function answer(tx: Executor, userId: string, row: AviatorRoundRow, now: Date) {
    const response: AviatorBetResponse = {
      round: toMemberRound(row, now),
      balance: centsToDollars(await walletBalanceCents(tx, userId)),
    };
    return response;
  }

  /**
   * Debits the bet and opens a round on the member's committed seed. The member's seeds are locked by the
   * statement that checks the session, so two bets of one member take turns and the second meets the
   * first's round; the bet's posting rotates the seed in the same statement.
   */
  async function open(
    tx: Executor,
    session: StatementSession,
    body: BetBody,
    now: Date,
  ): Promise<AviatorBetResponse> {
    const { userId } = session;
    const betCents = dollarsToCents(body.betAmount);
    if (betCents === null) throw new ValidationError('Bet can have at most 2 decimals.');
    const { seeds, limits } = await lockSeedsForBet(tx, session);
    if (betCents > limits.maxBetCents) {
      throw new ValidationError(`The maximum bet is ${formatCents(limits.maxBetCents)}.`);
    }
    const rounds = await settleAndFindRounds(
      tx,
      userId,
      now,
      new Date(now.getTime() - AVIATOR_END_REPORT_MS),
    );
    if (rounds.inPlay) throw oneRoundAtATime();
    // The spec's closing call after a crash has the opening call's payload: shortly after an unreported
    // crash, it is that report, and opens nothing (decision 0141).
    if (rounds.unreportedCrashId !== null) return reportCrash(tx, userId, rounds.unreportedCrashId, now);
    const crashPoint = crashPointOf(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
    const inserted = await insertRound(tx, {
      userId,
      betCents,
      maxWinCents: limits.maxWinCents,
      serverSeed: seeds.serverSeed,
      serverSeedHash: seeds.serverSeedHash,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
      crashPoint,
      startedAt: now,
      crashesAt: new Date(now.getTime() + aviatorCrashAfterMs(crashPoint)),
    }).catch((error: unknown) => {
      // Not expected behind the seeds' lock; the transaction ends either way.
      if (violatedConstraint(error) === 'aviator_rounds_one_open_per_user') throw oneRoundAtATime();
      throw error;
    });
    const round = inserted;
    const booked = await bookBet(
      tx,
      {
        kind: 'AVIATOR_BET',
        description: `Aviator bet (round ${String(seeds.nonce)})`,
        referenceType: REFERENCE_TYPE,
        referenceId: round.id,
        entries: [
          { accountId: await walletAccountId(tx, userId), amount: -betCents },
          { accountId: await systemAccountId(tx, 'AVIATOR_HOUSE'), amount: betCents },
        ],
      },
      serverSeedRotation(userId, seeds.nonce + 1),
    );
    if (booked.id === null) throw new InsufficientBalanceError();
    if (booked.seeds_rotated !== 1) throw new Error('the seed was not rotated');
    return {
      round: toMemberRound(round, now),
      balance: centsToDollars(Number(booked.wallet_balance)),
    };
  }

  /**
   * Pays bet × the multiplier at the server's receipt (down to the cent, at most the round's maximum
   * win) when that multiplier is still below the crash point. The receipt decides, not the round's stored
   * status: a poll or the settling job that read the clock after this cash-out arrived may have settled
   * the round as crashed meanwhile, and the cash-out still pays. The conditional update pays a round once.
   */
  async function cashOut(
    tx: Executor,
    userId: string,
    roundId: string,
    now: Date,
  ): Promise<AviatorBetResponse> {
    const round = await findRound(tx, userId, roundId);
    if (round === undefined) throw roundNotFound();
    if (round.status === 'CASHED_OUT') throw new ConflictError('This round is already cashed out.');
    const multiplier = aviatorMultiplierAt(now.getTime() - round.startedAt.getTime());
    if (multiplier >= round.crashPoint) throw tooLate(round.crashPoint);
    const winCents = Math.min(Math.floor((round.betCents * multiplier) / 100), round.maxWinCents);
    const settled = await markCashedOut(tx, round.id, { multiplier, winCents, now });
    if (settled === undefined) throw new ConflictError('This round is already settled.');
    await postTransaction(tx, {
      kind: 'AVIATOR_PAYOUT',
      description: `Aviator cash-out at ${formatMultiplier(hundredthsToMultiplier(multiplier))} (round ${round.nonce})`,
      referenceType: REFERENCE_TYPE,
      referenceId: round.id,
      entries: [
        { accountId: await systemAccountId(tx, 'AVIATOR_HOUSE'), amount: -winCents },
        { accountId: await walletAccountId(tx, userId), amount: winCents },
      ],
    });
    return answer(tx, userId, settled, now);
  }

  /** The client says the plane crashed: true only once the server's clock agrees. */
  async function reportCrash(tx: Executor, userId: string, roundId: string, now: Date) {
    await settleCrashedRounds(tx, now, { userId, roundId });
    const round = await findRound(tx, userId, roundId);
    if (round === undefined) throw roundNotFound();
    if (round.status === 'OPEN') throw new ConflictError('This round is still in play.');
    await markEndReported(tx, round.id, now);
    return answer(tx, userId, round, now);
  }

  /** The spec's cash-out call, without a roundId: the member's round in play, or what became of it. */
  async function cashOutLatest(tx: Executor, userId: string, now: Date) {
    const round = await latestRound(tx, userId);
    if (round === undefined) throw new ConflictError('You have no round in play.');
    if (round.status === 'CRASHED') throw tooLate(round.crashPoint);
    return cashOut(tx, userId, round.id, now);
  }

  return {
    /**
     * Settles the member's round if its crash time has come, in a transaction of its own, so that a
     * late cash-out is refused and the round still ends as a loss (and its end counts as reported).
     */
    async settleIfCrashed(
      userId: string,
      roundId: string | undefined,
      now: Date,
      { cashingOut }: { cashingOut: boolean },
    ): Promise<void> {
      const scope = { userId, ...(roundId === undefined ? {} : { roundId }) };
      if (cashingOut) await settleAndReportCrashes(db, now, scope);
      else await settleCrashedRounds(db, now, scope);
    },

    /** The spec's POST /aviator/bet, inside the caller's (idempotent) transaction. */
    async bet(
      tx: Executor,
      session: StatementSession,
      body: BetBody,
      now: Date,
    ): Promise<AviatorBetResponse> {
      if (body.roundId === undefined) {
        return body.didCashout ? cashOutLatest(tx, session.userId, now) : open(tx, session, body, now);
      }
      return body.didCashout
        ? cashOut(tx, session.userId, body.roundId, now)
        : reportCrash(tx, session.userId, body.roundId, now);
    },

    /** One of the member's rounds; reading it after its crash time settles it. */
    async round(session: StatementSession, roundId: string): Promise<AviatorRound> {
      const now = clock.now();
      const round = await pollRound(db, session, roundId, now);
      if (round === undefined) throw roundNotFound();
      return toMemberRound(round, now);
    },

    async rounds(userId: string, query: CursorFilters) {
      const now = clock.now();
      await settleCrashedRounds(db, now, { userId });
      return memberRounds(db, userId, query, now);
    },

    async fairness(userId: string): Promise<AviatorFairness> {
      const seeds = await memberSeeds(db, userId);
      const limits = await aviatorLimits(db);
      return {
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
        maxBet: centsToDollars(limits.maxBetCents),
        maxWin: centsToDollars(limits.maxWinCents),
      };
    },

    async changeClientSeed(userId: string, clientSeed: string): Promise<AviatorFairness> {
      await setClientSeed(db, userId, clientSeed);
      return this.fairness(userId);
    },

    /** Every round whose crash time has passed, settled as a loss (the repeating job). */
    async settleCrashed(): Promise<number> {
      let total = 0;
      for (;;) {
        const settled = await settleCrashedRounds(db, clock.now(), { limit: 500 });
        total += settled;
        if (settled < 500) return total;
      }
    },

    adminRounds: (query: Parameters<typeof adminRoundPage>[1]) => adminRoundPage(db, query),

    async summary(days: number): Promise<AviatorSummary> {
      const sinceDay = addBusinessDays(businessDay(clock.now()), -(days - 1));
      const total = await aviatorHouseResult(db, sinceDay);
      return {
        total: {
          rounds: total.rounds,
          bets: centsToDollars(total.betCents),
          payouts: centsToDollars(total.payoutCents),
          result: centsToDollars(total.resultCents),
        },
        openRounds: await countOpenRounds(db),
        days: await aviatorHouseDays(db, sinceDay),
      };
    },

    async settings(): Promise<AviatorSettings> {
      const limits = await aviatorLimits(db);
      return { maxBet: centsToDollars(limits.maxBetCents), maxWin: centsToDollars(limits.maxWinCents) };
    },

    async updateSettings(adminId: string, body: UpdateAviatorSettingsBody): Promise<AviatorSettings> {
      return inTransaction(db, async (tx) => {
        const before = await aviatorLimits(tx, { forUpdate: true });
        const after = {
          maxBetCents: body.maxBet === undefined ? before.maxBetCents : (dollarsToCents(body.maxBet) ?? 0),
          maxWinCents: body.maxWin === undefined ? before.maxWinCents : (dollarsToCents(body.maxWin) ?? 0),
        };
        // A win capped below the bet would make a cash-out lose money.
        if (after.maxWinCents < after.maxBetCents)
          throw new ValidationError(
            `The maximum win must be at least the maximum bet (${formatCents(after.maxBetCents)}).`,
          );
        await saveAviatorLimits(tx, after);
        await recordAudit(tx, {
          adminId,
          action: 'aviator.settings.update',
          targetType: 'settings',
          targetId: 'aviator',
          before,
          after,
        });
        return { maxBet: centsToDollars(after.maxBetCents), maxWin: centsToDollars(after.maxWinCents) };
      });
    },
  };
}

function oneRoundAtATime() {
  return new ConflictError('You already have a round in play. Cash out or wait for it to end.');
}

export type AviatorService = ReturnType<typeof createAviatorService>;

/** The job handler: settles abandoned rounds and logs how many. */
export function createAviatorSettleHandler(deps: { aviator: AviatorService; log: FastifyBaseLogger }) {
  return async (): Promise<void> => {
    const settled = await deps.aviator.settleCrashed();
    if (settled > 0) deps.log.info({ settled }, 'settled crashed aviator rounds');
  };
}

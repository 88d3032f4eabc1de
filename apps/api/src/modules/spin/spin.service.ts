import { randomUUID } from 'node:crypto';
import {
  centsToDollars,
  dollarsToCents,
  formatCents,
  TRY_AGAIN_LABEL,
  type SpinHistoryQuery,
  type SpinResult,
  type SpinSegment,
  type SpinSegmentBody,
  type SpinState,
  type UpdateSpinSegmentBody,
  type WheelSegment,
} from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { businessDay } from '../../lib/business-day';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { keysetPage } from '../../lib/keyset';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { defaultRewardRules } from '../reward-settings/reward-settings.service';
import { lockMemberOfLiveSession, type StatementSession } from '../sessions/statement-session';
import { drawWeighted } from './spin.draw';
import {
  allSegments,
  deleteSegment,
  insertSegment,
  lockSegment,
  readSpinContext,
  recordPaidSpin,
  recordSpin,
  spinHistoryRows,
  updateSegment,
  type SegmentRow,
} from './spin.repository';

function toWheelSegment(row: SegmentRow): WheelSegment {
  return { id: row.id, label: row.label, amount: centsToDollars(row.prizeCents), colour: row.colour };
}

function toSpinSegments(rows: SegmentRow[]): SpinSegment[] {
  const activeWeight = rows.filter((row) => row.isActive).reduce((sum, row) => sum + row.weight, 0);
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    prize: centsToDollars(row.prizeCents),
    weight: row.weight,
    colour: row.colour,
    isActive: row.isActive,
    chancePercent:
      row.isActive && activeWeight > 0 ? Math.round((row.weight / activeWeight) * 10_000) / 100 : 0,
  }));
}

const prizeCents = (prize: number) => dollarsToCents(prize) ?? 0;

/** A segment as the audit log keeps it: what an admin set (its chance depends on the other segments). */
function auditedSegment(row: SegmentRow) {
  return {
    label: row.label,
    prize: centsToDollars(row.prizeCents),
    weight: row.weight,
    colour: row.colour,
    isActive: row.isActive,
  };
}

/**
 * What a spin decides on (decision 0116): the spins a member has a day, how many they used on `day`, and
 * the active segments in wheel order, read by the statement that checks the session.
 */
async function spinContext(db: Executor, session: StatementSession, day: string) {
  const context = await readSpinContext(db, session, day);
  return { ...context, spinsPerDay: context.spinsPerDay ?? defaultRewardRules.spinsPerDay };
}

/** Design §3: a 'Try Again' segment pays nothing. */
function checkTryAgain(segment: { label: string; prizeCents: number }): void {
  if (segment.label.trim().toLowerCase() === TRY_AGAIN_LABEL.toLowerCase() && segment.prizeCents !== 0)
    throw new ValidationError(`'${TRY_AGAIN_LABEL}' pays nothing: set its prize to 0.`);
}

/** A segment's label with its prize, once: "Jackpot ($5.00)", and "$0.25" for a label "$0.25" or "0.25". */
export function prizeWords(label: string, prizeCents: number): string {
  const prize = formatCents(prizeCents);
  const asDollars = Number(label.trim().replace(/^\$/, '').replaceAll(',', ''));
  const labelIsPrize = label.trim() !== '' && Math.round(asDollars * 100) === prizeCents;
  return labelIsPrize ? prize : `${label} (${prize})`;
}

export class NoSpinsLeftError extends ConflictError {
  constructor() {
    super('You have no spins left today. Come back tomorrow.');
  }
}

export function createSpinService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    async segments(): Promise<SpinSegment[]> {
      return toSpinSegments(await allSegments(db));
    },

    async createSegment(adminId: string, body: SpinSegmentBody): Promise<SpinSegment[]> {
      checkTryAgain({ label: body.label, prizeCents: prizeCents(body.prize) });
      return inTransaction(db, async (tx) => {
        const row = await insertSegment(tx, {
          label: body.label,
          prizeCents: prizeCents(body.prize),
          weight: body.weight,
          colour: body.colour.toLowerCase(),
          isActive: body.isActive ?? true,
        });
        await recordAudit(tx, {
          adminId,
          action: 'spin-segment.create',
          targetType: 'spin_segment',
          targetId: row.id,
          after: auditedSegment(row),
        });
        return toSpinSegments(await allSegments(tx));
      });
    },

    async updateSegment(adminId: string, id: string, body: UpdateSpinSegmentBody): Promise<SpinSegment[]> {
      return inTransaction(db, async (tx) => {
        const before = await lockSegment(tx, id);
        if (before === undefined) throw new NotFoundError('Segment not found.');
        const after = await updateSegment(tx, id, {
          ...(body.label === undefined ? {} : { label: body.label }),
          ...(body.prize === undefined ? {} : { prizeCents: prizeCents(body.prize) }),
          ...(body.weight === undefined ? {} : { weight: body.weight }),
          ...(body.colour === undefined ? {} : { colour: body.colour.toLowerCase() }),
          ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
        });
        checkTryAgain(after);
        await recordAudit(tx, {
          adminId,
          action: 'spin-segment.update',
          targetType: 'spin_segment',
          targetId: id,
          before: auditedSegment(before),
          after: auditedSegment(after),
        });
        return toSpinSegments(await allSegments(tx));
      });
    },

    async deleteSegment(adminId: string, id: string): Promise<SpinSegment[]> {
      return inTransaction(db, async (tx) => {
        const before = await deleteSegment(tx, id);
        if (before === undefined) throw new NotFoundError('Segment not found.');
        await recordAudit(tx, {
          adminId,
          action: 'spin-segment.delete',
          targetType: 'spin_segment',
          targetId: id,
          before: auditedSegment(before),
        });
        return toSpinSegments(await allSegments(tx));
      });
    },

    async state(session: StatementSession): Promise<SpinState> {
      const day = businessDay(clock.now());
      const { spinsPerDay, used, segments } = await spinContext(db, session, day);
      return {
        segments: segments.map(toWheelSegment),
        spinsLeft: segments.length === 0 ? 0 : Math.max(0, spinsPerDay - used),
        spinsPerDay,
      };
    },

    /**
     * One spin inside the caller's transaction: the member's row is locked first (by the statement that
     * checks the session), so concurrent spins count today's spins one after another and never exceed
     * the daily allowance. The spin and its prize are written by one statement.
     */
    async spin(tx: Executor, session: StatementSession): Promise<SpinResult> {
      const { userId } = session;
      const now = clock.now();
      const day = businessDay(now);
      await lockMemberOfLiveSession(tx, session);
      const { spinsPerDay, used, segments } = await spinContext(tx, session, day);
      if (used >= spinsPerDay) throw new NoSpinsLeftError();
      if (segments.length === 0) throw new ConflictError('The wheel is not ready yet. Try again later.');
      const segment = drawWeighted(segments);
      const id = randomUUID();
      const spin = {
        spinId: id,
        spinUserId: userId,
        spinSegmentId: segment.id,
        spinLabel: segment.label,
        spinAmount: segment.prizeCents,
        spinDay: day,
        spinAt: now.toISOString(),
      };
      if (segment.prizeCents === 0) await recordSpin(tx, spin);
      else
        await recordPaidSpin(
          tx,
          {
            userId,
            source: 'SPIN',
            amountCents: segment.prizeCents,
            description: `Spin & Win: ${prizeWords(segment.label, segment.prizeCents)}`,
            referenceType: 'spin',
            referenceId: id,
            now,
          },
          spin,
        );
      return {
        id,
        result: segment.label,
        amount: centsToDollars(segment.prizeCents),
        segment: toWheelSegment(segment),
        spinsLeft: Math.max(0, spinsPerDay - used - 1),
      };
    },

    async history(userId: string, query: SpinHistoryQuery) {
      const rows = await spinHistoryRows(db, userId, query);
      return keysetPage(
        rows,
        query.limit,
        (row) => row.spin.id,
        ({ spin }) => ({
          id: spin.id,
          result: spin.label,
          amount: centsToDollars(spin.amountCents),
          createdAt: spin.createdAt.toISOString(),
        }),
      );
    },
  };
}
export type SpinService = ReturnType<typeof createSpinService>;

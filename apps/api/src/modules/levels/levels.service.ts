import { payReferralCommission } from '../referrals/referrals.service';
import type { LevelPurchaseResponse, LevelStatus } from '@earnflow/contracts';
import { centsToDollars, dollarsToCents, type levelBodySchema } from '@earnflow/contracts';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { businessDay } from '../../lib/business-day';
import type { Clock } from '../../lib/clock';
import { violatedConstraint } from '../../lib/db-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { notifyMember } from '../notifications/notifications.service';
import { approvedCentsOnDay, streakScore } from '../earnings/earnings.service';
import { walletBalanceCents } from '../ledger/ledger.service';
import {
  ensureSystemAccount,
  postTransaction,
  systemAccountId,
  walletAccountId,
} from '../ledger/ledger.service';
import { adsCreditedOnDay, unwatchedItemsOnDay } from '../rewards/rewards.service';
import {
  activatePendingMember,
  endHolding,
  findLevel,
  insertHolding,
  insertLevel,
  listLevels,
  lockLevel,
  lockMemberForPurchase,
  markLevelDeleted,
  nextLevelAbove,
  openHolding,
  toLevel,
  toMemberLevel,
  updateLevel,
  type LevelRow,
  type LevelValues,
  type MemberLevelRow,
} from './levels.repository';

// What other modules use of this module's queries: they import it from here, not from the repository.
export { openHolding } from './levels.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

type ParsedLevelBody = z.output<typeof levelBodySchema>;

function levelValues(body: ParsedLevelBody): LevelValues {
  const ratePerAdCents = dollarsToCents(body.ratePerAd);
  const priceCents = dollarsToCents(body.price);
  if (ratePerAdCents === null) throw new ValidationError('Rate per ad can have at most 2 decimals.');
  if (priceCents === null) throw new ValidationError('Price can have at most 2 decimals.');
  return {
    level: body.level,
    title: body.title,
    adsPerDay: body.adsPerDay,
    ratePerAdCents,
    priceCents,
    expiryInDays: body.expiryInDays,
    isActive: body.isActive,
  };
}

const duplicateLevel = () => new ConflictError('A level with this number already exists.');

function auditView(row: LevelRow) {
  return {
    level: row.level,
    title: row.title,
    adsPerDay: row.adsPerDay,
    ratePerAdCents: row.ratePerAdCents,
    priceCents: row.priceCents,
    expiryInDays: row.expiryInDays,
    isActive: row.isActive,
  };
}

/** The level a member may earn with now: held, not ended and not expired. */
export async function activeLevel(
  db: Executor,
  userId: string,
  now: Date,
): Promise<{ holding: MemberLevelRow; level: LevelRow } | undefined> {
  const held = await openHolding(db, userId);
  if (held === undefined || held.holding.expiresAt.getTime() <= now.getTime()) return undefined;
  return held;
}

export interface LevelPurchase {
  holding: MemberLevelRow;
  level: LevelRow;
  /** What the wallet paid, in cents: the price, or the difference on an upgrade. */
  paidCents: number;
}

/**
 * Buys a level for a member inside the caller's transaction: the member row is locked first, so one
 * member's purchases run one at a time. Pays the full price, or the difference to the held level's
 * price when upgrading an active level; the same or a lower level while one is active is a 409. The
 * level lasts expiryInDays from now, and a PENDING member becomes ACTIVE.
 */
export async function purchaseLevel(
  tx: Executor,
  input: { userId: string; levelId: string; now: Date },
): Promise<LevelPurchase> {
  const { userId, levelId, now } = input;
  await lockMemberForPurchase(tx, userId);
  const level = await findLevel(tx, levelId);
  if (level === undefined || !level.isActive) throw new NotFoundError('This level is not available.');
  const held = await openHolding(tx, userId);
  const active = held !== undefined && held.holding.expiresAt.getTime() > now.getTime();
  // The held level by its id: a deleted level's number may belong to a new level, which is for sale.
  if (active && level.id === held.level.id)
    throw new ConflictError('You already have this level. You can buy it again when it expires.');
  if (active && level.level < held.level.level)
    throw new ConflictError('You already have a higher level. Choose a level above your current one.');
  const paidCents = active ? Math.max(level.priceCents - held.holding.levelPriceCents, 0) : level.priceCents;

  if (held !== undefined) {
    await endHolding(tx, held.holding.id, now);
  }
  const holding = await insertHolding(tx, {
    userId,
    levelId: level.id,
    levelPriceCents: level.priceCents,
    paidCents,
    startsAt: now,
    expiresAt: new Date(now.getTime() + level.expiryInDays * DAY_MS),
    createdAt: now,
  });
  if (paidCents > 0) {
    await postTransaction(tx, {
      kind: 'LEVEL_PURCHASE',
      description: `${active ? 'Upgrade to' : 'Level'} ${String(level.level)}: ${level.title}`,
      referenceType: 'member_level',
      referenceId: holding.id,
      entries: [
        { accountId: await walletAccountId(tx, userId), amount: -paidCents },
        { accountId: await systemAccountId(tx, 'LEVEL_SALES'), amount: paidCents },
      ],
    });
    await payReferralCommission(tx, {
      memberId: userId,
      baseCents: paidCents,
      referenceType: 'level_purchase',
      referenceId: holding.id,
      now,
    });
  }
  await activatePendingMember(tx, userId);
  await notifyMember(tx, {
    userId,
    notice: {
      key: active ? 'levelUpgraded' : 'levelActivated',
      params: {
        level: level.level,
        levelTitle: level.title,
        until: holding.expiresAt.toISOString(),
        paidCents,
      },
    },
  });
  return { holding, level, paidCents };
}

export interface LevelsServiceDeps {
  db: Database;
  clock: Clock;
}

export function createLevelsService({ db, clock }: LevelsServiceDeps) {
  let salesAccountReady = false;

  async function requireLevel(tx: Executor, id: string): Promise<LevelRow> {
    const row = await lockLevel(tx, id);
    if (row === undefined) throw new NotFoundError('Level not found.');
    return row;
  }

  /** Runs an insert or update in a savepoint, so a duplicate level number is a 409 and nothing else. */
  async function guarded<T>(tx: Executor, write: (savepoint: Executor) => Promise<T>): Promise<T> {
    return tx.transaction(write).catch((error: unknown) => {
      if (violatedConstraint(error) === 'levels_level_unique') throw duplicateLevel();
      throw error;
    });
  }

  return {
    /** Creates the level sales account on the first purchase, outside any purchase's transaction. */
    async prepareSales() {
      if (salesAccountReady) return;
      await ensureSystemAccount(db, 'LEVEL_SALES');
      salesAccountReady = true;
    },

    async list(activeOnly: boolean) {
      return (await listLevels(db, activeOnly)).map(toLevel);
    },

    async create(adminId: string, body: ParsedLevelBody) {
      return inTransaction(db, async (tx) => {
        const [row] = await guarded(tx, (savepoint) => insertLevel(savepoint, levelValues(body)));
        if (row === undefined) throw new Error('level insert returned nothing');
        await recordAudit(tx, {
          adminId,
          action: 'level.create',
          targetType: 'level',
          targetId: row.id,
          after: auditView(row),
        });
        return toLevel(row);
      });
    },

    async update(adminId: string, id: string, body: ParsedLevelBody) {
      return inTransaction(db, async (tx) => {
        const before = await requireLevel(tx, id);
        const [row] = await guarded(tx, (savepoint) => updateLevel(savepoint, id, levelValues(body)));
        if (row === undefined) throw new NotFoundError('Level not found.');
        await recordAudit(tx, {
          adminId,
          action: 'level.update',
          targetType: 'level',
          targetId: id,
          before: auditView(before),
          after: auditView(row),
        });
        return toLevel(row);
      });
    },

    /** Stops selling a level; members who hold it keep it until it expires. */
    async remove(adminId: string, id: string) {
      await inTransaction(db, async (tx) => {
        const before = await requireLevel(tx, id);
        await markLevelDeleted(tx, id, clock.now());
        await recordAudit(tx, {
          adminId,
          action: 'level.delete',
          targetType: 'level',
          targetId: id,
          before: auditView(before),
          after: { deleted: true },
        });
      });
    },

    async purchase(tx: Executor, userId: string, levelId: string): Promise<LevelPurchaseResponse> {
      const now = clock.now();
      const bought = await purchaseLevel(tx, { userId, levelId, now });
      const balance = await walletBalanceCents(tx, userId);
      return {
        user: { id: userId, status: 'ACTIVE' },
        wallet: { currentBalance: centsToDollars(balance) },
        level: toMemberLevel(bought.holding, bought.level, now),
        paid: centsToDollars(bought.paidCents),
      };
    },

    async status(userId: string): Promise<LevelStatus> {
      const now = clock.now();
      const day = businessDay(now);
      const held = await openHolding(db, userId);
      const current = held === undefined ? null : toMemberLevel(held.holding, held.level, now);
      const next = await nextLevelAbove(db, held === undefined || current?.expired ? null : held.level.level);
      return {
        current,
        adsToday: await adsCreditedOnDay(db, userId, day),
        adsPerDay: held === undefined || current?.expired === true ? 0 : held.level.adsPerDay,
        adsUnwatched: await unwatchedItemsOnDay(db, userId, 'AD', day),
        earnedToday: centsToDollars(await approvedCentsOnDay(db, userId, day)),
        streakScore: await streakScore(db, userId, now),
        nextLevel: next === undefined ? null : toLevel(next),
      };
    },
  };
}

export type LevelsService = ReturnType<typeof createLevelsService>;

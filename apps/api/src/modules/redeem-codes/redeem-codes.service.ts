import {
  centsToDollars,
  dollarsToCents,
  formatCents,
  type CreateRedeemCodeBody,
  type RedeemBody,
  type RedeemCode,
  type RedeemResult,
  type UpdateRedeemCodeBody,
} from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { payReward } from '../earnings/earnings.service';
import {
  findRedeemCodeByCode,
  insertRedeemCode,
  insertRedeemCodeUse,
  lockRedeemCode,
  redeemCodePage,
  takeRedeemCodeUse,
  updateRedeemCode,
  type RedeemCodeRow,
} from './redeem-codes.repository';

function toRedeemCode(row: RedeemCodeRow): RedeemCode {
  return {
    id: row.id,
    code: row.code,
    amount: centsToDollars(row.amountCents),
    maxUses: row.maxUses,
    usesCount: row.usesCount,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One answer for every code that cannot be used, so guessing learns nothing about which codes exist. */
const unusableCode = () => new ValidationError('This code is not valid or has expired.');

export function createRedeemCodesService({ db, clock }: { db: Database; clock: Clock }) {
  /** An expiry given is a time still to come on the server's clock (the console says so before sending). */
  function expiryOf(expiresAt: string | null | undefined): Date | null {
    if (expiresAt == null) return null;
    const expiry = new Date(expiresAt);
    if (expiry.getTime() <= clock.now().getTime())
      throw new ValidationError('The expiry must be in the future.');
    return expiry;
  }

  return {
    async page(page: number, pageSize: number) {
      const { rows, total } = await redeemCodePage(db, page, pageSize);
      return { items: rows.map(toRedeemCode), total, page, pageSize };
    },

    async create(adminId: string, body: CreateRedeemCodeBody): Promise<RedeemCode> {
      return inTransaction(db, async (tx) => {
        const rows = await tx
          .transaction((savepoint) =>
            insertRedeemCode(savepoint, {
              code: body.code.trim().toUpperCase(),
              amountCents: dollarsToCents(body.amount) ?? 0,
              maxUses: body.maxUses,
              expiresAt: expiryOf(body.expiresAt),
              isActive: body.isActive ?? true,
            }),
          )
          .catch((error: unknown) => {
            if (isUniqueViolation(error)) throw new ConflictError('A code with this name already exists.');
            throw error;
          });
        const row = rows[0];
        if (row === undefined) throw new Error('redeem code insert returned nothing');
        await recordAudit(tx, {
          adminId,
          action: 'redeem-code.create',
          targetType: 'redeem_code',
          targetId: row.id,
          after: toRedeemCode(row),
        });
        return toRedeemCode(row);
      });
    },

    async update(adminId: string, id: string, body: UpdateRedeemCodeBody): Promise<RedeemCode> {
      return inTransaction(db, async (tx) => {
        const before = await lockRedeemCode(tx, id);
        if (before === undefined) throw new NotFoundError('Redeem code not found.');
        if (body.maxUses !== undefined && body.maxUses < before.usesCount) {
          throw new ValidationError(
            `This code was already used ${String(before.usesCount)} times; uses cannot be lower.`,
          );
        }
        const after = await updateRedeemCode(tx, id, {
          ...(body.maxUses === undefined ? {} : { maxUses: body.maxUses }),
          ...(body.expiresAt === undefined ? {} : { expiresAt: expiryOf(body.expiresAt) }),
          ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
        });
        if (after === undefined) throw new Error('redeem code update returned nothing');
        await recordAudit(tx, {
          adminId,
          action: 'redeem-code.update',
          targetType: 'redeem_code',
          targetId: id,
          before: toRedeemCode(before),
          after: toRedeemCode(after),
        });
        return toRedeemCode(after);
      });
    },

    /**
     * Credits a code once per member, inside the caller's transaction. The member's use is inserted first
     * (unique per member and code), then one use is taken with a conditional update, so concurrent
     * members never take more uses than the code has.
     */
    async redeem(tx: Executor, userId: string, body: RedeemBody): Promise<RedeemResult> {
      const now = clock.now();
      const code = body.code.trim().toUpperCase();
      const found = await findRedeemCodeByCode(tx, code);
      if (found === undefined || !found.isActive) throw unusableCode();
      if (found.expiresAt !== null && found.expiresAt.getTime() <= now.getTime()) throw unusableCode();
      const uses = await tx
        .transaction((savepoint) =>
          insertRedeemCodeUse(savepoint, {
            codeId: found.id,
            userId,
            amountCents: found.amountCents,
            createdAt: now,
          }),
        )
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new ConflictError('You have already redeemed this code.');
          throw error;
        });
      const use = uses[0];
      if (use === undefined) throw new Error('redeem use insert returned nothing');
      if (!(await takeRedeemCodeUse(tx, found.id, now)))
        throw new ConflictError('This code has been used up.');
      await payReward(tx, {
        userId,
        source: 'BONUSES',
        amountCents: found.amountCents,
        description: `Redeem code ${found.code} (${formatCents(found.amountCents)})`,
        referenceType: 'redeem_code_use',
        referenceId: use.id,
        now,
      });
      return { code: found.code, amount: centsToDollars(found.amountCents) };
    },
  };
}
export type RedeemCodesService = ReturnType<typeof createRedeemCodesService>;

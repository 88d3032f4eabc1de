import { asc, eq, sql } from 'drizzle-orm';
import {
  centsToDollars,
  PKR_PER_USD,
  type PaymentMethod,
  type PlatformSettings,
  type UpdateSettingsBody,
} from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import { paymentMethodSettings, platformSettings } from '../../db/schema';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';

export interface MoneyRules {
  withdrawalMinimumCents: number;
  withdrawalFeeBasisPoints: number;
}

export async function moneyRules(db: Executor): Promise<MoneyRules> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  if (row === undefined) throw new Error('platform settings row is missing');
  return {
    withdrawalMinimumCents: row.withdrawalMinimumCents,
    withdrawalFeeBasisPoints: row.withdrawalFeeBasisPoints,
  };
}

export async function paymentMethodSetting(db: Executor, method: PaymentMethod) {
  const [row] = await db.select().from(paymentMethodSettings).where(eq(paymentMethodSettings.method, method));
  return row;
}

/** The fee on a withdrawal, rounded down to the cent. */
export function withdrawalFeeCents(amountCents: number, basisPoints: number): number {
  return Math.floor((amountCents * basisPoints) / 10_000);
}

export async function readSettings(db: Executor): Promise<PlatformSettings> {
  const rules = await moneyRules(db);
  const methods = await db.select().from(paymentMethodSettings).orderBy(asc(paymentMethodSettings.method));
  return {
    pkrPerUsd: PKR_PER_USD,
    withdrawalMinimum: centsToDollars(rules.withdrawalMinimumCents),
    withdrawalFeePercent: rules.withdrawalFeeBasisPoints / 100,
    paymentMethods: methods.map((row) => ({
      method: row.method,
      accountTitle: row.accountTitle,
      accountNumber: row.accountNumber,
      enabled: row.enabled,
    })),
  };
}

export async function updateSettings(
  db: Database,
  adminId: string,
  body: UpdateSettingsBody,
): Promise<PlatformSettings> {
  return inTransaction(db, async (tx) => {
    const before = await readSettings(tx);
    if (body.withdrawalMinimum !== undefined || body.withdrawalFeePercent !== undefined) {
      await tx
        .update(platformSettings)
        .set({
          ...(body.withdrawalMinimum === undefined
            ? {}
            : { withdrawalMinimumCents: body.withdrawalMinimum * 100 }),
          ...(body.withdrawalFeePercent === undefined
            ? {}
            : { withdrawalFeeBasisPoints: Math.round(body.withdrawalFeePercent * 100) }),
          updatedAt: sql`now()`,
        })
        .where(eq(platformSettings.id, 1));
    }
    for (const method of body.paymentMethods ?? []) {
      await tx
        .update(paymentMethodSettings)
        .set({
          accountTitle: method.accountTitle,
          accountNumber: method.accountNumber,
          enabled: method.enabled,
          updatedAt: sql`now()`,
        })
        .where(eq(paymentMethodSettings.method, method.method));
    }
    const after = await readSettings(tx);
    await recordAudit(tx, {
      adminId,
      action: 'settings.update',
      targetType: 'settings',
      targetId: 'platform',
      before,
      after,
    });
    return after;
  });
}

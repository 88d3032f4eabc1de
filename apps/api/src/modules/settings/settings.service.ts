import {
  centsToDollars,
  PKR_PER_USD,
  type PlatformSettings,
  type UpdateSettingsBody,
} from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import {
  paymentMethodRows,
  platformSettingsRow,
  updatePaymentMethod,
  updateWithdrawalRules,
} from './settings.repository';

export { paymentMethodSetting } from './settings.repository';

export interface MoneyRules {
  withdrawalMinimumCents: number;
  withdrawalFeeBasisPoints: number;
}

export async function moneyRules(db: Executor): Promise<MoneyRules> {
  const row = await platformSettingsRow(db);
  if (row === undefined) throw new Error('platform settings row is missing');
  return {
    withdrawalMinimumCents: row.withdrawalMinimumCents,
    withdrawalFeeBasisPoints: row.withdrawalFeeBasisPoints,
  };
}

/** The fee on a withdrawal, rounded down to the cent. */
export function withdrawalFeeCents(amountCents: number, basisPoints: number): number {
  return Math.floor((amountCents * basisPoints) / 10_000);
}

export async function readSettings(db: Executor): Promise<PlatformSettings> {
  const rules = await moneyRules(db);
  const methods = await paymentMethodRows(db);
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
      await updateWithdrawalRules(tx, {
        ...(body.withdrawalMinimum === undefined
          ? {}
          : { withdrawalMinimumCents: body.withdrawalMinimum * 100 }),
        ...(body.withdrawalFeePercent === undefined
          ? {}
          : { withdrawalFeeBasisPoints: Math.round(body.withdrawalFeePercent * 100) }),
      });
    }
    for (const method of body.paymentMethods ?? []) {
      await updatePaymentMethod(tx, method);
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

/** What the settings routes call: the platform settings as members and admins read and change them. */
export function createSettingsService({ db }: { db: Database }) {
  return {
    moneyRules: () => moneyRules(db),
    read: () => readSettings(db),
    update: (adminId: string, body: UpdateSettingsBody) => updateSettings(db, adminId, body),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

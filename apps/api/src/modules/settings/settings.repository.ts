import { asc, eq, sql } from 'drizzle-orm';
import type { PaymentMethod } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { paymentMethodSettings, platformSettings } from '../../db/schema';

/** The one row of platform settings (id 1). */
export async function platformSettingsRow(db: Executor) {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1));
  return row;
}

export async function paymentMethodSetting(db: Executor, method: PaymentMethod) {
  const [row] = await db.select().from(paymentMethodSettings).where(eq(paymentMethodSettings.method, method));
  return row;
}

export async function paymentMethodRows(db: Executor) {
  return db.select().from(paymentMethodSettings).orderBy(asc(paymentMethodSettings.method));
}

export async function updateWithdrawalRules(
  tx: Executor,
  values: { withdrawalMinimumCents?: number; withdrawalFeeBasisPoints?: number },
): Promise<void> {
  await tx
    .update(platformSettings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(platformSettings.id, 1));
}

export async function updatePaymentMethod(
  tx: Executor,
  method: { method: PaymentMethod; accountTitle: string; accountNumber: string; enabled: boolean },
): Promise<void> {
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

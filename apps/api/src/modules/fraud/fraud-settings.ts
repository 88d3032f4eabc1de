import { fraudSettingsSchema, type FraudSettings } from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { fraudSettingsRow, updateFraudSettingsRow } from './fraud.repository';

const settingKeys = Object.keys(fraudSettingsSchema.shape) as (keyof FraudSettings)[];

/** The operator's fraud rules (one row, seeded by the migration with the defaults of decision 0184). */
export async function fraudSettingsOf(db: Executor): Promise<FraudSettings> {
  const row = await fraudSettingsRow(db);
  if (row === undefined) throw new Error('fraud settings row is missing');
  return Object.fromEntries(settingKeys.map((key) => [key, row[key]])) as FraudSettings;
}

/** PUT /fraud/settings: every value at once, audited with what it was. */
export async function updateFraudSettings(
  db: Database,
  adminId: string,
  body: FraudSettings,
  now: Date,
): Promise<FraudSettings> {
  return inTransaction(db, async (tx) => {
    const before = await fraudSettingsOf(tx);
    await updateFraudSettingsRow(tx, { ...body, updatedAt: now });
    await recordAudit(tx, {
      adminId,
      action: 'fraud.settings',
      targetType: 'settings',
      targetId: 'fraud',
      before,
      after: body,
    });
    return fraudSettingsOf(tx);
  });
}

import type { RewardSettings, UpdateRewardSettingsBody } from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { rewardSettingsRow, saveRewardSettings } from './reward-settings.repository';

export interface RewardRules {
  spinsPerDay: number;
  referralBasisPoints: number;
}

/** The defaults a fresh install runs with (no row yet): one free spin a day, 10% referral commission. */
export const defaultRewardRules: RewardRules = { spinsPerDay: 1, referralBasisPoints: 1000 };

export async function rewardRules(db: Executor): Promise<RewardRules> {
  const row = await rewardSettingsRow(db);
  return row === undefined
    ? defaultRewardRules
    : { spinsPerDay: row.spinsPerDay, referralBasisPoints: row.referralBasisPoints };
}

function toSettings(rules: RewardRules): RewardSettings {
  return { spinsPerDay: rules.spinsPerDay, referralPercent: rules.referralBasisPoints / 100 };
}

export function createRewardSettingsService({ db }: { db: Database }) {
  return {
    async read(): Promise<RewardSettings> {
      return toSettings(await rewardRules(db));
    },
    async update(adminId: string, body: UpdateRewardSettingsBody): Promise<RewardSettings> {
      return inTransaction(db, async (tx) => {
        const before = await rewardRules(tx);
        const after: RewardRules = {
          spinsPerDay: body.spinsPerDay ?? before.spinsPerDay,
          referralBasisPoints:
            body.referralPercent === undefined
              ? before.referralBasisPoints
              : Math.round(body.referralPercent * 100),
        };
        await saveRewardSettings(tx, after);
        await recordAudit(tx, {
          adminId,
          action: 'reward-settings.update',
          targetType: 'settings',
          targetId: 'rewards',
          before: toSettings(before),
          after: toSettings(after),
        });
        return toSettings(after);
      });
    },
  };
}
export type RewardSettingsService = ReturnType<typeof createRewardSettingsService>;

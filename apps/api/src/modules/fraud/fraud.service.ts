import type { CheatLog, FraudSettings, LinkedAccount, MemberDevices, Signal } from '@earnflow/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { cheatLog } from './fraud-cheats';
import { ACTIVITY_SIGNALS, linkedAccounts, memberDevices, recentSignals } from './fraud-signals';
import { fraudSettingsOf, updateFraudSettings } from './fraud-settings';
import { memberExists } from './fraud.repository';

// What other modules use of fraud defence: they import it from here.
export {
  linkedAccounts,
  networkOf,
  plainAddress,
  recentSignals,
  recordSignal,
  signalClient,
  signalValues,
  stronglyLinked,
  stronglyLinkedAmong,
  type SignalClient,
  type SignalInput,
} from './fraud-signals';
export {
  CHEAT_LOG_RETENTION_DAYS,
  cheatCount,
  cheatLog,
  recordCheat,
  RefusedAttemptError,
  rethrowRecordingCheat,
} from './fraud-cheats';
export { countedLink, linkedCounts, signalRowStep } from './fraud.repository';
export { fraudSettingsOf } from './fraud-settings';
export { riskPoints, scoreWithdrawal } from './fraud-risk';
export { reviewMember } from './fraud-risk.repository';

/** What the member's "devices and sign-ins" and the admin's member page read of fraud defence. */
export function createFraudService({ db, clock }: { db: Database; clock: Clock }) {
  async function mustExist(userId: string) {
    if (!(await memberExists(db, userId))) throw new NotFoundError('Member not found.');
  }

  return {
    /** GET /users/me/devices: `deviceHash` is the asking browser's (its X-Device-Id, hashed). */
    async devices(userId: string, deviceHash: string | undefined): Promise<MemberDevices> {
      const { signalRetentionDays } = await fraudSettingsOf(db);
      return memberDevices(db, userId, deviceHash, signalRetentionDays);
    },

    async links(userId: string): Promise<LinkedAccount[]> {
      await mustExist(userId);
      return linkedAccounts(db, userId);
    },

    async cheats(userId: string): Promise<CheatLog> {
      await mustExist(userId);
      return cheatLog(db, userId);
    },

    async signals(userId: string): Promise<Signal[]> {
      await mustExist(userId);
      return recentSignals(db, userId, ACTIVITY_SIGNALS);
    },

    settings: () => fraudSettingsOf(db),

    updateSettings: (adminId: string, body: FraudSettings) =>
      updateFraudSettings(db, adminId, body, clock.now()),
  };
}

export type FraudService = ReturnType<typeof createFraudService>;

import { errorCodes } from '@earnflow/contracts';
import { AppError, ConflictError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { revokeAdminSessions } from '../sessions/sessions.service';
import { checkTotp, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpUri } from './two-factor';
import { type AdminsDeps, type AdminRecords, twoFactorRequired } from './admin-records';
import {
  deleteRecoveryCodes,
  insertRecoveryCodes,
  saveSecurityPolicy,
  setAdminColumns,
} from './admins.repository';

/** An admin's own account security: password, other sessions, two-factor sign-in, and the owner's policy. */
export function createAdminAccountSecurity({ db, clock, appName }: AdminsDeps, records: AdminRecords) {
  const { findAdmin, confirmOwnPassword, clearTwoFactor, endSignInChallenges } = records;
  return {
    async changePassword(adminId: string, sessionId: string, currentPassword: string, newPassword: string) {
      const admin = await findAdmin(db, adminId);
      await confirmOwnPassword(admin, currentPassword, 'The current password is not right.');
      const passwordHash = await hashPassword(newPassword);
      await inTransaction(db, async (tx) => {
        await setAdminColumns(tx, adminId, {
          passwordHash,
          mustChangePassword: false,
          updatedAt: clock.now(),
        });
        await revokeAdminSessions(tx, adminId, sessionId);
        await endSignInChallenges(tx, adminId);
        await recordAudit(tx, {
          adminId,
          action: 'admin.password-change',
          targetType: 'admin',
          targetId: adminId,
        });
      });
    },

    async signOutOtherSessions(adminId: string, sessionId: string) {
      await inTransaction(db, async (tx) => {
        await revokeAdminSessions(tx, adminId, sessionId);
        await endSignInChallenges(tx, adminId);
      });
    },

    /**
     * A new secret to scan, after the admin's password: whoever holds only their session cannot tie the
     * account to an authenticator of their own and lock its owner out.
     */
    async startTwoFactorSetup(adminId: string, password: string) {
      const admin = await findAdmin(db, adminId);
      await confirmOwnPassword(admin, password, 'The password is not right.');
      if (admin.totpEnabledAt !== null) throw new ConflictError('Two-factor sign-in is already on.');
      const secret = newTotpSecret();
      await setAdminColumns(db, adminId, { totpPendingSecret: secret, updatedAt: clock.now() });
      return { secret, otpauthUrl: totpUri(appName, admin.email, secret) };
    },

    async enableTwoFactor(adminId: string, code: string) {
      const admin = await findAdmin(db, adminId);
      if (admin.totpEnabledAt !== null) throw new ConflictError('Two-factor sign-in is already on.');
      if (admin.totpPendingSecret === null)
        throw new ConflictError('Start the set-up first: scan a new QR code.');
      const step = await checkTotp(clock, admin.totpPendingSecret, code, null);
      if (step === undefined) {
        throw new AppError(
          400,
          errorCodes.invalidTwoFactorCode,
          'That code is not right. Check that your phone shows the right time and try the newest code.',
        );
      }
      const recoveryCodes = newRecoveryCodes();
      await inTransaction(db, async (tx) => {
        await setAdminColumns(tx, adminId, {
          totpSecret: admin.totpPendingSecret,
          totpPendingSecret: null,
          totpEnabledAt: clock.now(),
          totpLastTimeStep: step,
          updatedAt: clock.now(),
        });
        await deleteRecoveryCodes(tx, adminId);
        await insertRecoveryCodes(tx, adminId, recoveryCodes.map(recoveryCodeHash));
        await recordAudit(tx, {
          adminId,
          action: 'admin.two-factor-enable',
          targetType: 'admin',
          targetId: adminId,
          before: { twoFactorEnabled: false },
          after: { twoFactorEnabled: true },
        });
      });
      return { recoveryCodes };
    },

    async disableTwoFactor(adminId: string, password: string) {
      const admin = await findAdmin(db, adminId);
      await confirmOwnPassword(admin, password, 'The password is not right.');
      if (admin.totpEnabledAt === null) throw new ConflictError('Two-factor sign-in is not on.');
      if (await twoFactorRequired(db)) {
        throw new ConflictError('The owner requires two-factor sign-in for every admin.');
      }
      await inTransaction(db, async (tx) => {
        await clearTwoFactor(tx, adminId);
        await recordAudit(tx, {
          adminId,
          action: 'admin.two-factor-disable',
          targetType: 'admin',
          targetId: adminId,
          before: { twoFactorEnabled: true },
          after: { twoFactorEnabled: false },
        });
      });
    },

    async securityPolicy() {
      return { requireTwoFactor: await twoFactorRequired(db) };
    },

    async setSecurityPolicy(actorId: string, requireTwoFactor: boolean) {
      const actor = await findAdmin(db, actorId);
      if (requireTwoFactor && actor.totpEnabledAt === null) {
        throw new ConflictError('Turn on two-factor sign-in for yourself first.');
      }
      return inTransaction(db, async (tx) => {
        const before = await twoFactorRequired(tx);
        await saveSecurityPolicy(tx, requireTwoFactor, clock.now());
        await recordAudit(tx, {
          adminId: actorId,
          action: 'admin.security-policy',
          targetType: 'settings',
          targetId: 'admin-security-policy',
          before: { requireTwoFactor: before },
          after: { requireTwoFactor },
        });
        return { requireTwoFactor };
      });
    },
  };
}

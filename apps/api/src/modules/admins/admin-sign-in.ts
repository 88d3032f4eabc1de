import { errorCodes, type Admin } from '@earnflow/contracts';
import { AppError, ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { newSessionToken, sha256 } from '../../lib/tokens';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { revokeSession, type SessionMeta } from '../sessions/sessions.service';
import { acceptSecondFactorCode } from './two-factor';
import {
  type AdminsDeps,
  type AdminRecords,
  invalidCredentials,
  wrongCode,
  CHALLENGE_MINUTES,
} from './admin-records';
import {
  claimSignInChallenge,
  claimTotpStep,
  findAdminByEmail,
  findOpenSignInChallenge,
  insertSignInChallenge,
  useRecoveryCode,
} from './admins.repository';

/** Signing in: the password, the second factor when it is on, who is signed in, signing out. */
export function createAdminSignIn({ db, clock, guards }: AdminsDeps, records: AdminRecords) {
  const { findAdmin, toAdmin, startSession } = records;
  return {
    async login(email: string, password: string, meta: SessionMeta) {
      // Wrong passwords pause sign-in from their address, and from everywhere only when there are many:
      // a stranger who knows an admin's e-mail cannot lock the admin out (decision 0017).
      const fromAddress = await guards.begin(
        'ADMIN_PASSWORD_FROM_ADDRESS',
        `${email} ${meta.ip ?? 'unknown'}`,
      );
      const fromAnywhere = await guards.begin('ADMIN_PASSWORD_ANY_ADDRESS', email);
      const attempt = {
        failed: (error: AppError) => fromAnywhere.failed(fromAddress.failed(error)),
        succeeded: async () => {
          await fromAddress.succeeded();
          await fromAnywhere.succeeded();
        },
      };
      const admin = await findAdminByEmail(db, email);
      if (admin === undefined) {
        await verifyAgainstDummy(password);
        throw attempt.failed(invalidCredentials());
      }
      if (!(await verifyPassword(admin.passwordHash, password))) throw attempt.failed(invalidCredentials());
      if (admin.disabledAt !== null) {
        await attempt.succeeded();
        throw new ForbiddenError('This admin account is disabled. Ask an owner to enable it.');
      }
      await attempt.succeeded();
      if (admin.totpSecret !== null && admin.totpEnabledAt !== null) {
        // The second factor has its own bound (ADMIN_SIGN_IN, per e-mail: only someone with the password
        // reaches it), which a right password does not reset (decision 0082).
        const challengeToken = newSessionToken();
        await insertSignInChallenge(db, {
          adminId: admin.id,
          tokenHash: sha256(challengeToken),
          expiresAt: new Date(clock.now().getTime() + CHALLENGE_MINUTES * 60_000),
        });
        return { twoFactorRequired: true as const, challengeToken };
      }
      return startSession(admin, meta);
    },

    async loginWithSecondFactor(challengeToken: string, code: string, meta: SessionMeta) {
      const expired = () =>
        new UnauthorizedError(
          'Your sign-in has expired. Enter your password again.',
          errorCodes.unauthorized,
        );
      const challenge = await findOpenSignInChallenge(db, sha256(challengeToken), clock.now());
      if (challenge === undefined) throw expired();
      const admin = await findAdmin(db, challenge.adminId);
      if (admin.disabledAt !== null || admin.totpSecret === null) throw expired();
      const { totpSecret } = admin;
      const attempt = await guards.begin('ADMIN_SIGN_IN', admin.email);
      const accepted = await inTransaction(db, (tx) =>
        acceptSecondFactorCode(clock, { ...admin, totpSecret }, code, {
          claimStep: (step) => claimTotpStep(tx, admin.id, step),
          async useRecoveryCode(hash) {
            const used = await useRecoveryCode(tx, admin.id, hash, clock.now());
            if (used) {
              await recordAudit(tx, {
                adminId: admin.id,
                action: 'admin.recovery-code-used',
                targetType: 'admin',
                targetId: admin.id,
              });
            }
            return used;
          },
        }),
      );
      if (!accepted) throw attempt.failed(wrongCode());
      if (!(await claimSignInChallenge(db, challenge.id, clock.now()))) throw expired();
      await attempt.succeeded();
      return startSession(admin, meta);
    },

    async me(adminId: string): Promise<Admin> {
      return toAdmin(await findAdmin(db, adminId));
    },

    async logout(sessionId: string) {
      await revokeSession(db, sessionId);
    },
  };
}

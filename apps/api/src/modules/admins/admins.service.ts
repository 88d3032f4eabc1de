import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  errorCodes,
  type Admin,
  type AdminListItem,
  type AdminRole,
  type UpdateAdminBody,
} from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import { adminRecoveryCodes, admins, adminSecurityPolicy, adminSignInChallenges } from '../../db/schema';
import { isUniqueViolation, postgresErrorCode } from '../../lib/db-errors';
import type { Clock } from '../../lib/clock';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../../lib/errors';
import { pageOffset } from '../../lib/list-filters';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { newGeneratedPassword, newSessionToken, sha256 } from '../../lib/tokens';
import { inTransaction } from '../../lib/transactions';
import type { AttemptGuardsService } from '../attempt-guards/attempt-guards.service';
import { recordAudit } from '../audit/audit.repository';
import {
  createSession,
  revokeAdminSessions,
  revokeSession,
  type SessionMeta,
} from '../sessions/sessions.service';
import { checkTotp, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpUri } from './two-factor';

type AdminRow = typeof admins.$inferSelect;

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
/** How long the password step waits for the second factor. */
const CHALLENGE_MINUTES = 5;

const invalidCredentials = () =>
  new UnauthorizedError('Invalid e-mail or password.', errorCodes.invalidCredentials);
const wrongCode = () =>
  new UnauthorizedError(
    'That code is not right. Try the newest code in your app.',
    errorCodes.invalidTwoFactorCode,
  );

function toListItem(row: AdminRow): AdminListItem {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.disabledAt === null ? 'ACTIVE' : 'DISABLED',
    twoFactorEnabled: row.totpEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an admin: never the password hash or the secret. */
function auditView(row: AdminRow) {
  const item = toListItem(row);
  return {
    name: item.name,
    email: item.email,
    role: item.role,
    status: item.status,
    twoFactorEnabled: item.twoFactorEnabled,
  };
}

async function twoFactorRequired(db: Executor): Promise<boolean> {
  const [policy] = await db.select().from(adminSecurityPolicy);
  return policy?.requireTwoFactor ?? false;
}

export function createAdminsService({
  db,
  clock,
  guards,
  appName,
}: {
  db: Database;
  clock: Clock;
  guards: AttemptGuardsService;
  appName: string;
}) {
  async function findAdmin(executor: Executor, adminId: string) {
    const [admin] = await executor.select().from(admins).where(eq(admins.id, adminId));
    if (admin === undefined) throw new NotFoundError('Admin not found.');
    return admin;
  }

  /**
   * An admin's own password asked again before a change to how they sign in. Wrong guesses in a session
   * count against the same bound as wrong second-factor codes.
   */
  async function confirmOwnPassword(admin: AdminRow, password: string, wrong: string) {
    const attempt = await guards.begin('ADMIN_SIGN_IN', admin.email);
    if (!(await verifyPassword(admin.passwordHash, password))) {
      throw attempt.failed(new ValidationError(wrong));
    }
    await attempt.succeeded();
  }

  async function toAdmin(row: AdminRow): Promise<Admin> {
    const enabled = row.totpEnabledAt !== null;
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      twoFactorEnabled: enabled,
      twoFactorSetupRequired: !enabled && (await twoFactorRequired(db)),
      mustChangePassword: row.mustChangePassword,
    };
  }

  async function startSession(admin: AdminRow, meta: SessionMeta) {
    const token = await createSession(db, clock, { kind: 'ADMIN', adminId: admin.id }, meta);
    return { token, admin: await toAdmin(admin) };
  }

  /** Turns an admin's two-factor sign-in off: the secrets and the recovery codes go. Answers the admin. */
  async function clearTwoFactor(tx: Executor, adminId: string): Promise<AdminRow> {
    const [updated] = await tx
      .update(admins)
      .set({
        totpSecret: null,
        totpPendingSecret: null,
        totpEnabledAt: null,
        totpLastTimeStep: null,
        updatedAt: clock.now(),
      })
      .where(eq(admins.id, adminId))
      .returning();
    if (updated === undefined) throw new NotFoundError('Admin not found.');
    await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
    return updated;
  }

  /** Ends the sign-ins waiting for a second-factor code: one started with an old password must not finish. */
  async function endSignInChallenges(tx: Executor, adminId: string) {
    await tx
      .update(adminSignInChallenges)
      .set({ usedAt: clock.now() })
      .where(and(eq(adminSignInChallenges.adminId, adminId), isNull(adminSignInChallenges.usedAt)));
  }

  /** Locks the active owners, so two changes cannot each leave the other as the "last" owner. */
  async function otherActiveOwners(tx: Executor, exceptId: string): Promise<number> {
    const owners = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.role, 'OWNER'), isNull(admins.disabledAt)))
      .orderBy(asc(admins.id))
      .for('update');
    return owners.filter((owner) => owner.id !== exceptId).length;
  }

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
      const [admin] = await db.select().from(admins).where(eq(admins.email, email));
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
        await db.insert(adminSignInChallenges).values({
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
      const [challenge] = await db
        .select()
        .from(adminSignInChallenges)
        .where(
          and(
            eq(adminSignInChallenges.tokenHash, sha256(challengeToken)),
            isNull(adminSignInChallenges.usedAt),
            gt(adminSignInChallenges.expiresAt, clock.now()),
          ),
        );
      if (challenge === undefined) throw expired();
      const admin = await findAdmin(db, challenge.adminId);
      if (admin.disabledAt !== null || admin.totpSecret === null) throw expired();
      const attempt = await guards.begin('ADMIN_SIGN_IN', admin.email);
      const accepted = await inTransaction(db, async (tx) => {
        if (/^\d{6}$/.test(code)) {
          const step = await checkTotp(clock, admin.totpSecret ?? '', code, admin.totpLastTimeStep);
          if (step === undefined) return false;
          // Conditional on the step still being newer: two requests with one code cannot both pass.
          const claimed = await tx
            .update(admins)
            .set({ totpLastTimeStep: step })
            .where(
              and(
                eq(admins.id, admin.id),
                sql`(${admins.totpLastTimeStep} IS NULL OR ${admins.totpLastTimeStep} < ${step})`,
              ),
            )
            .returning({ id: admins.id });
          return claimed.length === 1;
        }
        const used = await tx
          .update(adminRecoveryCodes)
          .set({ usedAt: clock.now() })
          .where(
            and(
              eq(adminRecoveryCodes.adminId, admin.id),
              eq(adminRecoveryCodes.codeHash, recoveryCodeHash(code)),
              isNull(adminRecoveryCodes.usedAt),
            ),
          )
          .returning({ id: adminRecoveryCodes.id });
        if (used.length === 1) {
          await recordAudit(tx, {
            adminId: admin.id,
            action: 'admin.recovery-code-used',
            targetType: 'admin',
            targetId: admin.id,
          });
        }
        return used.length === 1;
      });
      if (!accepted) throw attempt.failed(wrongCode());
      const claimed = await db
        .update(adminSignInChallenges)
        .set({ usedAt: clock.now() })
        .where(and(eq(adminSignInChallenges.id, challenge.id), isNull(adminSignInChallenges.usedAt)))
        .returning({ id: adminSignInChallenges.id });
      if (claimed.length === 0) throw expired();
      await attempt.succeeded();
      return startSession(admin, meta);
    },

    async me(adminId: string): Promise<Admin> {
      return toAdmin(await findAdmin(db, adminId));
    },

    async logout(sessionId: string) {
      await revokeSession(db, sessionId);
    },

    async changePassword(adminId: string, sessionId: string, currentPassword: string, newPassword: string) {
      const admin = await findAdmin(db, adminId);
      await confirmOwnPassword(admin, currentPassword, 'The current password is not right.');
      const passwordHash = await hashPassword(newPassword);
      await inTransaction(db, async (tx) => {
        await tx
          .update(admins)
          .set({ passwordHash, mustChangePassword: false, updatedAt: clock.now() })
          .where(eq(admins.id, adminId));
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
      await db
        .update(admins)
        .set({ totpPendingSecret: secret, updatedAt: clock.now() })
        .where(eq(admins.id, adminId));
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
        await tx
          .update(admins)
          .set({
            totpSecret: admin.totpPendingSecret,
            totpPendingSecret: null,
            totpEnabledAt: clock.now(),
            totpLastTimeStep: step,
            updatedAt: clock.now(),
          })
          .where(eq(admins.id, adminId));
        await tx.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, adminId));
        await tx
          .insert(adminRecoveryCodes)
          .values(recoveryCodes.map((value) => ({ adminId, codeHash: recoveryCodeHash(value) })));
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
        await tx
          .insert(adminSecurityPolicy)
          .values({ id: 1, requireTwoFactor, updatedAt: clock.now() })
          .onConflictDoUpdate({
            target: adminSecurityPolicy.id,
            set: { requireTwoFactor, updatedAt: clock.now() },
          });
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

    async list(page: number, pageSize: number) {
      const rows = await db
        .select()
        .from(admins)
        .orderBy(desc(admins.createdAt), desc(admins.id))
        .limit(pageSize)
        .offset(pageOffset(page, pageSize));
      const [total] = await db.select({ value: count() }).from(admins);
      return { items: rows.map(toListItem), total: total?.value ?? 0, page, pageSize };
    },

    async create(actorId: string, input: { name: string; email: string; role: AdminRole }) {
      const oneTimePassword = newGeneratedPassword();
      const passwordHash = await hashPassword(oneTimePassword);
      try {
        return await inTransaction(db, async (tx) => {
          const [created] = await tx
            .insert(admins)
            .values({
              name: input.name,
              email: input.email,
              role: input.role,
              passwordHash,
              mustChangePassword: true,
            })
            .returning();
          if (created === undefined) throw new Error('admin insert returned nothing');
          await recordAudit(tx, {
            adminId: actorId,
            action: 'admin.create',
            targetType: 'admin',
            targetId: created.id,
            after: auditView(created),
          });
          return { admin: toListItem(created), oneTimePassword };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError('An admin with this e-mail already exists.');
        throw error;
      }
    },

    async update(actorId: string, adminId: string, changes: UpdateAdminBody) {
      return inTransaction(db, async (tx) => {
        const [target] = await tx.select().from(admins).where(eq(admins.id, adminId)).for('update');
        if (target === undefined) throw new NotFoundError('Admin not found.');
        const demotes = changes.role !== undefined && changes.role !== target.role;
        const disables = changes.status === 'DISABLED' && target.disabledAt === null;
        if (adminId === actorId && (demotes || disables)) {
          throw new ConflictError('You cannot change your own role or disable yourself.');
        }
        const losesOwner =
          target.role === 'OWNER' &&
          target.disabledAt === null &&
          ((demotes && changes.role !== 'OWNER') || disables);
        if (losesOwner && (await otherActiveOwners(tx, adminId)) === 0) {
          throw new ConflictError('The last owner cannot be demoted or disabled.');
        }
        const disabledAt =
          changes.status === undefined
            ? target.disabledAt
            : changes.status === 'DISABLED'
              ? (target.disabledAt ?? clock.now())
              : null;
        const [updated] = await tx
          .update(admins)
          .set({
            name: changes.name ?? target.name,
            role: changes.role ?? target.role,
            disabledAt,
            updatedAt: clock.now(),
          })
          .where(eq(admins.id, adminId))
          .returning();
        if (updated === undefined) throw new NotFoundError('Admin not found.');
        if (disabledAt !== null) await revokeAdminSessions(tx, adminId);
        await recordAudit(tx, {
          adminId: actorId,
          action: 'admin.update',
          targetType: 'admin',
          targetId: adminId,
          before: auditView(target),
          after: auditView(updated),
        });
        return toListItem(updated);
      });
    },

    /**
     * An owner turns off another admin's two-factor sign-in (a lost phone and lost recovery codes): their
     * sessions and waiting sign-ins end, and they set it up again at their next sign-in when it is required.
     */
    async resetTwoFactor(actorId: string, adminId: string) {
      if (adminId === actorId) {
        throw new ConflictError('Turn off your own two-factor sign-in in Settings, with your password.');
      }
      return inTransaction(db, async (tx) => {
        const [target] = await tx.select().from(admins).where(eq(admins.id, adminId)).for('update');
        if (target === undefined) throw new NotFoundError('Admin not found.');
        if (target.totpEnabledAt === null && target.totpPendingSecret === null) {
          throw new ConflictError('Two-factor sign-in is not on for this admin.');
        }
        const updated = await clearTwoFactor(tx, adminId);
        await revokeAdminSessions(tx, adminId);
        await endSignInChallenges(tx, adminId);
        await recordAudit(tx, {
          adminId: actorId,
          action: 'admin.two-factor-reset',
          targetType: 'admin',
          targetId: adminId,
          before: { twoFactorEnabled: target.totpEnabledAt !== null },
          after: { twoFactorEnabled: false },
        });
        return toListItem(updated);
      });
    },

    async remove(actorId: string, adminId: string) {
      if (adminId === actorId) throw new ConflictError('You cannot delete yourself.');
      try {
        await inTransaction(db, async (tx) => {
          const [target] = await tx.select().from(admins).where(eq(admins.id, adminId)).for('update');
          if (target === undefined) throw new NotFoundError('Admin not found.');
          if (
            target.role === 'OWNER' &&
            target.disabledAt === null &&
            (await otherActiveOwners(tx, adminId)) === 0
          ) {
            throw new ConflictError('The last owner cannot be deleted.');
          }
          await recordAudit(tx, {
            adminId: actorId,
            action: 'admin.delete',
            targetType: 'admin',
            targetId: adminId,
            before: auditView(target),
          });
          await tx.delete(admins).where(eq(admins.id, adminId));
        });
      } catch (error) {
        // The audit log and the ledger name this admin: what they did stays, so they are disabled instead.
        if (['23001', '23503'].includes(postgresErrorCode(error) ?? '')) {
          throw new ConflictError(
            'This admin has acted in the console and stays in the audit log. Disable them instead.',
          );
        }
        throw error;
      }
    },
  };
}

export type AdminsService = ReturnType<typeof createAdminsService>;

export interface InitialAdmin {
  email: string;
  /** Set only when the password was generated here and must be shown once. */
  generatedPassword?: string;
}

/** Creates the first admin when there is none; returns what to tell the operator, or undefined. */
export async function ensureInitialAdmin(
  db: Database,
  configured: { email: string; password: string } | undefined,
): Promise<InitialAdmin | undefined> {
  const [existing] = await db.select({ value: count() }).from(admins);
  if ((existing?.value ?? 0) > 0) return undefined;
  const email = configured?.email ?? DEFAULT_ADMIN_EMAIL;
  const generatedPassword = configured === undefined ? newGeneratedPassword() : undefined;
  const password = configured?.password ?? generatedPassword ?? '';
  try {
    await db.insert(admins).values({
      name: 'Administrator',
      email,
      passwordHash: await hashPassword(password),
      role: 'OWNER',
    });
  } catch (error) {
    // Another process created it first.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  return generatedPassword === undefined ? { email } : { email, generatedPassword };
}

/** The owners who may act on an alarm (not disabled): whom an out-of-balance ledger is reported to. */
export async function activeOwners(db: Executor): Promise<{ name: string; email: string }[]> {
  return db
    .select({ name: admins.name, email: admins.email })
    .from(admins)
    .where(and(eq(admins.role, 'OWNER'), isNull(admins.disabledAt)))
    .orderBy(asc(admins.createdAt));
}

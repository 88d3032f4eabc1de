import { errorCodes, type Admin, type AdminListItem } from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { AttemptGuardsService } from '../attempt-guards/attempt-guards.service';
import { createSession, type SessionMeta } from '../sessions/sessions.service';
import {
  deleteRecoveryCodes,
  endOpenSignInChallenges,
  findAdminById,
  lockActiveOwnerIds,
  requireTwoFactorPolicy,
  updateAdmin,
  type AdminRow,
} from './admins.repository';

export type { AdminRow };

/** How long the password step waits for the second factor. */
export const CHALLENGE_MINUTES = 5;

export const invalidCredentials = () =>
  new UnauthorizedError('Invalid e-mail or password.', errorCodes.invalidCredentials);
export const wrongCode = () =>
  new UnauthorizedError(
    'That code is not right. Try the newest code in your app.',
    errorCodes.invalidTwoFactorCode,
  );

export function toListItem(row: AdminRow): AdminListItem {
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
export function auditView(row: AdminRow) {
  const item = toListItem(row);
  return {
    name: item.name,
    email: item.email,
    role: item.role,
    status: item.status,
    twoFactorEnabled: item.twoFactorEnabled,
  };
}

export async function twoFactorRequired(db: Executor): Promise<boolean> {
  return requireTwoFactorPolicy(db);
}

export interface AdminsDeps {
  db: Database;
  clock: Clock;
  guards: AttemptGuardsService;
  appName: string;
}

/** The steps several parts of the admins service take: finding an admin, sessions, two-factor resets. */
export function createAdminRecords({ db, clock, guards }: AdminsDeps) {
  async function findAdmin(executor: Executor, adminId: string) {
    const admin = await findAdminById(executor, adminId);
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
    const updated = await updateAdmin(tx, adminId, {
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastTimeStep: null,
      updatedAt: clock.now(),
    });
    if (updated === undefined) throw new NotFoundError('Admin not found.');
    await deleteRecoveryCodes(tx, adminId);
    return updated;
  }

  /** Ends the sign-ins waiting for a second-factor code: one started with an old password must not finish. */
  async function endSignInChallenges(tx: Executor, adminId: string) {
    await endOpenSignInChallenges(tx, adminId, clock.now());
  }

  /** Locks the active owners, so two changes cannot each leave the other as the "last" owner. */
  async function otherActiveOwners(tx: Executor, exceptId: string): Promise<number> {
    const owners = await lockActiveOwnerIds(tx);
    return owners.filter((id) => id !== exceptId).length;
  }

  return {
    findAdmin,
    confirmOwnPassword,
    toAdmin,
    startSession,
    clearTwoFactor,
    endSignInChallenges,
    otherActiveOwners,
  };
}

export type AdminRecords = ReturnType<typeof createAdminRecords>;

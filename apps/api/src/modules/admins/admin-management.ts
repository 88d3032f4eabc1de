import type { AdminRole, UpdateAdminBody } from '@earnflow/contracts';
import { isUniqueViolation, postgresErrorCode } from '../../lib/db-errors';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { pageOffset } from '../../lib/list-filters';
import { hashPassword } from '../../lib/passwords';
import { newGeneratedPassword } from '../../lib/tokens';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { revokeAdminSessions } from '../sessions/sessions.service';
import { type AdminsDeps, type AdminRecords, toListItem, auditView } from './admin-records';
import {
  adminCount,
  adminPage,
  deleteAdmin,
  findAdminForUpdate,
  insertAdmin,
  updateAdmin,
} from './admins.repository';

/** Owners managing admins: the list, adding, changing role or status, resetting two-factor, removing. */
export function createAdminManagement({ db, clock }: AdminsDeps, records: AdminRecords) {
  const { clearTwoFactor, endSignInChallenges, otherActiveOwners } = records;
  return {
    async list(page: number, pageSize: number) {
      const rows = await adminPage(db, pageSize, pageOffset(page, pageSize));
      const total = await adminCount(db);
      return { items: rows.map(toListItem), total, page, pageSize };
    },

    async create(actorId: string, input: { name: string; email: string; role: AdminRole }) {
      const oneTimePassword = newGeneratedPassword();
      const passwordHash = await hashPassword(oneTimePassword);
      try {
        return await inTransaction(db, async (tx) => {
          const created = await insertAdmin(tx, {
            name: input.name,
            email: input.email,
            role: input.role,
            passwordHash,
            mustChangePassword: true,
          });
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
        const target = await findAdminForUpdate(tx, adminId);
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
        const updated = await updateAdmin(tx, adminId, {
          name: changes.name ?? target.name,
          role: changes.role ?? target.role,
          disabledAt,
          updatedAt: clock.now(),
        });
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
        const target = await findAdminForUpdate(tx, adminId);
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
          const target = await findAdminForUpdate(tx, adminId);
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
          await deleteAdmin(tx, adminId);
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

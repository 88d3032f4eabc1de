import { count, eq } from 'drizzle-orm';
import { errorCodes, type Admin } from '@earnflow/contracts';
import type { Database } from '../../db/client';
import { admins } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { newGeneratedPassword } from '../../lib/tokens';
import { createSession, revokeSession, type SessionMeta } from '../sessions/sessions.service';

type AdminRow = typeof admins.$inferSelect;

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

function toAdmin(row: AdminRow): Admin {
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

export function createAdminsService({ db }: { db: Database }) {
  return {
    async login(email: string, password: string, meta: SessionMeta) {
      const [admin] = await db.select().from(admins).where(eq(admins.email, email));
      if (admin === undefined) {
        await verifyAgainstDummy(password);
        throw new UnauthorizedError('Invalid e-mail or password.', errorCodes.invalidCredentials);
      }
      if (!(await verifyPassword(admin.passwordHash, password))) {
        throw new UnauthorizedError('Invalid e-mail or password.', errorCodes.invalidCredentials);
      }
      const token = await createSession(db, { kind: 'ADMIN', adminId: admin.id }, meta);
      return { token, admin: toAdmin(admin) };
    },

    async me(adminId: string): Promise<Admin> {
      const [admin] = await db.select().from(admins).where(eq(admins.id, adminId));
      if (admin === undefined) throw new NotFoundError('Admin not found.');
      return toAdmin(admin);
    },

    async logout(sessionId: string) {
      await revokeSession(db, sessionId);
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
      role: 'SUPER_ADMIN',
    });
  } catch (error) {
    // Another process created it first.
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
  return generatedPassword === undefined ? { email } : { email, generatedPassword };
}

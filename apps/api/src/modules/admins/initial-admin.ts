import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { newGeneratedPassword } from '../../lib/tokens';
import { adminCount, insertAdmin } from './admins.repository';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

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
  if ((await adminCount(db)) > 0) return undefined;
  const email = configured?.email ?? DEFAULT_ADMIN_EMAIL;
  const generatedPassword = configured === undefined ? newGeneratedPassword() : undefined;
  const password = configured?.password ?? generatedPassword ?? '';
  try {
    await insertAdmin(db, {
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

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { admins, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { newAccountNumber } from '../src/lib/tokens';
import { createWallet } from '../src/modules/ledger/ledger.repository';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence += 1).toString(36)}`;

export const DEFAULT_TEST_PASSWORD = 'correct-horse-9';

// Hashing is deliberately slow; the factories share one hash of the default password.
let defaultHash: Promise<string> | undefined;
function passwordHashFor(password: string): Promise<string> {
  if (password !== DEFAULT_TEST_PASSWORD) return hashPassword(password);
  defaultHash ??= hashPassword(DEFAULT_TEST_PASSWORD);
  return defaultHash;
}

export interface SeedMemberOptions {
  name?: string;
  email?: string;
  password?: string;
  status?: 'PENDING' | 'ACTIVE' | 'SUSPENDED';
  verified?: boolean;
  referredById?: string | null;
}

/** A member straight in the database (verified unless told otherwise), with a wallet. */
export async function seedMember(db: Database, options: SeedMemberOptions = {}) {
  const password = options.password ?? DEFAULT_TEST_PASSWORD;
  const id = unique();
  const [user] = await db
    .insert(users)
    .values({
      name: options.name ?? `Member ${id}`,
      email: (options.email ?? `member-${id}@example.com`).toLowerCase(),
      passwordHash: await passwordHashFor(password),
      accountNumber: newAccountNumber(),
      status: options.status ?? 'PENDING',
      emailVerifiedAt: options.verified === false ? null : new Date(),
      referredById: options.referredById ?? null,
    })
    .returning();
  if (user === undefined) throw new Error('seedMember: insert returned nothing');
  await createWallet(db, user.id);
  return { ...user, password };
}

export async function seedAdmin(
  db: Database,
  options: { email?: string; password?: string; name?: string } = {},
) {
  const password = options.password ?? DEFAULT_TEST_PASSWORD;
  const [admin] = await db
    .insert(admins)
    .values({
      name: options.name ?? 'Test Admin',
      email: (options.email ?? `admin-${unique()}@example.com`).toLowerCase(),
      passwordHash: await passwordHashFor(password),
      role: 'ADMIN',
    })
    .returning();
  if (admin === undefined) throw new Error('seedAdmin: insert returned nothing');
  return { ...admin, password };
}

export async function loginMember(app: FastifyInstance, email: string, password = DEFAULT_TEST_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`member login failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

export async function loginAdmin(app: FastifyInstance, email: string, password = DEFAULT_TEST_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admins/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

export async function memberByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

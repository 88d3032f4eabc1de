import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { admins, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { newAccountNumber } from '../src/lib/tokens';
import { createWallet } from '../src/modules/ledger/ledger.repository';
import { fundWallet } from './money';

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
  language?: 'en' | 'ur';
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
      language: options.language ?? 'en',
    })
    .returning();
  if (user === undefined) throw new Error('seedMember: insert returned nothing');
  await createWallet(db, user.id);
  return { ...user, password };
}

export async function seedAdmin(
  db: Database,
  options: { email?: string; password?: string; name?: string; role?: 'OWNER' | 'ADMIN' | 'SUPPORT' } = {},
) {
  const password = options.password ?? DEFAULT_TEST_PASSWORD;
  const [admin] = await db
    .insert(admins)
    .values({
      name: options.name ?? 'Test Admin',
      email: (options.email ?? `admin-${unique()}@example.com`).toLowerCase(),
      passwordHash: await passwordHashFor(password),
      role: options.role ?? 'ADMIN',
    })
    .returning();
  if (admin === undefined) throw new Error('seedAdmin: insert returned nothing');
  return { ...admin, password };
}

let clientAddresses = 0;
/** A client address of its own, as for a different person, so per-address limits do not reach across tests. */
export function nextClientAddress(): string {
  clientAddresses += 1;
  const byte = (shift: number) => String((clientAddresses >> shift) & 255);
  return `10.${byte(16)}.${byte(8)}.${byte(0)}`;
}

export async function loginMember(app: FastifyInstance, email: string, password = DEFAULT_TEST_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    remoteAddress: nextClientAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`member login failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

export async function loginAdmin(app: FastifyInstance, email: string, password = DEFAULT_TEST_PASSWORD) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admins/login',
    payload: { email, password },
    remoteAddress: nextClientAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
  return response.json<{ token: string }>().token;
}

export async function memberByEmail(db: Database, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The smallest valid PNG: a 1×1 transparent pixel. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A file in the multipart field `file`, as a browser's FormData sends it. */
export async function fileForm(content: Buffer, filename = 'file.png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), filename);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/**
 * Uploads a file through the real call (POST /upload-file for a member's document, POST /admin/upload
 * for an admin's media) and answers its url: a deposit's receipt must be the member's own upload.
 */
export async function uploadFile(
  app: FastifyInstance,
  token: string,
  route: '/api/upload-file' | '/api/upload' | '/api/admin/upload' = '/api/upload-file',
  content: Buffer = tinyPng,
): Promise<string> {
  const { payload, contentType } = await fileForm(content);
  const response = await app.inject({
    method: 'POST',
    url: route,
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<{ url: string }>().url;
}

/**
 * A member seeded as `seedMember` does, with `cents` put in the wallet through the ledger when given, and
 * signed in: the row, the password and the session token.
 */
export async function signedInMember(
  app: FastifyInstance,
  options: SeedMemberOptions & { cents?: number } = {},
) {
  const { cents = 0, ...seedOptions } = options;
  const member = await seedMember(app.db, seedOptions);
  if (cents > 0) await fundWallet(app.db, member.id, cents);
  return { ...member, token: await loginMember(app, member.email, member.password) };
}

/** An admin seeded as `seedAdmin` does, signed in: the row, the password and the session token. */
export async function signedInAdmin(app: FastifyInstance, options: Parameters<typeof seedAdmin>[1] = {}) {
  const admin = await seedAdmin(app.db, options);
  return { ...admin, token: await loginAdmin(app, admin.email, admin.password) };
}

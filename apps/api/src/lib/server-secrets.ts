import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { serverSecrets } from '../db/schema';

/** A 32-byte key the server makes for itself on first use, then shared by every API process. */
export async function serverSecret(db: Executor, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (row === undefined) throw new Error(`the server secret ${name} is missing`);
  return Buffer.from(row.value, 'base64url');
}

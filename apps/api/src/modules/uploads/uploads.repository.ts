import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;
export type UploadKind = UploadRow['kind'];

export async function insertUpload(db: Executor, values: typeof uploads.$inferInsert): Promise<UploadRow> {
  const [row] = await db.insert(uploads).values(values).returning();
  if (row === undefined) throw new Error('upload insert returned nothing');
  return row;
}

/** The upload stored under `name`, locked against removal until the caller's transaction ends. */
export async function findUploadByStorageName(tx: Executor, name: string): Promise<UploadRow | undefined> {
  const [row] = await tx.select().from(uploads).where(eq(uploads.storageName, name)).for('share');
  return row;
}

/** The kind of the upload stored under `name`, or undefined when nothing was recorded under it. */
export async function uploadKindByStorageName(db: Executor, name: string): Promise<UploadKind | undefined> {
  const [row] = await db.select({ kind: uploads.kind }).from(uploads).where(eq(uploads.storageName, name));
  return row?.kind;
}

import { DEFAULT_REMOVAL_REASON, type Removed } from '@earnflow/contracts';
import { sql } from 'drizzle-orm';

/**
 * A deposit or withdrawal an admin deleted, as its member reads it in their history: when, and the
 * admin's reason (the default one when the admin gave none). Null while the row is still listed.
 */
export function removedOf(row: { deletedAt: Date | null; deletionReason: string | null }): Removed {
  return row.deletedAt === null
    ? null
    : { at: row.deletedAt.toISOString(), reason: row.deletionReason ?? DEFAULT_REMOVAL_REASON };
}

/**
 * The columns an admin's delete sets on a deposit or withdrawal: who removed it, when and why; a row that
 * was still pending is also decided, with `finalStatus`, by that admin.
 */
export function removalValues<Status extends string>(
  adminId: string,
  reason: string | null,
  finalStatus: Status | undefined,
) {
  return {
    deletedAt: sql`now()`,
    deletedByAdminId: adminId,
    deletionReason: reason,
    updatedAt: sql`now()`,
    ...(finalStatus === undefined
      ? {}
      : { status: finalStatus, decidedByAdminId: adminId, decidedAt: sql`now()` }),
  };
}

/** The reason an admin typed, or null when they gave none (an empty one counts as none). */
export function givenReason(body: { reason?: string | undefined } | null | undefined): string | null {
  const reason = body?.reason?.trim() ?? '';
  return reason === '' ? null : reason;
}

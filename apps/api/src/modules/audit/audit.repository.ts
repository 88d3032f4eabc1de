import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { admins, auditLog } from '../../db/schema';

export interface AuditRecord {
  adminId: string;
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
}

/** Who changed what, with the state before and after; written in the caller's transaction. */
export async function recordAudit(db: Executor, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    adminId: record.adminId,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

export async function listAudit(db: Executor, page: number, pageSize: number) {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      adminId: admins.id,
      adminName: admins.name,
      adminEmail: admins.email,
    })
    .from(auditLog)
    .leftJoin(admins, eq(admins.id, auditLog.adminId))
    .orderBy(desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(auditLog);
  return {
    items: rows.map((row) => ({
      id: row.id,
      admin:
        row.adminId === null || row.adminName === null || row.adminEmail === null
          ? null
          : { id: row.adminId, name: row.adminName, email: row.adminEmail },
      action: row.action,
      targetType: row.targetType,
      targetId: row.targetId,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
    page,
    pageSize,
  };
}

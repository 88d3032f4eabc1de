import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { AuditFilters } from '@earnflow/contracts';
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

export async function listAudit(db: Executor, filters: AuditFilters) {
  const { page, pageSize } = filters;
  const where = and(
    filters.adminId === undefined ? undefined : eq(auditLog.adminId, filters.adminId),
    filters.action === undefined || filters.action === '' ? undefined : eq(auditLog.action, filters.action),
    filters.startDate === undefined ? undefined : gte(auditLog.createdAt, new Date(filters.startDate)),
    filters.endDate === undefined ? undefined : lte(auditLog.createdAt, new Date(filters.endDate)),
  );
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
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ value: count() }).from(auditLog).where(where);
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

/** The actions the log holds, for the filter list. */
export async function auditActions(db: Executor): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((row) => row.action);
}

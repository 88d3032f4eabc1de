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

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A value jsonb takes: strings with a lone UTF-16 surrogate (which a text column stores as U+FFFD, but
 * jsonb refuses as an escape) get U+FFFD in its place.
 */
function forJsonb(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(loneSurrogate, '\ufffd');
  if (Array.isArray(value)) return value.map(forJsonb);
  if (value !== null && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, forJsonb(entry)]));
  return value;
}

/** Who changed what, with the state before and after; written in the caller's transaction. */
export async function recordAudit(db: Executor, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    adminId: record.adminId,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    before: forJsonb(record.before ?? null),
    after: forJsonb(record.after ?? null),
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

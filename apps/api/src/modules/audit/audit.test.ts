import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, auditLog } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../test/app';
import { seedAdmin } from '../../../test/factories';
import { databaseError } from '../../../test/database';
import { recordAudit } from './audit.repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('the audit log', () => {
  it('is append-only: no UPDATE, DELETE or TRUNCATE, even straight in the database', async () => {
    const admin = await seedAdmin(ctx.app.db);
    await recordAudit(ctx.app.db, {
      adminId: admin.id,
      action: 'deposit.completed',
      targetType: 'deposit',
      targetId: 'd-1',
      before: { status: 'PENDING' },
      after: { status: 'COMPLETED' },
    });
    const before = await ctx.app.db.select().from(auditLog);
    expect(before).toHaveLength(1);

    for (const [statement, operation] of [
      [sql`UPDATE audit_log SET action = 'deposit.failed'`, 'UPDATE'],
      [sql`UPDATE audit_log SET admin_id = NULL`, 'UPDATE'],
      [sql`DELETE FROM audit_log`, 'DELETE'],
      [sql`TRUNCATE audit_log`, 'TRUNCATE'],
    ] as const) {
      expect(await databaseError(ctx.app.db.execute(statement))).toBe(
        `audit_log is append-only: ${operation} is not allowed`,
      );
    }
    // An admin who acted cannot be erased (which would rewrite the entry); they are disabled instead.
    expect(await databaseError(ctx.app.db.delete(admins).where(eq(admins.id, admin.id)))).toMatch(
      /audit_log_admin_id_admins_id_fk/,
    );
    expect(await ctx.app.db.select().from(auditLog)).toEqual(before);

    // Appending still works.
    await recordAudit(ctx.app.db, {
      adminId: admin.id,
      action: 'deposit.delete',
      targetType: 'deposit',
      targetId: 'd-1',
    });
    expect(await ctx.app.db.select().from(auditLog)).toHaveLength(2);
  });
});

import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SupportTicket, SupportTicketStatus } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { supportTickets, users } from '../../db/schema';

const ticketColumns = {
  id: supportTickets.id,
  subject: supportTickets.subject,
  message: supportTickets.message,
  status: supportTickets.status,
  createdAt: supportTickets.createdAt,
  updatedAt: supportTickets.updatedAt,
  closedAt: supportTickets.closedAt,
  userId: users.id,
  userName: users.name,
  userEmail: users.email,
  userAccountNumber: users.accountNumber,
};

function selectTickets(db: Executor) {
  return db.select(ticketColumns).from(supportTickets).innerJoin(users, eq(users.id, supportTickets.userId));
}

type TicketRow = Awaited<ReturnType<typeof selectTickets>>[number];

function toTicket(row: TicketRow): SupportTicket {
  return {
    id: row.id,
    user: { id: row.userId, name: row.userName, email: row.userEmail, accountNumber: row.userAccountNumber },
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

export async function insertSupportTicket(
  tx: Executor,
  values: { userId: string; subject: string; message: string; at: Date },
) {
  const [row] = await tx
    .insert(supportTickets)
    .values({
      userId: values.userId,
      subject: values.subject,
      message: values.message,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: supportTickets.id, status: supportTickets.status, createdAt: supportTickets.createdAt });
  if (row === undefined) throw new Error('support ticket insert returned nothing');
  return row;
}

export async function findSupportTicket(db: Executor, id: string): Promise<SupportTicket | undefined> {
  const [row] = await selectTickets(db).where(eq(supportTickets.id, id));
  return row === undefined ? undefined : toTicket(row);
}

/** Admin list: open tickets first, then newest first; server-paged. */
export async function supportTicketPage(
  db: Executor,
  query: { page: number; pageSize: number; status?: SupportTicketStatus; userId?: string },
) {
  const conditions: SQL[] = [];
  if (query.status !== undefined) conditions.push(eq(supportTickets.status, query.status));
  if (query.userId !== undefined) conditions.push(eq(supportTickets.userId, query.userId));
  const where = conditions.length === 0 ? undefined : and(...conditions);
  const [rows, [count]] = await Promise.all([
    selectTickets(db)
      .where(where)
      .orderBy(asc(supportTickets.status), desc(supportTickets.createdAt), desc(supportTickets.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(supportTickets)
      .where(where),
  ]);
  return { items: rows.map(toTicket), total: count?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Sets the status; false when the ticket does not exist. */
export async function setSupportTicketStatus(
  tx: Executor,
  id: string,
  values: { status: SupportTicketStatus; adminId: string; at: Date },
): Promise<{ userId: string; subject: string; previous: SupportTicketStatus } | undefined> {
  const [current] = await tx
    .select({ userId: supportTickets.userId, subject: supportTickets.subject, status: supportTickets.status })
    .from(supportTickets)
    .where(eq(supportTickets.id, id))
    .for('update');
  if (current === undefined) return undefined;
  if (current.status !== values.status) {
    const closing = values.status === 'CLOSED';
    await tx
      .update(supportTickets)
      .set({
        status: values.status,
        updatedAt: values.at,
        closedAt: closing ? values.at : null,
        closedByAdminId: closing ? values.adminId : null,
      })
      .where(eq(supportTickets.id, id));
  }
  return { userId: current.userId, subject: current.subject, previous: current.status };
}

/** How many tickets wait for an answer (the admin dashboard shows it). */
export async function openSupportTicketCount(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(supportTickets)
    .where(eq(supportTickets.status, 'OPEN'));
  return row?.count ?? 0;
}

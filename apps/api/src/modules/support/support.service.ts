import type { CreateSupportTicketBody, SupportTicket, SupportTicketStatus } from '@earnflow/contracts';
import { CHAT_MESSAGE_MAX_LENGTH } from '@earnflow/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { insertChatMessage } from '../chat/chat.service';
import { notifyMember } from '../notifications/notifications.service';
import {
  findSupportTicket,
  insertSupportTicket,
  setSupportTicketStatus,
  supportTicketPage,
} from './support.repository';

// What other modules use of this module's queries: they import it from here, not from the repository.
export { openSupportTicketCount } from './support.repository';

export interface SupportServiceDeps {
  db: Database;
  clock: Clock;
}

export function createSupportService({ db, clock }: SupportServiceDeps) {
  /**
   * Opens a ticket and puts the member's message into their private conversation, where the admins
   * answer it (and the member reads the answer at /chat/admin).
   */
  async function open(userId: string, body: CreateSupportTicketBody) {
    const subject = body.subject.trim();
    const message = body.message.trim();
    const at = clock.now();
    return inTransaction(db, async (tx) => {
      const ticket = await insertSupportTicket(tx, { userId, subject, message, at });
      const text = `${subject}\n\n${message}`;
      await insertChatMessage(tx, {
        room: { kind: 'private', userId },
        sender: { kind: 'USER', userId },
        text: text.length > CHAT_MESSAGE_MAX_LENGTH ? `${text.slice(0, CHAT_MESSAGE_MAX_LENGTH - 1)}…` : text,
        media: null,
        createdAt: at,
      });
      return { id: ticket.id, status: ticket.status, createdAt: ticket.createdAt.toISOString() };
    });
  }

  /** Closes or reopens a ticket; the member is told when its status changes. */
  async function setStatus(adminId: string, id: string, status: SupportTicketStatus): Promise<SupportTicket> {
    await inTransaction(db, async (tx) => {
      const changed = await setSupportTicketStatus(tx, id, { status, adminId, at: clock.now() });
      if (changed === undefined) throw new NotFoundError('Ticket not found.');
      if (changed.previous === status) return;
      await recordAudit(tx, {
        adminId,
        action: status === 'CLOSED' ? 'support_ticket.close' : 'support_ticket.reopen',
        targetType: 'support_ticket',
        targetId: id,
        before: { status: changed.previous },
        after: { status },
      });
      await notifyMember(tx, {
        userId: changed.userId,
        notice: {
          key: status === 'CLOSED' ? 'ticketClosed' : 'ticketReopened',
          params: { subject: changed.subject },
        },
        createdByAdminId: adminId,
      });
    });
    const ticket = await findSupportTicket(db, id);
    if (ticket === undefined) throw new NotFoundError('Ticket not found.');
    return ticket;
  }

  /** The admin's list of tickets, filtered and a page at a time. */
  const ticketPage = (query: Parameters<typeof supportTicketPage>[1]) => supportTicketPage(db, query);

  return { open, setStatus, ticketPage };
}

export type SupportService = ReturnType<typeof createSupportService>;

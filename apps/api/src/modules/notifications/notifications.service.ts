import type { Notification, NotificationPage } from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { NotFoundError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import type { StatementSession } from '../sessions/statement-session';
import { noticeText, storedNoticeText, type Notice } from './notices';
import {
  broadcastNotificationPage,
  createNotification,
  deleteBroadcastNotification,
  listUnread,
  markAllRead,
} from './notifications.repository';

// The notifications module's public face: other modules import what they use of it from here, not from the
// repository.
export { liveNotificationPayload, type Notice } from './notices';

/**
 * Notifies a member, inside the caller's transaction: the notice's key and facts, so the member reads it
 * in their language (decision 0185), and its English text, stored as every notification's is.
 */
export async function notifyMember(
  db: Executor,
  values: { userId: string; notice: Notice; createdByAdminId?: string | null },
) {
  const { userId, notice, createdByAdminId } = values;
  return createNotification(db, {
    userId,
    ...noticeText('en', notice),
    messageKey: notice.key,
    messageParams: notice.params,
    createdByAdminId: createdByAdminId ?? null,
  });
}

export interface NotificationsServiceDeps {
  db: Database;
  clock: Clock;
}

export function createNotificationsService({ db, clock }: NotificationsServiceDeps) {
  return {
    /** The member's unread notifications, read with the session's check (throws SessionNotLiveError). */
    async unread(session: StatementSession): Promise<Notification[]> {
      const { language, notifications } = await listUnread(db, session);
      return notifications.map((row) => ({
        id: row.id,
        ...storedNoticeText(language, row),
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** Marks what the member has not read as read (up to `through` when given); answers how many. */
    markAllRead(userId: string, through: string | undefined): Promise<number> {
      return markAllRead(db, userId, through === undefined ? undefined : new Date(through));
    },

    broadcastPage(query: { page: number; pageSize: number }): Promise<NotificationPage> {
      return broadcastNotificationPage(db, query);
    },

    /** Sends a notification to every member, recorded in the audit log with it. */
    async createBroadcast(adminId: string, body: { title: string; message: string }): Promise<Notification> {
      const row = await inTransaction(db, async (tx) => {
        const created = await createNotification(tx, {
          title: body.title,
          message: body.message,
          createdByAdminId: adminId,
          createdAt: clock.now(),
        });
        await recordAudit(tx, {
          adminId,
          action: 'notification.create',
          targetType: 'notification',
          targetId: created.id,
          after: { title: created.title, message: created.message },
        });
        return created;
      });
      return { id: row.id, title: row.title, message: row.message, createdAt: row.createdAt.toISOString() };
    },

    /** Deletes a broadcast for everyone, recorded in the audit log; NotFoundError when there is none. */
    async deleteBroadcast(adminId: string, id: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        if (!(await deleteBroadcastNotification(tx, id, clock.now())))
          throw new NotFoundError('Notification not found.');
        await recordAudit(tx, {
          adminId,
          action: 'notification.delete',
          targetType: 'notification',
          targetId: id,
          after: { deleted: true },
        });
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

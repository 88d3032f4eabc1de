import type {
  ChatFilters,
  ChatMessage,
  LiveChatMessage,
  LiveChatRemoved,
  SendChatMessageBody,
} from '@earnflow/contracts';
import type { Database, Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { type AdminAuth, type UserAuth } from '../sessions/session-auth';
import { notifyMember } from '../notifications/notifications.service';
import { requireAdminMedia, requireOwnUpload } from '../uploads/uploads.ownership';
import { mediaUploadPolicy } from '../uploads/uploads.service';
import {
  findChatMessage,
  findUpload,
  insertChatMessage as insertChatMessageRow,
  listRoomMessages,
  memberExists,
  removeChatMessage,
  type ChatRoom,
  type NewChatMessage,
  conversationPage,
} from './chat.repository';
import { recordLiveEvent } from '../events/events.service';

/** The live events of a change to a room: everyone's for the community, the member's and the admins' else. */
async function recordRoomEvent(
  tx: Executor,
  room: ChatRoom,
  event:
    { type: 'chat.message'; payload: LiveChatMessage } | { type: 'chat.removed'; payload: LiveChatRemoved },
): Promise<void> {
  if (room.kind === 'public') {
    await recordLiveEvent(tx, { audience: 'EVERYONE', ...event });
    return;
  }
  await recordLiveEvent(tx, { audience: 'USER', userId: room.userId, ...event });
  await recordLiveEvent(tx, { audience: 'ADMINS', ...event });
}

const roomName = (room: ChatRoom) => (room.kind === 'public' ? 'public' : room.userId);

/**
 * Posts a message into a room inside the caller's transaction, with its live event; answers the message.
 * Other modules (support) post through this.
 */
export async function insertChatMessage(tx: Executor, message: NewChatMessage): Promise<ChatMessage> {
  const id = await insertChatMessageRow(tx, message);
  const posted = await findChatMessage(tx, id);
  if (posted === undefined) throw new Error('chat message vanished after insert');
  await recordRoomEvent(tx, message.room, {
    type: 'chat.message',
    payload: { room: roomName(message.room), message: posted },
  });
  return posted;
}

export interface ChatServiceDeps {
  db: Database;
  clock: Clock;
}

type Requester = UserAuth | AdminAuth;

const mediaTypeOf = (contentType: string): 'image' | 'video' =>
  contentType.startsWith('video/') ? 'video' : 'image';

/** The first words of a message, for a notification. */
function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 140 ? `${flat.slice(0, 139)}…` : flat;
}

export function createChatService({ db, clock }: ChatServiceDeps) {
  /** A member reads only their own private conversation; admins read every one. */
  function privateRoomFor(requester: Requester, userId: string): ChatRoom {
    if (requester.kind === 'USER' && requester.userId !== userId) {
      throw new ForbiddenError('You can only read your own conversation with support.');
    }
    return { kind: 'private', userId };
  }

  async function list(room: ChatRoom, parsed: ChatFilters): Promise<ChatMessage[]> {
    return listRoomMessages(db, room, {
      limit: parsed.limit,
      ...(parsed.after === undefined ? {} : { after: Number(parsed.after) }),
      ...(parsed.before === undefined ? {} : { before: Number(parsed.before) }),
    });
  }

  async function memberMustExist(tx: Executor, userId: string): Promise<void> {
    if (!(await memberExists(tx, userId))) throw new NotFoundError('Member not found.');
  }

  /**
   * Posts a message as whoever the token says. A member who names another sender, or the ADMIN type,
   * is refused; a member's private message always goes to their own conversation.
   */
  async function send(requester: Requester, body: SendChatMessageBody): Promise<ChatMessage> {
    const text = (body.text ?? '').trim();
    const mediaUrl = body.mediaUrl ?? '';
    if (requester.kind === 'USER') {
      if (body.senderId != null && body.senderId !== '' && body.senderId !== requester.userId) {
        throw new ForbiddenError('You can only send messages as yourself.');
      }
      if (body.senderType != null && body.senderType !== '' && body.senderType !== 'USER') {
        throw new ForbiddenError('You can only send messages as yourself.');
      }
    }
    const now = clock.now();
    return inTransaction(db, async (tx) => {
      let room: ChatRoom;
      if (body.isPublic) room = { kind: 'public' };
      else if (requester.kind === 'USER') room = { kind: 'private', userId: requester.userId };
      else {
        if (body.recipientId == null) throw new ValidationError('Choose the member to answer.');
        await memberMustExist(tx, body.recipientId);
        room = { kind: 'private', userId: body.recipientId };
      }
      let media: { uploadId: string | null; url: string; type: 'image' | 'video' } | null = null;
      if (mediaUrl !== '') {
        if (requester.kind === 'USER') {
          const upload = await requireOwnUpload(tx, {
            userId: requester.userId,
            url: mediaUrl,
            policy: mediaUploadPolicy,
            now,
            noun: 'attachment',
          });
          media = { uploadId: upload.id, url: upload.url, type: mediaTypeOf(upload.contentType) };
        } else {
          const { uploadId } = await requireAdminMedia(tx, {
            url: mediaUrl,
            policy: mediaUploadPolicy,
            allowHttps: false,
            noun: 'attachment',
          });
          const upload = uploadId === null ? undefined : await findUpload(tx, uploadId);
          if (upload === undefined) throw new ValidationError('Upload the attachment first.');
          media = { uploadId: upload.id, url: upload.url, type: mediaTypeOf(upload.contentType) };
        }
      }
      const message = await insertChatMessage(tx, {
        room,
        sender:
          requester.kind === 'USER'
            ? { kind: 'USER', userId: requester.userId }
            : { kind: 'ADMIN', adminId: requester.adminId },
        text,
        media,
        createdAt: now,
      });
      if (room.kind === 'private' && requester.kind === 'ADMIN') {
        await notifyMember(tx, {
          userId: room.userId,
          notice: { key: 'supportReplied', params: { text: excerpt(text) } },
          createdByAdminId: requester.adminId,
        });
      }
      return message;
    });
  }

  /** An admin removes a community message; it disappears for everyone at their next poll. */
  async function remove(adminId: string, id: string): Promise<void> {
    await inTransaction(db, async (tx) => {
      const removed = await removeChatMessage(tx, id, { adminId, at: clock.now() });
      if (removed === undefined) throw new NotFoundError('Message not found.');
      const room: ChatRoom =
        removed.conversationUserId === null
          ? { kind: 'public' }
          : { kind: 'private', userId: removed.conversationUserId };
      await recordRoomEvent(tx, room, {
        type: 'chat.removed',
        payload: { room: roomName(room), messageId: id, seq: removed.seq },
      });
      await recordAudit(tx, {
        adminId,
        action: 'chat_message.remove',
        targetType: 'chat_message',
        targetId: id,
        after: { removed: true },
      });
    });
  }

  /** The admin's list of private conversations, a page at a time. */
  const conversations = (query: { page: number; pageSize: number }) => conversationPage(db, query);

  return { privateRoomFor, list, send, remove, conversations };
}

export type ChatService = ReturnType<typeof createChatService>;

import { and, asc, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ChatMessage } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { chatMessages, supportTickets, uploads, users } from '../../db/schema';

/** Which room: the community room, or one member's private conversation with the admins. */
export type ChatRoom = { kind: 'public' } | { kind: 'private'; userId: string };

/** Shown for every admin, as the spec says ("All others are displayed as 'Admin'"). */
export const ADMIN_SENDER_NAME = 'Admin';

const seqResult = z.object({ rows: z.array(z.object({ seq: z.string() })) });

/** A lock of its own for the chat: seq numbers are taken and committed one writer at a time. */
const CHAT_LOCK_KEY = 7_301_001;

/**
 * The next seq, taken while holding a transaction lock: a writer with a smaller seq has always
 * committed before the next one takes its number, so a poll that has seen seq N never misses one below.
 */
export async function nextChatSeq(tx: Executor): Promise<number> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CHAT_LOCK_KEY})`);
  const result: unknown = await tx.execute(sql`SELECT nextval('chat_change_seq')::text AS seq`);
  const seq = Number(seqResult.parse(result).rows[0]?.seq);
  if (!Number.isSafeInteger(seq)) throw new Error('chat_change_seq returned no number');
  return seq;
}

function roomCondition(room: ChatRoom): SQL {
  return room.kind === 'public'
    ? isNull(chatMessages.conversationUserId)
    : eq(chatMessages.conversationUserId, room.userId);
}

const messageColumns = {
  id: chatMessages.id,
  seq: chatMessages.seq,
  conversationUserId: chatMessages.conversationUserId,
  senderType: chatMessages.senderType,
  senderUserId: chatMessages.senderUserId,
  text: chatMessages.text,
  mediaUrl: chatMessages.mediaUrl,
  mediaType: chatMessages.mediaType,
  createdAt: chatMessages.createdAt,
  deletedAt: chatMessages.deletedAt,
  userName: users.name,
  userAvatar: users.profileImage,
};

type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];

export function toChatMessage(row: MessageRow): ChatMessage {
  const deleted = row.deletedAt !== null;
  const isUser = row.senderType === 'USER';
  return {
    id: row.id,
    seq: row.seq,
    // Every admin answers as 'Admin': no admin's id either, so members cannot tell admins apart.
    senderId: isUser ? (row.senderUserId ?? '') : '',
    senderType: isUser ? 'USER' : 'ADMIN',
    text: deleted ? '' : row.text,
    mediaUrl: deleted ? null : row.mediaUrl,
    mediaType: deleted ? null : row.mediaType,
    isPublic: row.conversationUserId === null,
    senderName: isUser ? (row.userName ?? 'Member') : ADMIN_SENDER_NAME,
    senderAvatar: isUser ? row.userAvatar : null,
    deleted,
    createdAt: row.createdAt.toISOString(),
  };
}

function selectMessages(db: Executor) {
  return db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderUserId));
}

/**
 * A room's messages, oldest first: the latest `limit`; every change after seq `after` (removals
 * included, as tombstones); or the `limit` messages before seq `before`.
 */
export async function listRoomMessages(
  db: Executor,
  room: ChatRoom,
  query: { after?: number; before?: number; limit: number },
): Promise<ChatMessage[]> {
  if (query.after !== undefined) {
    const rows = await selectMessages(db)
      .where(and(roomCondition(room), gt(chatMessages.seq, query.after)))
      .orderBy(asc(chatMessages.seq))
      .limit(query.limit);
    return rows.map(toChatMessage);
  }
  const rows = await selectMessages(db)
    .where(
      and(
        roomCondition(room),
        isNull(chatMessages.deletedAt),
        query.before === undefined ? undefined : lt(chatMessages.seq, query.before),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(query.limit);
  return rows.reverse().map(toChatMessage);
}

export async function findChatMessage(db: Executor, id: string): Promise<ChatMessage | undefined> {
  const [row] = await selectMessages(db).where(eq(chatMessages.id, id));
  return row === undefined ? undefined : toChatMessage(row);
}

export interface NewChatMessage {
  room: ChatRoom;
  sender: { kind: 'USER'; userId: string } | { kind: 'ADMIN'; adminId: string };
  text: string;
  media: { uploadId: string | null; url: string; type: 'image' | 'video' } | null;
  createdAt: Date;
}

export async function insertChatMessage(tx: Executor, message: NewChatMessage): Promise<string> {
  const seq = await nextChatSeq(tx);
  const [row] = await tx
    .insert(chatMessages)
    .values({
      seq,
      conversationUserId: message.room.kind === 'private' ? message.room.userId : null,
      senderType: message.sender.kind,
      senderUserId: message.sender.kind === 'USER' ? message.sender.userId : null,
      senderAdminId: message.sender.kind === 'ADMIN' ? message.sender.adminId : null,
      text: message.text,
      uploadId: message.media?.uploadId ?? null,
      mediaUrl: message.media?.url ?? null,
      mediaType: message.media?.type ?? null,
      createdAt: message.createdAt,
    })
    .returning({ id: chatMessages.id });
  if (row === undefined) throw new Error('chat message insert returned nothing');
  return row.id;
}

/** Marks a message removed with a new seq, so every screen polling the room drops it. */
export async function removeChatMessage(
  tx: Executor,
  id: string,
  values: { adminId: string; at: Date },
): Promise<{ seq: number; conversationUserId: string | null } | undefined> {
  const seq = await nextChatSeq(tx);
  const [row] = await tx
    .update(chatMessages)
    .set({ seq, deletedAt: values.at, deletedByAdminId: values.adminId })
    .where(and(eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
    .returning({ seq: chatMessages.seq, conversationUserId: chatMessages.conversationUserId });
  return row;
}

/** Members with a private conversation, latest message first, with their open ticket count. */
export async function conversationPage(db: Executor, query: { page: number; pageSize: number }) {
  const latest = db
    .selectDistinctOn([chatMessages.conversationUserId], {
      userId: sql<string>`${chatMessages.conversationUserId}`.as('user_id'),
      text: chatMessages.text,
      mediaType: chatMessages.mediaType,
      senderType: chatMessages.senderType,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(and(sql`${chatMessages.conversationUserId} IS NOT NULL`, isNull(chatMessages.deletedAt)))
    .orderBy(chatMessages.conversationUserId, desc(chatMessages.seq))
    .as('latest');
  const openTickets = sql<number>`(SELECT count(*)::int FROM ${supportTickets}
    WHERE ${supportTickets.userId} = ${users.id} AND ${supportTickets.status} = 'OPEN')`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        userId: latest.userId,
        name: users.name,
        email: users.email,
        profileImage: users.profileImage,
        text: latest.text,
        mediaType: latest.mediaType,
        senderType: latest.senderType,
        createdAt: latest.createdAt,
        openTickets,
      })
      .from(latest)
      .innerJoin(users, eq(users.id, latest.userId))
      .orderBy(desc(latest.createdAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(latest),
  ]);
  return {
    items: rows.map((row) => ({
      userId: row.userId,
      name: row.name,
      email: row.email,
      profileImage: row.profileImage,
      lastMessage: row.text !== '' ? row.text : row.mediaType === 'video' ? 'Video' : 'Image',
      lastSenderType: row.senderType,
      lastMessageAt: row.createdAt.toISOString(),
      openTickets: row.openTickets,
    })),
    total: count?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function memberExists(tx: Executor, userId: string): Promise<boolean> {
  const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return member !== undefined;
}

export async function findUpload(tx: Executor, uploadId: string) {
  const [upload] = await tx.select().from(uploads).where(eq(uploads.id, uploadId));
  return upload;
}

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { uploads } from './uploads';
import { users } from './users';

export const chatSenderType = pgEnum('chat_sender_type', ['USER', 'ADMIN']);
export const chatMediaType = pgEnum('chat_media_type', ['image', 'video']);

/** Numbers every change to the chat (a message, a removal): polls ask for what came after one. */
export const chatChangeSeq = pgSequence('chat_change_seq');

/**
 * Messages of the community room (conversationUserId null) and of each member's private conversation
 * with the admins (conversationUserId = that member). Exactly one of senderUserId and senderAdminId.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Taken from chat_change_seq under a lock, so a reader never sees a later seq before an earlier one. */
    seq: bigint({ mode: 'number' }).notNull(),
    conversationUserId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    senderType: chatSenderType().notNull(),
    senderUserId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    senderAdminId: uuid().references(() => admins.id, { onDelete: 'restrict' }),
    text: text().notNull(),
    uploadId: uuid().references(() => uploads.id, { onDelete: 'set null' }),
    mediaUrl: text(),
    mediaType: chatMediaType(),
    /** From the app clock. */
    createdAt: timestamp({ withTimezone: true }).notNull(),
    deletedAt: timestamp({ withTimezone: true }),
    deletedByAdminId: uuid().references(() => admins.id, { onDelete: 'restrict' }),
  },
  (table) => [
    index('chat_messages_public_seq_idx')
      .on(table.seq)
      .where(sql`${table.conversationUserId} IS NULL`),
    index('chat_messages_private_seq_idx').on(table.conversationUserId, table.seq),
    index('chat_messages_seq_idx').on(table.seq),
    check('chat_messages_text_length', sql`char_length(${table.text}) <= 2000`),
    check(
      'chat_messages_sender',
      sql`(${table.senderType} = 'USER' AND ${table.senderUserId} IS NOT NULL) OR ${table.senderType} = 'ADMIN'`,
    ),
  ],
);

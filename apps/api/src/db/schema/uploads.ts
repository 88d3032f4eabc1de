import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { users } from './users';

/** Which upload call took the file: documents (receipts, screenshots) or media (images, videos). */
export const uploadKind = pgEnum('upload_kind', ['DOCUMENT', 'MEDIA']);

/**
 * Every stored file with its owner (one member or one admin), so a form can only attach a file its
 * owner uploaded. Files stored before this table existed have no row and cannot be attached.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid().references(() => users.id, { onDelete: 'restrict' }),
    adminId: uuid().references(() => admins.id, { onDelete: 'restrict' }),
    kind: uploadKind().notNull(),
    /** The type read from the bytes, never the client's. */
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    /** The random name in storage (local folder or S3 key). */
    storageName: text().notNull(),
    /** Exactly the address the upload call answered: /uploads/<name>, or the S3 public URL. */
    url: text().notNull(),
    /** From the app clock: how old an upload is decides whether it may still be attached. */
    createdAt: timestamp({ withTimezone: true }).notNull(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('uploads_storage_name_unique').on(table.storageName),
    index('uploads_user_created_idx').on(table.userId, table.createdAt),
    check('uploads_one_owner', sql`(${table.userId} IS NULL) <> (${table.adminId} IS NULL)`),
    check('uploads_size_positive', sql`${table.sizeBytes} > 0`),
  ],
);

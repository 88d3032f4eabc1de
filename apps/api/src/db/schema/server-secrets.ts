import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Keys the server makes for itself on first start and every API process shares: the key that signs links
 * to private files (decision 0139). Never sent to a client.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  /** 32 random bytes, base64url. */
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

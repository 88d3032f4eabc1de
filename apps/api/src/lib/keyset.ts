import { desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { NEXT_CURSOR_HEADER } from '@earnflow/contracts';
import { ValidationError } from './errors';

/**
 * Keyset paging for member lists, newest first: rows are ordered by (created_at, id) descending and a
 * page starts strictly after the last row of the previous one, never at an OFFSET, so rows added or
 * removed meanwhile neither repeat nor go missing, and page 1,000 costs what page 1 does.
 */
export interface KeysetColumns {
  createdAt: PgColumn;
  id: PgColumn;
  /** How the id compares in SQL. */
  idType: 'uuid' | 'bigint';
}

/** Where a row sits: its created_at to the microsecond (a JS Date would lose those) and its id. */
export interface KeysetPosition {
  at: string;
  id: string;
}

export interface KeysetPage<T> {
  items: T[];
  /** The cursor of the next page; undefined on the last one. */
  nextCursor: string | undefined;
}

const invalidCursor = () => new ValidationError('The list position is not valid. Load the list again.');

const atPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const idPatterns: Record<KeysetColumns['idType'], RegExp> = {
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  bigint: /^[1-9]\d{0,17}$/,
};

/** Opaque to clients: base64url of "<at>|<id>". */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(`${position.at}|${position.id}`, 'utf8').toString('base64url');
}

/** The position a cursor names, or a 400 when it is not one this list could have answered. */
export function decodeCursor(cursor: string, idType: KeysetColumns['idType']): KeysetPosition {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (at === undefined || id === undefined || rest.length > 0) throw invalidCursor();
  if (!atPattern.test(at) || !idPatterns[idType].test(id)) throw invalidCursor();
  // A real instant since 1970: JS rolls "02-30" over to March, where PostgreSQL would refuse it.
  const time = Date.parse(at);
  if (!(time >= 0) || new Date(time).toISOString().slice(0, 19) !== at.slice(0, 19)) throw invalidCursor();
  return { at, id };
}

/** The pieces a repository puts in its query: the position to select, the condition, the order. */
export function keyset(columns: KeysetColumns) {
  return {
    /** Select this as `position` beside the row. */
    position: sql<string>`to_char(${columns.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    /** Rows after the cursor's position; undefined (no condition) for the first page. */
    after(cursor: string | undefined): SQL | undefined {
      if (cursor === undefined) return undefined;
      const { at, id } = decodeCursor(cursor, columns.idType);
      return sql`(${columns.createdAt}, ${columns.id}) < (${at}::timestamptz, ${id}::${sql.raw(columns.idType)})`;
    },
    orderBy: [desc(columns.createdAt), desc(columns.id)] as const,
  };
}

/**
 * One page from rows fetched with `.limit(limit + 1)`: the extra row only tells that a next page
 * exists, and the next cursor is the position of the last row kept.
 */
export function keysetPage<Row extends { position: string }, Item>(
  rows: Row[],
  limit: number,
  idOf: (row: Row) => string | number,
  toItem: (row: Row) => Item,
): KeysetPage<Item> {
  const kept = rows.slice(0, limit);
  const last = kept.at(-1);
  return {
    items: kept.map(toItem),
    nextCursor:
      rows.length > limit && last !== undefined
        ? encodeCursor({ at: last.position, id: String(idOf(last)) })
        : undefined,
  };
}

/** For the OpenAPI description of every route paged this way. */
export const pagedDescription = `Newest first, \`limit\` rows (20 by default, at most 100). When more rows follow, the response header ${NEXT_CURSOR_HEADER} holds the cursor to send as \`cursor\` for the next page; it is absent on the last page.`;

/** Answers a page as the plain array the spec's lists are, with the next cursor in a header. */
export function sendPage<Item>(reply: FastifyReply, page: KeysetPage<Item>): Item[] {
  if (page.nextCursor !== undefined) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}

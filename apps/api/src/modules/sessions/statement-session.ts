import { and, eq, gt, isNull, sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import type { CursorFilters } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { builtOnce, type SelectFields } from '../../db/statements';
import { sessions, users } from '../../db/schema';

/**
 * A member session that a money statement checks itself, in the same statement as its effect: the
 * session (by id and token hash) unexpired at `now`, not revoked, its member `userId` not suspended.
 */
export interface StatementSession {
  tokenHash: string;
  now: string;
  sessionId: string;
  userId: string;
}

/** Thrown by a statement's caller when the statement found its `StatementSession` no longer live. */
export class SessionNotLiveError extends Error {
  constructor() {
    super('the session checked in the statement is not live');
  }
}

/** A StatementSession's values, or placeholders for them in a statement prepared once. */
export type StatementSessionValues = { [Key in keyof StatementSession]: string | Placeholder };

/** The placeholders of a prepared statement's session check, named as StatementSession's fields. */
export const statementSessionPlaceholders: StatementSessionValues = {
  tokenHash: sql.placeholder('tokenHash'),
  now: sql.placeholder('now'),
  sessionId: sql.placeholder('sessionId'),
  userId: sql.placeholder('userId'),
};

/** A statement's check of its StatementSession: one row while it is live, none once it is not. */
export function liveStatementSession(session: StatementSessionValues): SQL {
  return sql`select 1 from ${sessions} join ${users} on ${users.id} = ${sessions.userId}
    where ${sessions.id} = ${session.sessionId}::uuid and ${sessions.tokenHash} = ${session.tokenHash}
      and ${sessions.revokedAt} is null and ${sessions.expiresAt} > ${session.now}::timestamptz
      and ${sessions.userId} = ${session.userId}::uuid and ${users.status} <> 'SUSPENDED'`;
}

/** A condition that holds while the StatementSession is live (`liveStatementSession`). */
export function statementSessionIsLive(session: StatementSessionValues): SQL<boolean> {
  return sql<boolean>`exists (${liveStatementSession(session)})`;
}

const lockMemberStatement = builtOnce((db, fields) =>
  db
    .select(fields({ live: statementSessionIsLive(statementSessionPlaceholders) }))
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .for('no key update'),
);

/**
 * Locks the session's member row (FOR NO KEY UPDATE, as a member's money calls do before they read what
 * decides) in the statement that checks the session; throws SessionNotLiveError when it is not live.
 */
export async function lockMemberOfLiveSession(tx: Executor, session: StatementSession): Promise<void> {
  const [row] = await lockMemberStatement(tx, { ...session });
  if (row?.live !== true) throw new SessionNotLiveError();
}

/** What a member call's session lookup reads: the session, and its member's status (null when gone). */
export interface MemberSessionRow {
  id: string;
  kind: 'USER' | 'ADMIN';
  userId: string | null;
  status: (typeof users.$inferSelect)['status'] | null;
}

/**
 * The session columns a member call's lookup selects (`MemberSessionRow`), from sessions left joined to
 * users on the session's member.
 */
export const memberSessionFields = {
  id: sessions.id,
  kind: sessions.kind,
  userId: sessions.userId,
  status: users.status,
};

/** The conditions of a live session for a token hash and a time, both placeholders of a prepared query. */
export const liveSessionWhere = and(
  eq(sessions.tokenHash, sql.placeholder('tokenHash')),
  isNull(sessions.revokedAt),
  gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
);

/** A query for one page of a member's list, built with the member, the position and the row limit. */
type MemberPageQuery<Row> = PromiseLike<Row[]> & { _: { result: Row[] }; toSQL(): Query };

/** Leaves a select's fields as they are: a later page is built by Drizzle for its position. */
const asGiven: SelectFields = (fields) => fields;

/**
 * The rows of a member's list page (`.limit(limit + 1)` rows for keysetPage), read only while the
 * member's session is live: `build` puts `live` (the statement's session check) in its conditions, so an
 * ended session reads no rows (the caller confirms the session when a page is empty). The first page,
 * which nearly every call asks for, runs as a statement built once (`builtOnce`: `build` wraps its
 * selection in `fields`); a later page is built for its position.
 */
export function memberPageRows<Row>(
  build: (
    db: Executor,
    fields: SelectFields,
    userId: string | Placeholder,
    after: SQL | undefined,
    limit: number | Placeholder,
    live: SQL,
  ) => MemberPageQuery<Row>,
  after: (cursor: string) => SQL | undefined,
): (db: Executor, session: StatementSession, query: CursorFilters) => Promise<Row[]> {
  const first = builtOnce((db, fields) =>
    build(
      db,
      fields,
      sql.placeholder('userId'),
      undefined,
      sql.placeholder('limit'),
      statementSessionIsLive(statementSessionPlaceholders),
    ),
  );
  return async (db, session, query) =>
    query.cursor === undefined
      ? first(db, { ...session, limit: query.limit + 1 })
      : build(
          db,
          asGiven,
          session.userId,
          after(query.cursor),
          query.limit + 1,
          statementSessionIsLive(session),
        );
}

import type { FastifyRequest } from 'fastify';
import { errorCodes } from '@earnflow/contracts';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { sha256 } from '../../lib/tokens';
import type { UserAuth } from './session-auth';
import type { MemberSessionRow } from './statement-session';

/** The request's bearer token; undefined when it sent none (or not as `Bearer <token>`). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * The parameters of a member session lookup: the bearer token's hash and the server's time. Routes that
 * read their answer in the same statement as the session use it with `acceptMemberSession`.
 */
export function memberSessionParams(request: FastifyRequest, now: Date): { tokenHash: string; now: string } {
  const token = bearerToken(request);
  if (token === undefined) throw new UnauthorizedError();
  return { tokenHash: sha256(token), now: now.toISOString() };
}

/**
 * Accepts a signed-in member's session (unexpired, not revoked, as found by the lookup) or refuses the call
 * with the same answers as `app.requireUser`; on success `request.auth` is the member.
 */
export function acceptMemberSession(
  request: FastifyRequest,
  session: MemberSessionRow | undefined,
): UserAuth {
  if (session === undefined) throw new UnauthorizedError('Your session has ended. Please sign in again.');
  if (session.kind !== 'USER') throw new ForbiddenError('This needs a member sign-in.');
  if (session.userId === null || session.status === null)
    throw new UnauthorizedError('Your session has ended. Please sign in again.');
  if (session.status === 'SUSPENDED') {
    throw new ForbiddenError(
      'Your account is suspended. Please contact support.',
      errorCodes.accountSuspended,
    );
  }
  const auth: UserAuth = { kind: 'USER', userId: session.userId, sessionId: session.id };
  request.auth = auth;
  return auth;
}

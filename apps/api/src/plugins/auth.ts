import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodes } from '@earnflow/contracts';
import { users } from '../db/schema';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import { resolveSession } from '../modules/sessions/sessions.service';

export interface UserAuth {
  kind: 'USER';
  userId: string;
  sessionId: string;
}
export interface AdminAuth {
  kind: 'ADMIN';
  adminId: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: UserAuth | AdminAuth | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The signed-in member; only for routes behind `app.requireUser`. */
export function userAuth(request: FastifyRequest): UserAuth {
  if (request.auth?.kind !== 'USER') throw new UnauthorizedError();
  return request.auth;
}

/** The signed-in admin; only for routes behind `app.requireAdmin`. */
export function adminAuth(request: FastifyRequest): AdminAuth {
  if (request.auth?.kind !== 'ADMIN') throw new UnauthorizedError();
  return request.auth;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);

  async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request);
    if (token === undefined) throw new UnauthorizedError();
    const session = await resolveSession(app.db, token);
    if (session === undefined) throw new UnauthorizedError('Your session has ended. Please sign in again.');
    return session;
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const session = await authenticate(request);
    if (session.owner.kind !== 'USER') throw new ForbiddenError('This needs a member sign-in.');
    const [user] = await app.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, session.owner.userId));
    if (user === undefined) throw new UnauthorizedError('Your session has ended. Please sign in again.');
    if (user.status === 'SUSPENDED') {
      throw new ForbiddenError(
        'Your account is suspended. Please contact support.',
        errorCodes.accountSuspended,
      );
    }
    request.auth = { kind: 'USER', userId: session.owner.userId, sessionId: session.id };
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const session = await authenticate(request);
    if (session.owner.kind !== 'ADMIN') throw new ForbiddenError('This needs an admin sign-in.');
    request.auth = { kind: 'ADMIN', adminId: session.owner.adminId, sessionId: session.id };
  });
});

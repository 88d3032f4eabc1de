import type { FastifyRequest } from 'fastify';
import type { AdminRole } from '@earnflow/contracts';
import { UnauthorizedError } from '../../lib/errors';

/** Who a request is signed in as (set by the auth plugin's hooks on `request.auth`). */
export interface UserAuth {
  kind: 'USER';
  userId: string;
  sessionId: string;
}
export interface AdminAuth {
  kind: 'ADMIN';
  adminId: string;
  role: AdminRole;
  sessionId: string;
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

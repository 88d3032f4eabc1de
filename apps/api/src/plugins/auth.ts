import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { adminRoleGroups, errorCodes, type AdminRole } from '@earnflow/contracts';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import { userAuth, type AdminAuth, type UserAuth } from '../modules/sessions/session-auth';
import {
  acceptMemberSession,
  bearerToken,
  memberSessionParams,
  memberSessionLookup,
  resolveSession,
  signedInAdmin,
} from '../modules/sessions/sessions.service';
import { SessionNotLiveError, type StatementSession } from '../modules/sessions/statement-session';

// The errors plugin settles a statement's unconfirmed session through this.
export { settleStatementSession } from './settle-statement-session';

/** A routes plugin's instance (zod schemas for the routes). */
type RoutesApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Registers the routes only a signed-in admin may call, in a scope of their own: every route added in it
 * gets `requireAdmin` (session, standing, role and set-up) first among its onRequest hooks, once here
 * rather than on each route. A route open to an admin or a member uses `requireAdminOrUser` instead.
 */
export async function adminScope(app: RoutesApp, routes: (adminApp: RoutesApp) => void): Promise<void> {
  await app.register(async (adminApp) => {
    adminApp.addHook('onRoute', (route) => {
      const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
      route.onRequest = [adminApp.requireAdmin, ...hooks];
    });
    routes(adminApp);
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The admin roles that may call this route; checked on the server for every admin call. Routes that
     * do not say are operations (OWNER and ADMIN): a new route is closed to SUPPORT until it opts in.
     */
    adminRoles?: readonly AdminRole[];
    /** Open to an admin who must still set up two-factor sign-in (their profile, the set-up, logout). */
    openBeforeTwoFactorSetup?: boolean;
    /** Open to an admin signed in with a one-time password: their profile, the password change, logout. */
    openBeforePasswordChange?: boolean;
    /**
     * Where a member route (`requireUser`) checks the session: before the route (unset), in the route's
     * own statement (`'statement'`, through `withStatementSession`: decision 0116), or in the one statement
     * that also reads the answer (`'answer'`: the route looks the session up with it and hands the row to
     * `acceptMemberSession`).
     */
    memberSession?: 'statement' | 'answer';
  }
  interface FastifyRequest {
    auth: UserAuth | AdminAuth | null;
    /**
     * The member session a route's own statement checks (`memberSession: 'statement'`), and whether this
     * request has confirmed it live yet (by `requireUser` or by that statement); null on other routes.
     */
    statementSession: (StatementSession & { confirmed: boolean }) | null;
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** An admin (checked as `requireAdmin`, role and two-factor included) or else a member. */
    requireAdminOrUser: (request: FastifyRequest) => Promise<void>;
    confirmStatementSession: (request: FastifyRequest) => Promise<void>;
    pageOfLiveSession: <Page extends { items: unknown[] }>(
      request: FastifyRequest,
      page: Promise<Page>,
    ) => Promise<Page>;
    withStatementSession: <T>(
      request: FastifyRequest,
      run: (session: StatementSession) => Promise<T>,
    ) => Promise<T>;
  }
}

// A session's token hash, id and member never change, so they can be remembered; whether it is still live
// (unexpired, not revoked, member not suspended) is checked by every statement that uses them.
const KNOWN_SESSIONS_SIZE = 50_000;

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('statementSession', null);
  const knownSessions = new Map<string, { sessionId: string; userId: string }>();

  async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request);
    if (token === undefined) throw new UnauthorizedError();
    const session = await resolveSession(app.db, app.clock, token);
    if (session === undefined) throw new UnauthorizedError('Your session has ended. Please sign in again.');
    return session;
  }

  // The session and its member's status in one statement built once.
  async function lookUpMemberSession(request: FastifyRequest) {
    const [session] = await memberSessionLookup(app.db, memberSessionParams(request, app.clock.now()));
    acceptMemberSession(request, session);
  }

  /**
   * For a member route whose money statement checks the session itself (`withStatementSession`): a session
   * this process has met answers without a query of its own, and `request.auth` names its member at once
   * (limits count per member); an unknown one is looked up first. Until the statement confirms it, an
   * error answers the session's refusal first (`settleStatementSession`).
   */
  async function memberSessionForStatement(request: FastifyRequest) {
    const params = memberSessionParams(request, app.clock.now());
    const known = knownSessions.get(params.tokenHash);
    if (known === undefined) {
      await lookUpMemberSession(request);
      const { sessionId, userId } = userAuth(request);
      if (knownSessions.size >= KNOWN_SESSIONS_SIZE)
        knownSessions.delete(knownSessions.keys().next().value as string);
      knownSessions.set(params.tokenHash, { sessionId, userId });
      request.statementSession = { ...params, sessionId, userId, confirmed: true };
      return;
    }
    request.auth = { kind: 'USER', userId: known.userId, sessionId: known.sessionId };
    request.statementSession = { ...params, ...known, confirmed: false };
  }

  /**
   * Every member route's session check, one hook: where it runs is the route's `config.memberSession`.
   * A route that reads its answer with the session (`'answer'`) has nothing to do here but ask for a token.
   */
  app.decorate('requireUser', async (request: FastifyRequest) => {
    const where = request.routeOptions.config.memberSession;
    if (where === 'statement') return memberSessionForStatement(request);
    if (where === 'answer') {
      if (bearerToken(request) === undefined) throw new UnauthorizedError();
      return;
    }
    return lookUpMemberSession(request);
  });

  /**
   * Confirms the session a statement was to check, as `requireUser` does (it throws the session's
   * refusal): for a statement whose answer cannot tell (an empty page), or after an error.
   */
  app.decorate('confirmStatementSession', async (request: FastifyRequest) => {
    const session = request.statementSession;
    if (session === null || session.confirmed) return;
    session.confirmed = true;
    try {
      await lookUpMemberSession(request);
    } catch (refusal) {
      knownSessions.delete(session.tokenHash);
      throw refusal;
    }
  });

  /**
   * A page read with the session check in its statement: rows prove the session live, and an empty page
   * (the member has none, or the session has ended) is confirmed as requireUser would.
   */
  app.decorate(
    'pageOfLiveSession',
    async <Page extends { items: unknown[] }>(request: FastifyRequest, read: Promise<Page>) => {
      const page = await read;
      if (page.items.length === 0) await app.confirmStatementSession(request);
      return page;
    },
  );

  app.decorate(
    'withStatementSession',
    async <T>(request: FastifyRequest, run: (session: StatementSession) => Promise<T>): Promise<T> => {
      const session = request.statementSession;
      if (session === null)
        throw new Error('the route must check its session in its statement (config.memberSession)');
      for (let attempt = 1; ; attempt += 1) {
        try {
          const result = await run(session);
          session.confirmed = true;
          return result;
        } catch (error) {
          if (!(error instanceof SessionNotLiveError)) throw error;
          // Ended since this process met it: forget it and answer as requireUser does (it throws). Live
          // after all (its member was let back in meanwhile): once more, with the session just confirmed.
          knownSessions.delete(session.tokenHash);
          session.confirmed = true;
          if (attempt >= 2) throw new UnauthorizedError('Your session has ended. Please sign in again.');
          await app.requireUser(request);
        }
      }
    },
  );

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const session = await authenticate(request);
    if (session.owner.kind !== 'ADMIN') throw new ForbiddenError('This needs an admin sign-in.');
    const admin = await signedInAdmin(app.db, session.owner.adminId);
    if (admin === undefined || admin.disabledAt !== null) {
      throw new UnauthorizedError('Your session has ended. Please sign in again.');
    }
    const config = request.routeOptions.config;
    const allowed: readonly AdminRole[] = config.adminRoles ?? adminRoleGroups.operations;
    if (!allowed.includes(admin.role)) {
      throw new ForbiddenError('Your admin role does not allow this.', errorCodes.roleNotAllowed);
    }
    // A one-time password opens nothing but the way to replace it (decision 0138).
    if (admin.mustChangePassword && config.openBeforePasswordChange !== true) {
      throw new ForbiddenError(
        'Choose your own password in Settings before using the console.',
        errorCodes.passwordChangeRequired,
      );
    }
    if (
      admin.requireTwoFactor === true &&
      admin.totpEnabledAt === null &&
      config.openBeforeTwoFactorSetup !== true
    ) {
      throw new ForbiddenError(
        'Set up two-factor sign-in in Settings before using the console.',
        errorCodes.twoFactorSetupRequired,
      );
    }
    request.auth = { kind: 'ADMIN', adminId: session.owner.adminId, role: admin.role, sessionId: session.id };
  });

  app.decorate('requireAdminOrUser', async (request: FastifyRequest) => {
    try {
      await app.requireAdmin(request);
    } catch (error) {
      // Only "not an admin token" leads on to the member check; an admin's own refusal (a role the
      // route is closed to, two-factor sign-in still to set up) is the answer.
      if (!(error instanceof ForbiddenError) || error.code !== errorCodes.forbidden) throw error;
      await lookUpMemberSession(request);
    }
  });
});

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminRoleGroups, liveTicketSchema } from '@earnflow/contracts';
import { errorResponses } from '../../lib/error-responses';
import type { UserAuth, AdminAuth } from '../sessions/session-auth';
import type { EventsService, LiveHolder } from './events.service';

const eventsQuerySchema = z.object({
  ticket: z.string().min(1).max(128).optional(),
  /** For a new EventSource, which cannot send Last-Event-ID itself: the header wins when both come. */
  lastEventId: z.string().max(32).optional(),
});

function holderOf(auth: UserAuth | AdminAuth | null): { holder: LiveHolder; sessionId: string } | undefined {
  if (auth === null) return undefined;
  return auth.kind === 'USER'
    ? { holder: { kind: 'USER', userId: auth.userId }, sessionId: auth.sessionId }
    : {
        holder: { kind: 'ADMIN', adminId: auth.adminId, supportOnly: auth.role === 'SUPPORT' },
        sessionId: auth.sessionId,
      };
}

const hasTicket = (request: FastifyRequest) =>
  typeof (request.query as { ticket?: unknown } | undefined)?.ticket === 'string';

export const eventsRoutes: FastifyPluginAsyncZod<{ events: EventsService }> = async (app, { events }) => {
  const tags = ['events'];
  const security = [{ bearer: [] }];

  app.post(
    '/events/ticket',
    {
      onRequest: app.requireAdminOrUser,
      config: { adminRoles: adminRoleGroups.everyone },
      schema: { tags, security, response: { 200: liveTicketSchema, ...errorResponses(401, 403) } },
    },
    async (request) => {
      const opened = holderOf(request.auth);
      if (opened === undefined) throw new Error('requireAdminOrUser let a request through without auth');
      return events.createTicket(opened.sessionId);
    },
  );

  app.get(
    '/events',
    {
      // A member's or admin's bearer token, or a ticket (EventSource cannot send a header).
      onRequest: async (request) => {
        if (!hasTicket(request)) await app.requireAdminOrUser(request);
      },
      config: { adminRoles: adminRoleGroups.everyone },
      schema: {
        tags,
        security,
        description:
          'The live event stream (text/event-stream): Last-Event-ID resumes it; see packages/contracts/src/live.ts.',
        querystring: eventsQuerySchema,
        response: errorResponses(400, 401, 403, 429),
      },
    },
    async (request, reply) => {
      const opened =
        request.query.ticket === undefined
          ? holderOf(request.auth)
          : await events.holderOfTicket(request.query.ticket);
      if (opened === undefined) throw new Error('requireAdminOrUser let a request through without auth');
      events.checkLimits(opened.holder, request.ip);
      reply.hijack();
      await events.serve(request.raw, reply.raw, {
        ...opened,
        address: request.ip,
        lastEventId: request.headers['last-event-id'] ?? request.query.lastEventId,
      });
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import {
  adminRoleGroups,
  createSupportTicketBodySchema,
  idParamsSchema,
  supportTicketCreatedSchema,
  supportTicketListQuerySchema,
  supportTicketPageSchema,
  supportTicketSchema,
  updateSupportTicketBodySchema,
} from '@earnflow/contracts';
import { adminAuth, userAuth } from '../sessions/session-auth';
import { errorResponses } from '../../lib/error-responses';
import type { SupportService } from './support.service';

const errors = errorResponses(400, 401, 403, 404);

export const supportRoutes: FastifyPluginAsyncZod<{ support: SupportService }> = async (app, { support }) => {
  const tags = ['support'];
  const security = [{ bearer: [] }];

  app.post(
    '/support',
    {
      onRequest: app.requireUser,
      config: { limits: ['supportTicket'] },
      schema: {
        tags,
        security,
        body: createSupportTicketBodySchema,
        response: { 201: supportTicketCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await support.open(userAuth(request).userId, request.body)),
  );

  await adminScope(app, (adminApp) => {
    adminApp.get(
      '/support',
      {
        config: { adminRoles: adminRoleGroups.everyone },
        schema: {
          tags,
          security,
          querystring: supportTicketListQuerySchema,
          response: { 200: supportTicketPageSchema, ...errors },
        },
      },
      async (request) => support.ticketPage(request.query),
    );

    adminApp.patch(
      '/support/:id',
      {
        config: { adminRoles: adminRoleGroups.everyone },
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: updateSupportTicketBodySchema,
          response: { 200: supportTicketSchema, ...errors },
        },
      },
      async (request) =>
        support.setStatus(adminAuth(request).adminId, request.params.id, request.body.status),
    );
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminRoleGroups,
  chatConversationPageSchema,
  chatMessageListSchema,
  chatMessageSchema,
  chatPrivateParamsSchema,
  chatQuerySchema,
  idParamsSchema,
  paginationQuerySchema,
  sendChatMessageBodySchema,
} from '@earnflow/contracts';
import { adminAuth } from '../sessions/session-auth';
import { errorResponses } from '../../lib/error-responses';
import { UnauthorizedError } from '../../lib/errors';
import type { ChatService } from './chat.service';

const errors = errorResponses(400, 401, 403, 404);

export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  const tags = ['chat'];
  const security = [{ bearer: [] }];

  function requester(request: FastifyRequest) {
    if (request.auth === null) throw new UnauthorizedError();
    return request.auth;
  }

  app.get(
    '/chat/public',
    {
      onRequest: app.requireAdminOrUser,
      config: { adminRoles: adminRoleGroups.everyone },
      schema: {
        tags,
        security,
        querystring: chatQuerySchema,
        response: { 200: chatMessageListSchema, ...errors },
      },
    },
    async (request) => chat.list({ kind: 'public' }, request.query),
  );

  app.get(
    '/chat/private/:userId',
    {
      onRequest: app.requireAdminOrUser,
      config: { adminRoles: adminRoleGroups.everyone },
      schema: {
        tags,
        security,
        params: chatPrivateParamsSchema,
        querystring: chatQuerySchema,
        response: { 200: chatMessageListSchema, ...errors },
      },
    },
    async (request) =>
      chat.list(chat.privateRoomFor(requester(request), request.params.userId), request.query),
  );

  app.post(
    '/chat',
    {
      onRequest: app.requireAdminOrUser,
      config: { adminRoles: adminRoleGroups.everyone, limits: ['chatPost'] },
      schema: {
        tags,
        security,
        body: sendChatMessageBodySchema,
        response: { 201: chatMessageSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await chat.send(requester(request), request.body)),
  );

  await adminScope(app, (adminApp) => {
    adminApp.delete(
      '/chat/:id',
      {
        config: { adminRoles: adminRoleGroups.everyone },
        schema: { tags, security, params: idParamsSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await chat.remove(adminAuth(request).adminId, request.params.id);
        return reply.status(204).send(null);
      },
    );

    adminApp.get(
      '/chat/conversations',
      {
        config: { adminRoles: adminRoleGroups.everyone },
        schema: {
          tags,
          security,
          querystring: paginationQuerySchema,
          response: { 200: chatConversationPageSchema, ...errors },
        },
      },
      async (request) => chat.conversations(request.query),
    );
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import { z } from 'zod';
import {
  adjustBalanceBodySchema,
  adjustBalanceResponseSchema,
  adminMemberDetailSchema,
  adminMemberPageSchema,
  adminMembersQuerySchema,
  idParamsSchema,
  memberActivityPageSchema,
  memberActivityParamsSchema,
  memberActivityQuerySchema,
  memberReasonBodySchema,
  messageResponseSchema,
  updateMemberStatusBodySchema,
} from '@earnflow/contracts';
import { adminAuth } from '../sessions/session-auth';
import { errorResponses } from '../../lib/error-responses';
import { adminActionOnce } from '../ledger/idempotency';
import type { MembersService } from './members.service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The admin's member screens: GET /users, a member's page and the actions on it (operations roles). */
export const membersRoutes: FastifyPluginAsyncZod<{ members: MembersService }> = async (app, { members }) => {
  const tags = ['members'];
  const security = [{ bearer: [] }];

  await adminScope(app, (adminApp) => {
    adminApp.get(
      '/users',
      {
        schema: {
          tags,
          security,
          querystring: adminMembersQuerySchema,
          response: { 200: adminMemberPageSchema, ...errors },
        },
      },
      async (request) => members.page(request.query),
    );

    adminApp.get(
      '/users/:id',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          response: { 200: adminMemberDetailSchema, ...errors },
        },
      },
      async (request) => members.detail(request.params.id),
    );

    adminApp.get(
      '/users/:id/activity/:kind',
      {
        schema: {
          tags,
          security,
          params: memberActivityParamsSchema,
          querystring: memberActivityQuerySchema,
          response: { 200: memberActivityPageSchema, ...errors },
        },
      },
      async (request) => {
        await members.mustExist(request.params.id);
        const { page, pageSize } = request.query;
        const result = await members.activity(request.params.id, request.params.kind, page, pageSize);
        return { ...result, page, pageSize };
      },
    );

    adminApp.patch(
      '/users/:id/status',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: updateMemberStatusBodySchema,
          response: { 200: adminMemberDetailSchema, ...errors },
        },
      },
      async (request) =>
        members.setStatus(
          adminAuth(request).adminId,
          request.params.id,
          request.body.status,
          request.body.reason,
        ),
    );

    adminApp.post(
      '/users/:id/adjust-balance',
      {
        config: { limits: ['moneyAction'] },
        schema: {
          tags,
          security,
          description: 'Send an Idempotency-Key header: a retried request has one effect.',
          params: idParamsSchema,
          body: adjustBalanceBodySchema,
          response: { 200: adjustBalanceResponseSchema, ...errors },
        },
      },
      async (request) =>
        adminActionOnce(app.db, request, (tx, adminId) =>
          members.adjustBalance(tx, adminId, request.params.id, request.body.amount, request.body.reason),
        ),
    );

    adminApp.post(
      '/users/:id/resend-verification',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => members.resendVerification(adminAuth(request).adminId, request.params.id),
    );

    adminApp.post(
      '/users/:id/sign-out-all',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: memberReasonBodySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await members.signOutEverywhere(adminAuth(request).adminId, request.params.id, request.body.reason);
        return reply.status(204).send(null);
      },
    );
  });
};

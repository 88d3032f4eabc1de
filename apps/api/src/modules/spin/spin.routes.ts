import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import {
  createSpinSegmentBodySchema,
  idParamsSchema,
  spinHistoryQuerySchema,
  spinHistorySchema,
  spinResultSchema,
  spinSegmentListSchema,
  spinStateSchema,
  updateSpinSegmentBodySchema,
} from '@earnflow/contracts';
import { errorResponses } from '../../lib/error-responses';
import { pagedDescription, sendPage } from '../../lib/keyset';
import { adminAuth, userAuth } from '../sessions/session-auth';
import { createOnce } from '../ledger/idempotency';
import type { SpinService } from './spin.service';

const errors = errorResponses(400, 401, 403, 404, 409);

export const spinRoutes: FastifyPluginAsyncZod<{ spin: SpinService }> = async (app, { spin }) => {
  const tags = ['spin'];
  const security = [{ bearer: [] }];

  app.get(
    '/spin',
    {
      // The state's own statement checks the session (decision 0116).
      onRequest: app.requireUser,
      config: { memberSession: 'statement' },
      schema: { tags, security, response: { 200: spinStateSchema, ...errors } },
    },
    async (request) => app.withStatementSession(request, (session) => spin.state(session)),
  );

  app.post(
    '/spin',
    {
      // The statement that locks the member checks the session (decision 0116).
      onRequest: app.requireUser,
      config: { memberSession: 'statement', limits: ['moneyAction'] },
      schema: { tags, security, response: { 201: spinResultSchema, ...errors } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await app.withStatementSession(request, (session) =>
            createOnce(app.db, request, (tx) => spin.spin(tx, session)),
          ),
        ),
  );

  app.get(
    '/spin/history',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        description: pagedDescription,
        querystring: spinHistoryQuerySchema,
        response: { 200: spinHistorySchema, ...errors },
      },
    },
    async (request, reply) => sendPage(reply, await spin.history(userAuth(request).userId, request.query)),
  );

  await adminScope(app, (adminApp) => {
    adminApp.get(
      '/spin/segments',
      {
        schema: { tags, security, response: { 200: spinSegmentListSchema, ...errors } },
      },
      async () => spin.segments(),
    );

    adminApp.post(
      '/spin/segments',
      {
        schema: {
          tags,
          security,
          body: createSpinSegmentBodySchema,
          response: { 201: spinSegmentListSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await spin.createSegment(adminAuth(request).adminId, request.body)),
    );

    adminApp.patch(
      '/spin/segments/:id',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: updateSpinSegmentBodySchema,
          response: { 200: spinSegmentListSchema, ...errors },
        },
      },
      async (request) => spin.updateSegment(adminAuth(request).adminId, request.params.id, request.body),
    );

    adminApp.delete(
      '/spin/segments/:id',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          response: { 200: spinSegmentListSchema, ...errors },
        },
      },
      async (request) => spin.deleteSegment(adminAuth(request).adminId, request.params.id),
    );
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import {
  adminTaskListQuerySchema,
  adminTaskPageSchema,
  adminTaskSchema,
  createTaskBodySchema,
  decideTaskSubmissionBodySchema,
  idParamsSchema,
  memberTaskListSchema,
  taskListQuerySchema,
  taskStatusResultSchema,
  taskSubmissionListQuerySchema,
  taskSubmissionPageSchema,
  taskSubmissionSchema,
  updateTaskBodySchema,
  updateTaskStatusBodySchema,
  verifyTaskBodySchema,
  verifyTaskResultSchema,
} from '@earnflow/contracts';
import { errorResponses } from '../../lib/error-responses';
import { adminAuth, userAuth } from '../sessions/session-auth';
import { requireSameMember, type TasksService } from './tasks.service';

const errors = errorResponses(400, 401, 403, 404, 409);

export const tasksRoutes: FastifyPluginAsyncZod<{ tasks: TasksService }> = async (app, { tasks }) => {
  const tags = ['tasks'];
  const security = [{ bearer: [] }];

  app.get(
    '/tasks',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        querystring: taskListQuerySchema,
        response: { 200: memberTaskListSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = userAuth(request);
      requireSameMember(userId, request.query.userId);
      return tasks.memberTasks(userId);
    },
  );

  app.patch(
    '/tasks/:id/status',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: updateTaskStatusBodySchema,
        response: { 200: taskStatusResultSchema, ...errors },
      },
    },
    async (request) => {
      const { userId } = userAuth(request);
      requireSameMember(userId, request.body.userId);
      return tasks.setStatus(userId, request.params.id, request.body.status);
    },
  );

  app.post(
    '/tasks/verify',
    {
      onRequest: app.requireUser,
      config: { limits: ['moneyAction'] },
      schema: {
        tags,
        security,
        body: verifyTaskBodySchema,
        response: { 201: verifyTaskResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = userAuth(request);
      requireSameMember(userId, request.body.userId);
      return reply.status(201).send(await tasks.verify(userId, request.body));
    },
  );

  await adminScope(app, (adminApp) => {
    adminApp.get(
      '/admin/tasks',
      {
        schema: {
          tags,
          security,
          querystring: adminTaskListQuerySchema,
          response: { 200: adminTaskPageSchema, ...errors },
        },
      },
      async (request) => tasks.adminTasks(request.query.page, request.query.pageSize),
    );

    adminApp.post(
      '/admin/tasks',
      {
        schema: { tags, security, body: createTaskBodySchema, response: { 201: adminTaskSchema, ...errors } },
      },
      async (request, reply) =>
        reply.status(201).send(await tasks.createTask(adminAuth(request).adminId, request.body)),
    );

    adminApp.patch(
      '/admin/tasks/:id',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: updateTaskBodySchema,
          response: { 200: adminTaskSchema, ...errors },
        },
      },
      async (request) => tasks.updateTask(adminAuth(request).adminId, request.params.id, request.body),
    );

    adminApp.get(
      '/task-submissions',
      {
        schema: {
          tags,
          security,
          querystring: taskSubmissionListQuerySchema,
          response: { 200: taskSubmissionPageSchema, ...errors },
        },
      },
      async (request) => tasks.submissions(request.query),
    );

    adminApp.patch(
      '/task-submissions/:id/status',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: decideTaskSubmissionBodySchema,
          response: { 200: taskSubmissionSchema, ...errors },
        },
      },
      async (request) => tasks.decide(adminAuth(request).adminId, request.params.id, request.body),
    );
  });
};

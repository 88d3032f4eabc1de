import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import { z } from 'zod';
import {
  emailBroadcastListQuerySchema,
  emailBroadcastPageSchema,
  emailBroadcastSchema,
  emailPreferencesSchema,
  idParamsSchema,
  messageResponseSchema,
  sendEmailToAllBodySchema,
  unsubscribeQuerySchema,
  updateEmailPreferencesBodySchema,
} from '@earnflow/contracts';
import { adminAuth, userAuth } from '../sessions/session-auth';
import { errorResponses } from '../../lib/error-responses';
import type { EmailBroadcastsService } from './email-broadcasts.service';

const errors = errorResponses(400, 401, 403, 404);
const UNSUBSCRIBED = 'You will no longer receive announcements from us by e-mail.';

export const emailBroadcastsRoutes: FastifyPluginAsyncZod<{ broadcasts: EmailBroadcastsService }> = async (
  app,
  { broadcasts },
) => {
  const tags = ['email'];
  const security = [{ bearer: [] }];

  app.get(
    '/email/preferences',
    {
      onRequest: app.requireUser,
      schema: { tags, security, response: { 200: emailPreferencesSchema, ...errors } },
    },
    async (request) => ({ broadcasts: await broadcasts.takesBroadcasts(userAuth(request).userId) }),
  );

  app.patch(
    '/email/preferences',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        body: updateEmailPreferencesBodySchema,
        response: { 200: emailPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      await broadcasts.setTakesBroadcasts(userAuth(request).userId, request.body.broadcasts);
      return { broadcasts: request.body.broadcasts };
    },
  );

  // The mail client's one-click unsubscribe (POST, RFC 8058). The same address opened with GET (a person
  // opening it, or a scanner following links) changes nothing: it goes to the page that asks for the click.
  app.post(
    '/email/unsubscribe',
    {
      config: { limits: ['unsubscribe'] },
      schema: {
        tags,
        querystring: unsubscribeQuerySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await broadcasts.unsubscribe(request.query.token);
      return { message: UNSUBSCRIBED };
    },
  );
  app.get(
    '/email/unsubscribe',
    {
      config: { limits: ['unsubscribe'] },
      schema: { tags, querystring: unsubscribeQuerySchema, response: { 303: z.null(), ...errors } },
    },
    async (request, reply) =>
      reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303),
  );

  await adminScope(app, (adminApp) => {
    adminApp.post(
      '/email/send-email-to-all',
      {
        config: { limits: ['emailBroadcast'] },
        // A body of up to 100,000 characters, each of which JSON may write as a six-byte escape.
        bodyLimit: 1024 * 1024,
        schema: {
          tags,
          security,
          body: sendEmailToAllBodySchema,
          response: { 202: emailBroadcastSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await broadcasts.start(adminAuth(request).adminId, request.body)),
    );

    adminApp.get(
      '/email/broadcasts',
      {
        schema: {
          tags,
          security,
          querystring: emailBroadcastListQuerySchema,
          response: { 200: emailBroadcastPageSchema, ...errors },
        },
      },
      async (request) => broadcasts.page(request.query),
    );

    adminApp.get(
      '/email/broadcasts/:id',
      {
        schema: {
          tags,
          security,
          params: idParamsSchema,
          response: { 200: emailBroadcastSchema, ...errors },
        },
      },
      async (request) => broadcasts.progress(request.params.id),
    );
  });
};

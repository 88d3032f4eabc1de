import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestClient } from '../../lib/request-client';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  currentPasswordBodySchema,
  currentUserSchema,
  emailBodySchema,
  loginBodySchema,
  memberTwoFactorLoginBodySchema,
  messageResponseSchema,
  recoveryCodesSchema,
  resetPasswordBodySchema,
  signupBodySchema,
  signupResponseSchema,
  twoFactorCodeBodySchema,
  twoFactorSetupSchema,
  updateMeBodySchema,
  userLoginResponseSchema,
  userLoginResultSchema,
  verifyOtpBodySchema,
} from '@earnflow/contracts';
import { acceptMemberSession, memberSessionParams } from '../sessions/sessions.service';
import { userAuth } from '../sessions/session-auth';
import type { UsersService } from './users.service';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 429);
const twoFactorErrors = errorResponses(400, 401, 403, 404, 409, 429);

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  const tags = ['members'];
  const signInClient = (request: FastifyRequest) => ({
    ...requestClient(request),
    userAgent: request.headers['user-agent'],
  });

  app.post(
    '/users/signup',
    {
      config: { limits: ['signup'] },
      schema: { tags, body: signupBodySchema, response: { 201: signupResponseSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await users.signup(request.body, signInClient(request))),
  );

  app.post(
    '/users/verify-otp',
    {
      config: { limits: ['code', 'codeFromAddress'] },
      schema: { tags, body: verifyOtpBodySchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => users.verifyEmail(request.body.email, request.body.otp, requestClient(request)),
  );

  app.post(
    '/users/resend-otp',
    {
      config: { limits: ['code', 'codeFromAddress'] },
      schema: { tags, body: emailBodySchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => users.resendVerification(request.body.email, requestClient(request)),
  );

  app.post(
    '/users/login',
    {
      config: { limits: ['signIn', 'signInFromAddress'] },
      schema: { tags, body: loginBodySchema, response: { 200: userLoginResultSchema, ...errors } },
    },
    async (request) =>
      users.login(request.body.email, request.body.password, request.body.otp, signInClient(request)),
  );

  app.post(
    '/users/login/two-factor',
    {
      config: { limits: ['signInFromAddress'] },
      schema: {
        tags,
        body: memberTwoFactorLoginBodySchema,
        response: { 200: userLoginResponseSchema, ...errors },
      },
    },
    async (request) =>
      users.loginWithSecondFactor(request.body.challengeToken, request.body.code, signInClient(request)),
  );

  app.post(
    '/users/logout',
    {
      onRequest: app.requireUser,
      schema: { tags, security: [{ bearer: [] }], response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await users.logout(userAuth(request).sessionId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/forgot-password',
    {
      config: { limits: ['code', 'codeFromAddress'] },
      schema: { tags, body: emailBodySchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => users.forgotPassword(request.body.email, requestClient(request)),
  );

  app.post(
    '/users/reset-password',
    {
      config: { limits: ['code', 'codeFromAddress'] },
      schema: { tags, body: resetPasswordBodySchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) =>
      users.resetPassword(
        request.body.email,
        request.body.otp,
        request.body.password,
        requestClient(request),
      ),
  );

  app.get(
    '/users/me',
    {
      // The session is checked in the member's own query (users.meBySession).
      onRequest: app.requireUser,
      config: { memberSession: 'answer' },
      schema: { tags, security: [{ bearer: [] }], response: { 200: currentUserSchema, ...errors } },
    },
    async (request) =>
      users.meBySession(memberSessionParams(request, app.clock.now()), (session) =>
        acceptMemberSession(request, session),
      ),
  );

  app.patch(
    '/users/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: updateMeBodySchema,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request) => users.updateMe(userAuth(request).userId, request.body),
  );

  app.post(
    '/users/change-password',
    {
      onRequest: app.requireUser,
      config: { limits: ['changePassword'] },
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: changePasswordBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const auth = userAuth(request);
      await users.changePassword(
        auth.userId,
        auth.sessionId,
        request.body.currentPassword,
        request.body.newPassword,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/users/me/two-factor/setup',
    {
      onRequest: app.requireUser,
      config: { limits: ['changePassword'] },
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: currentPasswordBodySchema,
        response: { 200: twoFactorSetupSchema, ...twoFactorErrors },
      },
    },
    async (request) => {
      const auth = userAuth(request);
      return users.startTwoFactorSetup(auth.userId, auth.sessionId, request.body.password);
    },
  );

  app.post(
    '/users/me/two-factor/enable',
    {
      onRequest: app.requireUser,
      config: { limits: ['changePassword'] },
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: twoFactorCodeBodySchema,
        response: { 200: recoveryCodesSchema, ...twoFactorErrors },
      },
    },
    async (request) => users.enableTwoFactor(userAuth(request).userId, request.body.code),
  );

  app.post(
    '/users/me/two-factor/disable',
    {
      onRequest: app.requireUser,
      config: { limits: ['changePassword'] },
      schema: {
        tags,
        security: [{ bearer: [] }],
        body: currentPasswordBodySchema,
        response: { 204: z.null(), ...twoFactorErrors },
      },
    },
    async (request, reply) => {
      const auth = userAuth(request);
      await users.disableTwoFactor(auth.userId, auth.sessionId, request.body.password);
      return reply.status(204).send(null);
    },
  );
};

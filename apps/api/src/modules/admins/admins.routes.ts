import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import { z } from 'zod';
import {
  adminChangePasswordBodySchema,
  adminLoginBodySchema,
  adminLoginResponseSchema,
  adminPageSchema,
  adminRoleGroups,
  adminSchema,
  adminSecurityPolicySchema,
  adminSessionSchema,
  adminsQuerySchema,
  adminTwoFactorLoginBodySchema,
  adminListItemSchema,
  createAdminBodySchema,
  createdAdminSchema,
  currentPasswordBodySchema,
  idParamsSchema,
  recoveryCodesSchema,
  twoFactorCodeBodySchema,
  twoFactorSetupSchema,
  updateAdminBodySchema,
  updateAdminSecurityPolicyBodySchema,
} from '@earnflow/contracts';
import { adminAuth } from '../sessions/session-auth';
import type { AdminsService } from './admins.service';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

export const adminsRoutes: FastifyPluginAsyncZod<{ admins: AdminsService }> = async (app, { admins }) => {
  const tags = ['admins'];
  const security = [{ bearer: [] }];
  /** Every admin, also one who must still set up two-factor sign-in: their own profile and sign-in. */
  const ownAccount = { adminRoles: adminRoleGroups.everyone, openBeforeTwoFactorSetup: true };
  /** What an admin signed in with a one-time password may do: read their profile, replace it, sign out. */
  const beforePasswordChange = { ...ownAccount, openBeforePasswordChange: true };
  const owners = { adminRoles: adminRoleGroups.owners };
  const meta = (request: { ip: string; headers: { 'user-agent'?: string | undefined } }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  app.post(
    '/admins/login',
    {
      config: { limits: ['signIn', 'signInFromAddress'] },
      schema: { tags, body: adminLoginBodySchema, response: { 200: adminLoginResponseSchema, ...errors } },
    },
    async (request) => admins.login(request.body.email, request.body.password, meta(request)),
  );

  app.post(
    '/admins/login/two-factor',
    {
      config: { limits: ['signInFromAddress'] },
      schema: { tags, body: adminTwoFactorLoginBodySchema, response: { 200: adminSessionSchema, ...errors } },
    },
    async (request) =>
      admins.loginWithSecondFactor(request.body.challengeToken, request.body.code, meta(request)),
  );

  await adminScope(app, (adminApp) => {
    adminApp.get(
      '/admins/me',
      {
        config: beforePasswordChange,
        schema: { tags, security, response: { 200: adminSchema, ...errors } },
      },
      async (request) => admins.me(adminAuth(request).adminId),
    );

    adminApp.post(
      '/admins/logout',
      {
        config: beforePasswordChange,
        schema: { tags, security, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await admins.logout(adminAuth(request).sessionId);
        return reply.status(204).send(null);
      },
    );

    adminApp.post(
      '/admins/me/password',
      {
        config: { ...beforePasswordChange, limits: ['changePassword'] },
        schema: {
          tags,
          security,
          body: adminChangePasswordBodySchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const { adminId, sessionId } = adminAuth(request);
        await admins.changePassword(
          adminId,
          sessionId,
          request.body.currentPassword,
          request.body.newPassword,
        );
        return reply.status(204).send(null);
      },
    );

    adminApp.post(
      '/admins/me/sign-out-others',
      {
        config: ownAccount,
        schema: { tags, security, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        const { adminId, sessionId } = adminAuth(request);
        await admins.signOutOtherSessions(adminId, sessionId);
        return reply.status(204).send(null);
      },
    );

    adminApp.post(
      '/admins/me/two-factor/setup',
      {
        config: { ...ownAccount, limits: ['changePassword'] },
        schema: {
          tags,
          security,
          body: currentPasswordBodySchema,
          response: { 200: twoFactorSetupSchema, ...errors },
        },
      },
      async (request) => admins.startTwoFactorSetup(adminAuth(request).adminId, request.body.password),
    );

    adminApp.post(
      '/admins/me/two-factor/enable',
      {
        config: { ...ownAccount, limits: ['changePassword'] },
        schema: {
          tags,
          security,
          body: twoFactorCodeBodySchema,
          response: { 200: recoveryCodesSchema, ...errors },
        },
      },
      async (request) => admins.enableTwoFactor(adminAuth(request).adminId, request.body.code),
    );

    adminApp.post(
      '/admins/me/two-factor/disable',
      {
        config: { ...ownAccount, limits: ['changePassword'] },
        schema: { tags, security, body: currentPasswordBodySchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await admins.disableTwoFactor(adminAuth(request).adminId, request.body.password);
        return reply.status(204).send(null);
      },
    );

    adminApp.get(
      '/admins/security-policy',
      {
        config: owners,
        schema: { tags, security, response: { 200: adminSecurityPolicySchema, ...errors } },
      },
      async () => admins.securityPolicy(),
    );

    adminApp.patch(
      '/admins/security-policy',
      {
        config: owners,
        schema: {
          tags,
          security,
          body: updateAdminSecurityPolicyBodySchema,
          response: { 200: adminSecurityPolicySchema, ...errors },
        },
      },
      async (request) => admins.setSecurityPolicy(adminAuth(request).adminId, request.body.requireTwoFactor),
    );

    adminApp.get(
      '/admins',
      {
        config: owners,
        schema: {
          tags,
          security,
          querystring: adminsQuerySchema,
          response: { 200: adminPageSchema, ...errors },
        },
      },
      async (request) => admins.list(request.query.page, request.query.pageSize),
    );

    adminApp.post(
      '/admins',
      {
        config: owners,
        schema: {
          tags,
          security,
          body: createAdminBodySchema,
          response: { 201: createdAdminSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await admins.create(adminAuth(request).adminId, request.body)),
    );

    adminApp.patch(
      '/admins/:id',
      {
        config: owners,
        schema: {
          tags,
          security,
          params: idParamsSchema,
          body: updateAdminBodySchema,
          response: { 200: adminListItemSchema, ...errors },
        },
      },
      async (request) => admins.update(adminAuth(request).adminId, request.params.id, request.body),
    );

    adminApp.post(
      '/admins/:id/two-factor/reset',
      {
        config: owners,
        schema: {
          tags,
          security,
          params: idParamsSchema,
          response: { 200: adminListItemSchema, ...errors },
        },
      },
      async (request) => admins.resetTwoFactor(adminAuth(request).adminId, request.params.id),
    );

    adminApp.delete(
      '/admins/:id',
      {
        config: owners,
        schema: { tags, security, params: idParamsSchema, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await admins.remove(adminAuth(request).adminId, request.params.id);
        return reply.status(204).send(null);
      },
    );
  });
};

import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { createAdminsService } from './modules/admins/admins.service';
import { adminsRoutes } from './modules/admins/admins.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { depositsRoutes } from './modules/deposits/deposits.routes';
import { createJobWorker, type JobWorker } from './modules/jobs/job-worker';
import {
  createSendEmailHandler,
  createSmtpTransport,
  SEND_EMAIL_JOB,
  type MailTransport,
} from './modules/mail/mail.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { systemRoutes } from './modules/system/system.routes';
import { transfersRoutes } from './modules/transfers/transfers.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { createStorage } from './modules/uploads/uploads.storage';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { uploadsStaticPlugin } from './plugins/uploads-static';
import { webPlugin } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    jobs: JobWorker;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An open database; otherwise one is opened from the config (and closed with the app). */
  database?: DatabaseHandle;
  /** Replaces SMTP delivery (tests); otherwise SMTP_URL decides. */
  mailTransport?: MailTransport;
  logger?: FastifyServerOptions['logger'];
  /** Skip migrations when the caller already ran them. */
  migrate?: boolean;
  jobPollMs?: number;
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl === undefined
        ? { kind: 'pglite', dataDir: `${config.dataDir}/pglite` }
        : { kind: 'postgres', url: config.databaseUrl },
    ));
  if (options.database === undefined) app.addHook('onClose', () => database.close());
  if (options.migrate !== false) await runMigrations(database);
  const { db } = database;
  app.decorate('db', db);

  const transport =
    options.mailTransport ??
    (config.smtpUrl === undefined ? undefined : createSmtpTransport(config.smtpUrl, config.mailFrom));
  const jobs = createJobWorker({
    db,
    log: app.log,
    pollMs: options.jobPollMs,
    handlers: { [SEND_EMAIL_JOB]: createSendEmailHandler({ db, log: app.log, transport }) },
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => {
    jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    transport?.close();
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(metricsPlugin);
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(authPlugin);
  await app.register(openapiPlugin, { appName: config.appName });

  const users = createUsersService({
    db,
    appName: config.appName,
    publicUrl: config.publicUrl,
    onEmailQueued: () => jobs.kick(),
  });
  const admins = createAdminsService({ db });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, { appName: config.appName, ping: () => database.ping() });
      await api.register(usersRoutes, { users });
      await api.register(adminsRoutes, { admins });
      await api.register(notificationsRoutes);
      await api.register(dashboardRoutes);
      await api.register(settingsRoutes);
      await api.register(walletRoutes);
      await api.register(depositsRoutes);
      await api.register(withdrawalsRoutes);
      await api.register(transfersRoutes);
      await api.register(uploadsRoutes, { storage: createStorage(config.storage) });
    },
    { prefix: '/api' },
  );

  await app.register(uploadsStaticPlugin, { uploadsDir: config.storage.uploadsDir });
  await app.register(webPlugin, { distDir: config.webDist ?? defaultWebDist, appName: config.appName });
  return app;
}

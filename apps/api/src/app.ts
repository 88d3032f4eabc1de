import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { apiPackageFolder } from './package-folder';
import { createAdminsService } from './modules/admins/admins.service';
import { createAttemptGuardsService } from './modules/attempt-guards/attempt-guards.service';
import { adminsRoutes } from './modules/admins/admins.routes';
import { adNetworksRoutes } from './modules/ad-networks/ad-networks.routes';
import { createAdNetworksService } from './modules/ad-networks/ad-networks.service';
import {
  createPostbacksService,
  OFFERS_RELEASE_EVERY_SECONDS,
  OFFERS_RELEASE_JOB,
} from './modules/ad-networks/postbacks.service';
import { aviatorRoutes } from './modules/aviator/aviator.routes';
import {
  AVIATOR_SETTLE_EVERY_SECONDS,
  AVIATOR_SETTLE_JOB,
  createAviatorService,
  createAviatorSettleHandler,
} from './modules/aviator/aviator.service';
import { chatRoutes } from './modules/chat/chat.routes';
import { createChatService } from './modules/chat/chat.service';
import { earningsRoutes } from './modules/earnings/earnings.routes';
import { levelsRoutes } from './modules/levels/levels.routes';
import { createLevelsService } from './modules/levels/levels.service';
import { rewardsRoutes } from './modules/rewards/rewards.routes';
import { createRewardsService } from './modules/rewards/rewards.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { dashboardProviders } from './modules/dashboard/dashboard.providers';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import {
  createDashboardService,
  RECONCILE_EVERY_SECONDS,
  RECONCILE_JOB,
} from './modules/dashboard/dashboard.service';
import { depositsRoutes } from './modules/deposits/deposits.routes';
import { createDepositsService } from './modules/deposits/deposits.service';
import { emailBroadcastsRoutes } from './modules/email-broadcasts/email-broadcasts.routes';
import {
  BROADCAST_EMAIL_JOB,
  BROADCAST_RESUME_EVERY_SECONDS,
  BROADCAST_RESUME_JOB,
  createEmailBroadcastsService,
} from './modules/email-broadcasts/email-broadcasts.service';
import { localBackupEndpoint } from './modules/backups/backup-endpoint';
import { BACKUP_JOB, BACKUP_TIMEOUT_MS, createBackupsService } from './modules/backups/backups.service';
import { createJobWorker, type JobWorker } from './modules/jobs/job-worker';
import { eventsRoutes } from './modules/events/events.routes';
import { createEventsService } from './modules/events/events.service';
import { postgresBus, processBus, redisBus } from './modules/events/live-bus';
import {
  createSendEmailHandler,
  createSmtpTransport,
  SEND_EMAIL_JOB,
  type MailTransport,
} from './modules/mail/mail.service';
import { membersRoutes } from './modules/members/members.routes';
import { pushRoutes } from './modules/push/push.routes';
import { createPushService, WEB_PUSH_JOB, type PushDelivery } from './modules/push/push.service';
import { createMembersService } from './modules/members/members.service';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import {
  createPurgeHandler,
  createPurgeService,
  PURGE_EVERY_SECONDS,
  PURGE_JOB,
} from './modules/purge/purge.service';
import { settingsRoutes } from './modules/settings/settings.routes';
import { createSettingsService } from './modules/settings/settings.service';
import { supportRoutes } from './modules/support/support.routes';
import { createSupportService } from './modules/support/support.service';
import { hotOffersRoutes } from './modules/hot-offers/hot-offers.routes';
import { createHotOffersService } from './modules/hot-offers/hot-offers.service';
import { redeemCodesRoutes } from './modules/redeem-codes/redeem-codes.routes';
import { createRedeemCodesService } from './modules/redeem-codes/redeem-codes.service';
import { referralsRoutes } from './modules/referrals/referrals.routes';
import { createReferralsService } from './modules/referrals/referrals.service';
import { rewardSettingsRoutes } from './modules/reward-settings/reward-settings.routes';
import { createRewardSettingsService } from './modules/reward-settings/reward-settings.service';
import { spinRoutes } from './modules/spin/spin.routes';
import { createSpinService } from './modules/spin/spin.service';
import { tasksRoutes } from './modules/tasks/tasks.routes';
import { createTasksService } from './modules/tasks/tasks.service';
import { systemRoutes } from './modules/system/system.routes';
import { transfersRoutes } from './modules/transfers/transfers.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { createUploadLinks, uploadLinksSecret, visibilityOf } from './modules/uploads/uploads.links';
import { createStorage } from './modules/uploads/uploads.storage';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes';
import { fraudRoutes } from './modules/fraud/fraud.routes';
import { createFraudService } from './modules/fraud/fraud.service';
import { createEarningsService } from './modules/earnings/earnings.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createTransfersService } from './modules/transfers/transfers.service';
import { createUploadsService } from './modules/uploads/uploads.service';
import { createWalletService } from './modules/wallet/wallet.service';
import { createWithdrawalsService } from './modules/withdrawals/withdrawals.service';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { answerClientError, boundedQuerystringParser, requestBoundsPlugin } from './plugins/request-bounds';
import { securityPlugin } from './plugins/security';
import { uploadsStaticPlugin } from './plugins/uploads-static';
import { validationPlugin } from './plugins/validation';
import { webPlugin } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    jobs: JobWorker;
    clock: Clock;
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
  /** One of API_PROCESSES workers: GET /metrics answers the sum over all of them (lib/cluster-metrics.ts). */
  clusterWorker?: boolean;
  jobPollMs?: number;
  /** Where rules read the time; tests pass a clock they can move. */
  clock?: Clock;
  /** Sees every route as it is added, with its schemas (the malformed-request test walks them). */
  onRoute?: (route: RouteOptions) => void;
  /** Web Push to a push service of the test's own (its host allowed, its certificate trusted). */
  webPush?: PushDelivery;
}

/** A hop count becomes "trust the nearest N": Fastify itself trusts no hop when given a bare number. */
function trustedProxies(setting: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

const defaultWebDist = path.join(apiPackageFolder, '../web/dist');

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: trustedProxies(config.trustProxy),
    // Small by default: the few routes that take more say so with their own bodyLimit.
    bodyLimit: config.requests.bodyLimitBytes,
    routerOptions: { querystringParser: boundedQuerystringParser(config.requests.bounds) },
    // Connection timeouts (decision 0135): the whole request, its headers, an idle socket, keep-alive.
    requestTimeout: config.requests.requestTimeoutMs,
    connectionTimeout: config.requests.idleTimeoutMs,
    keepAliveTimeout: config.requests.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.requests.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, config.requests.headersTimeoutMs / 4),
    },
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute !== undefined) app.addHook('onRoute', options.onRoute);
  await app.register(validationPlugin, { checkResponses: config.env !== 'production' });
  await app.register(requestBoundsPlugin, config.requests.bounds);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl === undefined
        ? { kind: 'pglite', dataDir: `${config.dataDir}/pglite` }
        : { kind: 'postgres', url: config.databaseUrl, pool: config.databasePool },
      app.log,
    ));
  if (options.database === undefined) app.addHook('onClose', () => database.close());
  if (options.migrate !== false) await runMigrations(database);
  const { db } = database;
  app.decorate('db', db);
  app.decorate('clock', options.clock ?? systemClock);

  const transport =
    options.mailTransport ??
    (config.smtpUrl === undefined ? undefined : createSmtpTransport(config.smtpUrl, config.mailFrom));
  const storage = createStorage(config.storage);
  const uploadLinks = createUploadLinks({ secret: () => uploadLinksSecret(db), clock: app.clock });
  const purge = createPurgeService({ db, clock: app.clock });
  const aviator = createAviatorService({ db, clock: app.clock });
  const broadcasts = createEmailBroadcastsService({
    db,
    clock: app.clock,
    log: app.log,
    appName: config.appName,
    publicUrl: config.publicUrl,
    onQueued: () => jobs.kick(),
  });
  const adNetworks = createAdNetworksService({ db, clock: app.clock });
  const postbacks = createPostbacksService({ db, clock: app.clock, log: app.log, networks: adNetworks });
  const localUploadsDir = config.storage.kind === 'local' ? config.storage.uploadsDir : undefined;
  const backups = createBackupsService({
    handle: database,
    clock: app.clock,
    log: app.log,
    settings: config.backups,
    uploadsDir: localUploadsDir,
  });
  const dashboard = createDashboardService({
    db,
    clock: app.clock,
    providers: dashboardProviders,
    backups,
    appName: config.appName,
  });
  const live = createEventsService({
    db,
    clock: app.clock,
    log: app.log,
    limits: config.live,
    bus:
      config.redisUrl !== undefined
        ? await redisBus(config.redisUrl, app.log)
        : database.kind === 'postgres'
          ? postgresBus({ connectionString: database.pool.options.connectionString }, app.log)
          : processBus(),
  });
  app.addHook('onReady', async () => {
    live.start();
  });
  app.addHook('preClose', () => live.stop());
  // A request that changes something may have written live events: every process reads the log now.
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') live.publish();
    done();
  });
  const push = createPushService({
    db,
    log: app.log,
    publicUrl: config.publicUrl,
    mailFrom: config.mailFrom,
    ...(options.webPush === undefined ? {} : { delivery: options.webPush }),
  });
  const jobs = createJobWorker({
    db,
    log: app.log,
    pollMs: options.jobPollMs,
    handlers: {
      [SEND_EMAIL_JOB]: createSendEmailHandler({ db, log: app.log, transport }),
      [PURGE_JOB]: createPurgeHandler({ purge, log: app.log }),
      [AVIATOR_SETTLE_JOB]: createAviatorSettleHandler({ aviator, log: app.log }),
      [BROADCAST_EMAIL_JOB]: (job) => broadcasts.queueRecipients(job),
      [BROADCAST_RESUME_JOB]: async () => {
        await broadcasts.resumeStalled();
      },
      [OFFERS_RELEASE_JOB]: async () => {
        const released = await postbacks.releaseDue();
        if (released > 0) app.log.info({ released }, 'released held offer rewards');
      },
      [RECONCILE_JOB]: async () => {
        const result = await dashboard.recordReconciliation();
        if (!result.ok) app.log.error(result, 'ledger reconciliation found problems');
      },
      [BACKUP_JOB]: () => backups.runScheduled(),
      [WEB_PUSH_JOB]: (job) => push.deliver(job),
    },
    jobTimeoutsMs: { [BACKUP_JOB]: BACKUP_TIMEOUT_MS },
    onJobDone: () => live.publish(),
    repeating: [
      { kind: PURGE_JOB, everySeconds: PURGE_EVERY_SECONDS },
      { kind: AVIATOR_SETTLE_JOB, everySeconds: AVIATOR_SETTLE_EVERY_SECONDS },
      { kind: RECONCILE_JOB, everySeconds: RECONCILE_EVERY_SECONDS },
      { kind: OFFERS_RELEASE_JOB, everySeconds: OFFERS_RELEASE_EVERY_SECONDS },
      { kind: BROADCAST_RESUME_JOB, everySeconds: BROADCAST_RESUME_EVERY_SECONDS },
      ...(backups.enabled ? [{ kind: BACKUP_JOB, everySeconds: backups.everySeconds }] : []),
    ],
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => {
    jobs.start();
    // The embedded database has one connection: a link signed inside a transaction could not read the key.
    if (database.kind === 'pglite') await uploadLinks.warm();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    transport?.close();
  });

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(metricsPlugin, {
    clusterWorker: options.clusterWorker ?? false,
    gauges: [
      {
        name: 'earnflow_ledger_reconciled',
        help: 'Whether the newest ledger reconciliation passed (1) or found problems (0)',
        aggregator: 'min',
        read: async () => {
          const { ok } = await dashboard.ledgerStatus();
          return ok === null ? undefined : Number(ok);
        },
      },
      {
        name: 'earnflow_backup_last_success_timestamp_seconds',
        help: 'When the newest scheduled backup finished (Unix seconds)',
        aggregator: 'max',
        read: async () => {
          const { last } = await backups.status();
          return last === null ? undefined : Date.parse(last.finishedAt) / 1000;
        },
      },
    ],
  });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl, limits: config.limits.requests });
  await app.register(authPlugin);
  await app.register(openapiPlugin, { appName: config.appName });

  const guards = createAttemptGuardsService({
    db,
    clock: app.clock,
    failuresBeforeLock: config.limits.account.failuresBeforeLock,
    adminFailuresFromAnyAddress: config.limits.account.adminFailuresFromAnyAddress,
  });
  const users = createUsersService({
    db,
    clock: app.clock,
    guards,
    codesPerDay: config.limits.account.codesPerDay,
    appName: config.appName,
    publicUrl: config.publicUrl,
    onEmailQueued: () => jobs.kick(),
  });
  const admins = createAdminsService({ db, clock: app.clock, guards, appName: config.appName });

  await app.register(
    async (api) => {
      await api.register(systemRoutes, {
        appName: config.appName,
        ping: () => database.ping(),
        ledger: () => dashboard.ledgerStatus(),
        metricsToken: config.metricsToken,
      });
      await api.register(usersRoutes, { users });
      await api.register(adminsRoutes, { admins });
      await api.register(membersRoutes, {
        members: createMembersService({ db, clock: app.clock, usersService: users }),
      });
      await api.register(notificationsRoutes, {
        notifications: createNotificationsService({ db, clock: app.clock }),
      });
      await api.register(dashboardRoutes, { dashboard });
      await api.register(auditRoutes, { audit: createAuditService({ db }) });
      await api.register(settingsRoutes, { settings: createSettingsService({ db }) });
      await api.register(walletRoutes, {
        wallet: createWalletService({ db, clock: app.clock, appName: config.appName }),
      });
      await api.register(depositsRoutes, {
        deposits: createDepositsService({ db, clock: app.clock, links: uploadLinks }),
      });
      await api.register(withdrawalsRoutes, {
        withdrawals: createWithdrawalsService({ db, clock: app.clock, guards }),
      });
      await api.register(transfersRoutes, { transfers: createTransfersService({ db, clock: app.clock }) });
      await api.register(fraudRoutes, { fraud: createFraudService({ db, clock: app.clock }) });
      await api.register(uploadsRoutes, {
        uploads: createUploadsService({ db, storage, clock: app.clock }),
      });
      await api.register(aviatorRoutes, { aviator });
      await api.register(chatRoutes, { chat: createChatService({ db, clock: app.clock }) });
      await api.register(emailBroadcastsRoutes, { broadcasts });
      await api.register(supportRoutes, { support: createSupportService({ db, clock: app.clock }) });
      await api.register(levelsRoutes, { levels: createLevelsService({ db, clock: app.clock }) });
      await api.register(rewardsRoutes, { rewards: createRewardsService({ db, clock: app.clock }) });
      await api.register(earningsRoutes, { earnings: createEarningsService({ db }) });
      await api.register(rewardSettingsRoutes, { settings: createRewardSettingsService({ db }) });
      await api.register(spinRoutes, { spin: createSpinService({ db, clock: app.clock }) });
      await api.register(redeemCodesRoutes, { codes: createRedeemCodesService({ db, clock: app.clock }) });
      await api.register(tasksRoutes, {
        tasks: createTasksService({ db, clock: app.clock, links: uploadLinks }),
      });
      await api.register(referralsRoutes, {
        referrals: createReferralsService({ db, publicUrl: config.publicUrl }),
      });
      await api.register(eventsRoutes, { events: live });
      await api.register(pushRoutes, { push });
      await api.register(hotOffersRoutes, { offers: createHotOffersService({ db, clock: app.clock }) });
      await api.register(adNetworksRoutes, { networks: adNetworks, postbacks });
    },
    { prefix: '/api' },
  );

  // The embedded database opens in this process only: npm run backup asks it for the backup.
  if (database.kind === 'pglite' && options.database === undefined) {
    await app.register(localBackupEndpoint, {
      dataDir: config.dataDir,
      handle: database,
      uploadsDir: localUploadsDir,
      clock: app.clock,
    });
  }

  await app.register(uploadsStaticPlugin, {
    uploadsDir: config.storage.uploadsDir,
    links: uploadLinks,
    visibilityOf: (name) => visibilityOf(db, name),
    readPrivate: storage.readPrivate,
  });
  await app.register(webPlugin, { distDir: config.webDist ?? defaultWebDist, appName: config.appName });
  return app;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { Clock } from '../src/lib/clock';
import { createUploadLinks, uploadLinksSecret } from '../src/modules/uploads/uploads.links';
import { loadConfig } from '../src/config';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from './database';
import { loginAdmin, loginMember, seedAdmin, seedMember } from './factories';
import { startMailServer, type TestMailServer } from './mail-server';

export interface TestContext {
  app: FastifyInstance;
  mail: TestMailServer;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a fresh database of its own, delivering e-mail to an in-process SMTP server. */
export async function createTestContext(
  options: {
    env?: Record<string, string>;
    databaseKind?: TestDatabaseKind;
    webDist?: string;
    clock?: Clock;
    onRoute?: BuildAppOptions['onRoute'];
    webPush?: BuildAppOptions['webPush'];
    /** Receives every log line (pino JSON) at trace level instead of silence. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestContext> {
  const mail = await startMailServer();
  const database = await createTestDatabase(options.databaseKind);
  // Uploads land in a folder of this test's own, removed afterwards.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earnflow-test-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_NAME: 'EarnFlow',
    SMTP_URL: mail.url,
    MAIL_FROM: 'EarnFlow <no-reply@earnflow.test>',
    WEB_DIST: options.webDist ?? '/nonexistent-web-dist',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database: database.handle,
    migrate: false,
    jobPollMs: 100,
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.onRoute === undefined ? {} : { onRoute: options.onRoute }),
    ...(options.webPush === undefined ? {} : { webPush: options.webPush }),
    ...(options.logStream === undefined ? {} : { logger: { level: 'trace', stream: options.logStream } }),
  });
  await app.ready();
  return {
    app,
    mail,
    database,
    async close() {
      await app.close();
      await mail.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Starts the test app on a free loopback port, for tests that need a real socket; answers where it is. */
export async function listenOnLoopback(ctx: TestContext): Promise<{ port: number; base: string }> {
  if (!ctx.app.server.listening) await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const address = ctx.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('the test app has no port');
  return { port: address.port, base: `http://127.0.0.1:${String(address.port)}` };
}

/** A signed-in active member and a signed-in owner admin, with their tokens. */
export async function memberAndOwnerTokens(ctx: TestContext) {
  const member = await seedMember(ctx.app.db, { status: 'ACTIVE' });
  const admin = await seedAdmin(ctx.app.db, { role: 'OWNER' });
  return {
    memberToken: await loginMember(ctx.app, member.email),
    adminToken: await loginAdmin(ctx.app, admin.email),
  };
}

/** The signed, expiring address a private upload (a receipt, a task screenshot) is shown at. */
export function viewLink(ctx: TestContext, url: string): Promise<string> {
  return createUploadLinks({ secret: () => uploadLinksSecret(ctx.app.db), clock: ctx.app.clock }).view(url);
}

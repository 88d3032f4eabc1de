import type { Page, Request } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle } from '../../apps/api/src/db/client';
import { systemClock } from '../../apps/api/src/lib/clock';
import { createSession } from '../../apps/api/src/modules/sessions/sessions.service';
import { createPostgresDatabase, dropPostgresDatabase } from '../../apps/api/test/database';
import { bearer, loginAdmin, seedAdmin, seedMember } from '../../apps/api/test/factories';
import { enableAllPaymentMethods, fundWallet } from '../../apps/api/test/money';
import { call, freePort, spawnServer, type ServerProcess } from '../../apps/api/test/proof/server-process';
import { artifactsDir, desktop, hasBrowser, useBrowserHarness } from '../support/harness';
import { signInAdmin, signInMember } from '../support/session';
import { sendTransfer, submitDeposit } from '../support/seed';

/** The chat's message log. */
const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });
const balance = (page: Page) => page.getByRole('button', { name: /balance, show in/ });

/** Every /api request a page makes, but the stream itself. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/events')
      seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

/** Waits for the member's live stream to say hello: from then on the screens do not poll. */
async function streamOpen(page: Page): Promise<void> {
  await page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/events' && response.ok(),
  );
}

describe.skipIf(!hasBrowser)('live updates', () => {
  const harness = useBrowserHarness();

  it('two members side by side: a message, a transfer and an admin’s decision show within a second, with no poll', async () => {
    const saraPage = await harness.newPage();
    const sara = await signInMember(harness.ctx, saraPage, { name: 'Sara Khan' });
    const aliPage = await harness.newPage();
    const ali = await signInMember(harness.ctx, aliPage, { name: 'Ali Raza' });
    await fundWallet(harness.ctx.app.db, ali.id, 5000);
    const saraRequests = apiRequests(saraPage);
    const aliRequests = apiRequests(aliPage);
    for (const page of [saraPage, aliPage]) {
      const opened = streamOpen(page);
      await page.goto('/chat/community');
      await page.getByRole('heading', { name: 'Community Chat' }).waitFor();
      await opened;
    }
    // Loaded: what follows comes through the streams.
    await saraPage.waitForTimeout(300);
    saraRequests.length = 0;
    aliRequests.length = 0;

    await aliPage.getByLabel('Message', { exact: true }).fill('Salam Sara, live now');
    await aliPage.getByRole('button', { name: 'Send', exact: true }).click();
    await messages(aliPage).getByText('Salam Sara, live now').waitFor();
    await messages(saraPage).getByText('Salam Sara, live now').waitFor({ timeout: 1000 });

    const admin = await seedAdmin(harness.ctx.app.db, { role: 'OWNER' });
    const adminToken = await loginAdmin(harness.ctx.app, admin.email);
    const { id } = await sendTransfer(harness.ctx, ali.token, {
      recipientAccountNumber: sara.accountNumber,
      amount: 12,
      senderName: 'Ali Raza',
    });
    // The sender's own balance follows the debit; the recipient's follows the operator's completion.
    await expect.poll(() => balance(aliPage).textContent(), { timeout: 1000 }).toBe('$38.0');
    const decided = await harness.ctx.app.inject({
      method: 'PATCH',
      url: `/api/transfers/${id}/status`,
      headers: bearer(adminToken),
      payload: { status: 'COMPLETED' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await expect.poll(() => balance(saraPage).textContent(), { timeout: 1000 }).toBe('$12.0');

    // Longer than the spec's 5-second poll, nothing happening: no request at all from either screen.
    saraRequests.length = 0;
    aliRequests.length = 0;
    await saraPage.waitForTimeout(6000);
    expect(saraRequests).toEqual([]);
    expect(aliRequests).toEqual([]);
    await harness.screenshot(saraPage, 'live-sara-community');
    await harness.screenshot(aliPage, 'live-ali-community');
  }, 60_000);

  it('an operator sees a new deposit arrive in New Deposits and the waiting count, without a reload', async () => {
    const adminPage = await harness.newPage(desktop);
    await signInAdmin(harness.ctx, adminPage, 'Queue Watcher');
    const opened = streamOpen(adminPage);
    await adminPage.goto('/admin/deposits');
    await adminPage.getByRole('heading', { level: 1 }).waitFor();
    await opened;
    const navigation = adminPage.getByRole('complementary', { name: 'Admin navigation' });
    const waitingBefore = Number(
      /, (\d+) waiting/.exec(
        (await navigation.getByRole('link', { name: /^New Deposits/ }).textContent()) ?? '',
      )?.[1] ?? 0,
    );

    const memberPage = await harness.newPage();
    const depositor = await signInMember(harness.ctx, memberPage, { name: 'Hamza Ali' });
    await enableAllPaymentMethods(harness.ctx.app.db);
    await submitDeposit(harness.ctx, depositor.token, { amount: 42 });
    await adminPage.getByText('Hamza Ali').first().waitFor({ timeout: 1000 });
    await navigation
      .getByRole('link', { name: new RegExp(`^New Deposits\\W*${String(waitingBefore + 1)} waiting$`) })
      .waitFor({ timeout: 1000 });
    await harness.screenshot(adminPage, 'live-admin-new-deposit-1440');
  }, 60_000);
});

/**
 * The API as a process of its own on PostgreSQL, killed (SIGKILL) and started again on the same port:
 * the open page resumes its stream with Last-Event-ID and shows every message once, without a reload.
 */
const baseUrl = process.env.DATABASE_URL;
describe.skipIf(!hasBrowser || baseUrl === undefined)('live updates across a restart of the API', () => {
  const harness = useBrowserHarness();
  const webDist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
  let database: { name: string; url: string } | undefined;
  let handle: DatabaseHandle | undefined;
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.kill();
    await handle?.close();
    if (database !== undefined && baseUrl !== undefined) await dropPostgresDatabase(baseUrl, database.name);
  });

  async function start(port: number, env: Record<string, string>): Promise<ServerProcess> {
    const { child, output } = spawnServer(port, env);
    const url = `http://127.0.0.1:${String(port)}`;
    for (let tries = 0; ; tries += 1) {
      const health = await call(url, 'GET', '/api/health');
      if (health?.status === 200) break;
      if (child.exitCode !== null || tries > 600) throw new Error(`the API did not start:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    return {
      url,
      child,
      output,
      kill: async () => {
        if (child.exitCode === null) child.kill('SIGKILL');
        await exited;
      },
      stop: async () => {
        if (child.exitCode === null) child.kill('SIGTERM');
        await exited;
      },
    };
  }

  it('resumes the stream after the API process is killed and started again, no message lost or doubled', async () => {
    if (baseUrl === undefined) return;
    database = await createPostgresDatabase(baseUrl, 'earnflow_e2e_live');
    const port = await freePort();
    const env = { DATABASE_URL: database.url, WEB_DIST: webDist, LOG_LEVEL: 'warn' };
    server = await start(port, env);
    handle = await openDatabase({ kind: 'postgres', url: database.url, pool: { size: 2 } });
    const reader = await seedMember(handle.db, { status: 'ACTIVE', name: 'Sara Khan' });
    const writer = await seedMember(handle.db, { status: 'ACTIVE', name: 'Ali Raza' });
    const readerToken = await createSession(handle.db, systemClock, { kind: 'USER', userId: reader.id }, {});
    const writerToken = await createSession(handle.db, systemClock, { kind: 'USER', userId: writer.id }, {});
    const say = async (text: string) => {
      const sent = await call(server?.url ?? '', 'POST', '/api/chat', {
        token: writerToken,
        body: { text, isPublic: true },
      });
      expect(sent?.status, JSON.stringify(sent)).toBe(201);
    };

    const context = await harness.browser.newContext({
      viewport: { width: 390, height: 844 },
      baseURL: server.url,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const resumedWith: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/events')
        resumedWith.push(request.headers()['last-event-id']);
    });
    await page.goto('/login');
    await page.evaluate(
      (session) => {
        for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
      },
      { userToken: readerToken, userId: reader.id, userName: reader.name, userEmail: reader.email },
    );
    const opened = streamOpen(page);
    await page.goto('/chat/community');
    await opened;
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    await say('before the restart');
    await messages(page).getByText('before the restart').waitFor({ timeout: 1000 });
    await server.kill();
    server = await start(port, env);
    // Posted while the page is still waiting to reconnect: it must get them from the log.
    await say('while it was away 1');
    await say('while it was away 2');
    await messages(page).getByText('while it was away 2').waitFor({ timeout: 15_000 });
    await say('after the restart');
    await messages(page).getByText('after the restart').waitFor({ timeout: 1000 });

    const texts = await messages(page).locator('p').allTextContents();
    for (const text of [
      'before the restart',
      'while it was away 1',
      'while it was away 2',
      'after the restart',
    ])
      expect(
        texts.filter((shown) => shown === text),
        text,
      ).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    // The reconnect named the last event it had: the server resumed instead of starting over.
    expect(resumedWith.length).toBeGreaterThanOrEqual(2);
    expect(resumedWith.at(-1)).toMatch(/^\d+$/);
    await page.screenshot({ path: `${artifactsDir}/live-after-restart.png` });
    await context.close();
  }, 90_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { jobs, rewardViews, transfers } from '../../db/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard, Level, RewardAd, WatchStart } from '@earnflow/contracts';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client';
import { createTestContext, type TestContext } from '../../../test/app';
import { TestClock } from '../../../test/clock';
import { createPostgresDatabase, dropPostgresDatabase, testDatabaseKind } from '../../../test/database';
import {
  bearer,
  DEFAULT_TEST_PASSWORD,
  loginAdmin,
  loginMember,
  seedAdmin,
  seedMember,
  uploadFile,
} from '../../../test/factories';
import { expectLedgerReconciles, fundWallet } from '../../../test/money';
import { writeBackup } from './backup.dump';
import { ENDPOINT_FILE, fetchBackupFromServer, runningServerEndpoint } from './backup-endpoint';
import { restoreBackup, RestoreRefused, verifyBackup } from './backup.restore';
import { BACKUP_JOB } from './backups.service';

const baseUrl = process.env.DATABASE_URL ?? '';

/** The rows of a statement, on either driver (both answer `{ rows }`). */
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** Every row of every public table as the database writes it, table by table, in a stable order. */
async function contents(db: Database): Promise<Record<string, string[]>> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await rowsOf<{ line: string }>(
      db,
      sql`SELECT to_json(t)::text AS line FROM ${sql.identifier(name)} t ORDER BY 1`,
    );
    all[name] = rows.map((row) => row.line);
  }
  return all;
}

/** Wallets whose stored balance is not the sum of their entries. */
async function walletsOffTheirEntries(db: Database): Promise<unknown[]> {
  const rows = await rowsOf(
    db,
    sql`
    SELECT a.id FROM accounts a
    LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
    WHERE a.kind = 'WALLET' AND a.balance <> coalesce(e.total, 0)`,
  );
  return rows;
}

describe.skipIf(testDatabaseKind() !== 'postgres')('backup and restore (PostgreSQL)', () => {
  let ctx: TestContext;
  let dataDir: string;
  const cleanups: (() => Promise<void> | void)[] = [];
  const clock = new TestClock('2026-11-22T08:00:00Z');

  beforeAll(async () => {
    dataDir = tempDir('earnflow-backup-source-');
    ctx = await createTestContext({ clock, env: { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '1000' } });
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await ctx.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A new, empty PostgreSQL database and an empty DATA_DIR, dropped after the tests. */
  async function emptyTarget(): Promise<{ url: string; handle: DatabaseHandle; dataDir: string }> {
    const created = await createPostgresDatabase(baseUrl, 'restore');
    const handle = await openDatabase({ kind: 'postgres', url: created.url });
    const folder = tempDir('earnflow-backup-target-');
    cleanups.push(async () => {
      await handle.close().catch(() => undefined);
      await dropPostgresDatabase(baseUrl, created.name);
      fs.rmSync(folder, { recursive: true, force: true });
    });
    return { url: created.url, handle, dataDir: folder };
  }

  it('a backup taken while transfers and ad credits run restores into a product whose books reconcile', async () => {
    const admin = await seedAdmin(ctx.app.db, { role: 'OWNER' });
    const adminToken = await loginAdmin(ctx.app, admin.email);
    const adminPost = async <T>(url: string, payload: Record<string, unknown>) => {
      const response = await ctx.app.inject({ method: 'POST', url, headers: bearer(adminToken), payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<T>();
    };
    const level = await adminPost<Level>('/api/levels', {
      level: 1,
      title: 'Level',
      adsPerDay: 200,
      ratePerAd: 0.05,
      price: 1,
      expiryInDays: 30,
      isActive: true,
    });
    const ads = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        adminPost<RewardAd>('/api/reward-ads', {
          title: `Ad ${String(index)}`,
          mediaUrl: 'https://cdn.example.com/ad.png',
          mediaType: 'IMAGE',
          durationSeconds: 1,
        }),
      ),
    );
    const members = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const seeded = await seedMember(ctx.app.db, { status: 'ACTIVE' });
        await fundWallet(ctx.app.db, seeded.id, 100_000);
        const token = await loginMember(ctx.app, seeded.email);
        const bought = await ctx.app.inject({
          method: 'POST',
          url: `/api/levels/${level.id}/purchase`,
          headers: bearer(token),
        });
        expect(bought.statusCode, bought.body).toBe(201);
        return { ...seeded, token, adsLeft: [...ads] };
      }),
    );
    const uploaded = await Promise.all(
      members.slice(0, 3).map((member) => uploadFile(ctx.app, member.token)),
    );

    // Requests keep coming while the backup runs; each one answered before it began must be in it.
    let backupBegan = false;
    let stop = false;
    const transfersBefore: string[] = [];
    const creditsBefore: string[] = [];
    let answeredDuring = 0;
    const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
    const worker = async (index: number) => {
      while (!stop) {
        const member = members[index % members.length];
        if (member === undefined) throw new Error('no member');
        if (index % 2 === 0) {
          let to = pick(members);
          while (to === member) to = pick(members);
          const response = await ctx.app.inject({
            method: 'POST',
            url: '/api/transfer',
            headers: bearer(member.token),
            payload: { recipientAccountNumber: to.accountNumber, amount: 0.25, senderName: member.name },
          });
          expect(response.statusCode, response.body).toBe(201);
          if (!backupBegan) transfersBefore.push(response.json<{ id: string }>().id);
          else answeredDuring += 1;
        } else {
          const ad = member.adsLeft.pop();
          if (ad === undefined) break;
          const started = await ctx.app.inject({
            method: 'POST',
            url: `/api/ads/${ad.id}/start`,
            headers: bearer(member.token),
          });
          expect(started.statusCode, started.body).toBe(201);
          const { viewId } = started.json<WatchStart>();
          clock.advance(1500);
          const credited = await ctx.app.inject({
            method: 'POST',
            url: `/api/ads/views/${viewId}/complete`,
            headers: bearer(member.token),
          });
          expect(credited.statusCode, credited.body).toBe(200);
          if (!backupBegan) creditsBefore.push(viewId);
          else answeredDuring += 1;
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, (_, index) => worker(index)));
    while (transfersBefore.length < 40 || creditsBefore.length < 40) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const file = path.join(dataDir, 'during-load.efb');
    backupBegan = true;
    const summary = await writeBackup({
      handle: ctx.database.handle,
      file,
      uploadsDir: path.join(dataDir, 'uploads'),
      now: clock.now(),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    stop = true;
    await load;
    expect(answeredDuring).toBeGreaterThan(0);
    expect(summary.files).toBe(3);
    expect(summary.bytes).toBe(fs.statSync(file).size);

    const target = await emptyTarget();
    const restored = await restoreBackup({
      handle: target.handle,
      file,
      uploadsDir: path.join(target.dataDir, 'uploads'),
    });
    expect(restored.reconciliation.ok).toBe(true);
    expect(restored.migrationsRun).toEqual([]);
    await target.handle.close();

    // The product itself, started on the restored database and folder.
    const app: FastifyInstance = await buildApp({
      config: loadConfig({
        DATABASE_URL: target.url,
        DATA_DIR: target.dataDir,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
        WEB_DIST: '/nonexistent-web-dist',
      }),
      clock,
    });
    cleanups.push(() => app.close());
    await app.ready();
    const token = await loginAdmin(app, admin.email, DEFAULT_TEST_PASSWORD);
    const reconciled = await app.inject({
      method: 'GET',
      url: '/api/admin/reconcile?fresh=true',
      headers: bearer(token),
    });
    expect(reconciled.json<{ ok: boolean }>().ok, reconciled.body).toBe(true);
    await expectLedgerReconciles(app.db);
    expect(await walletsOffTheirEntries(app.db)).toEqual([]);

    const transfersThere = await app.db
      .select({ id: transfers.id })
      .from(transfers)
      .where(inArray(transfers.id, transfersBefore));
    expect(transfersThere).toHaveLength(transfersBefore.length);
    const creditsThere = await app.db
      .select({ id: rewardViews.id })
      .from(rewardViews)
      .where(and(inArray(rewardViews.id, creditsBefore), isNotNull(rewardViews.creditedAt)));
    expect(creditsThere).toHaveLength(creditsBefore.length);
    for (const url of uploaded) {
      const name = path.basename(url.split('?')[0] ?? '');
      expect(fs.readFileSync(path.join(target.dataDir, 'uploads', name))).toEqual(
        fs.readFileSync(path.join(dataDir, 'uploads', name)),
      );
    }
    // A restore never writes over a database that has anything in it.
    await expect(
      restoreBackup({
        handle: await openDatabase({ kind: 'postgres', url: target.url }),
        file,
        uploadsDir: undefined,
      }),
    ).rejects.toThrow(RestoreRefused);
  });

  it('a backup of PGlite restores into PostgreSQL and back, row for row', async () => {
    const source = await createTestContext({
      databaseKind: 'pglite',
      env: { DATA_DIR: tempDir('earnflow-pglite-') },
    });
    cleanups.push(() => source.close());
    const member = await seedMember(source.app.db, { status: 'ACTIVE' });
    const other = await seedMember(source.app.db, { status: 'ACTIVE' });
    await fundWallet(source.app.db, member.id, 12_345);
    const token = await loginMember(source.app, member.email);
    const sent = await source.app.inject({
      method: 'POST',
      url: '/api/transfer',
      headers: bearer(token),
      payload: { recipientAccountNumber: other.accountNumber, amount: 1.5, senderName: member.name },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const folder = tempDir('earnflow-roundtrip-');
    cleanups.push(() => fs.rmSync(folder, { recursive: true, force: true }));
    // Nothing changes the source from here on, so what it holds now is what each copy must hold.
    await source.app.jobs.stop();
    const original = await contents(source.app.db);
    const fromPglite = path.join(folder, 'pglite.efb');
    await writeBackup({
      handle: source.database.handle,
      file: fromPglite,
      uploadsDir: undefined,
      now: clock.now(),
    });

    const postgres = await emptyTarget();
    expect(
      (await restoreBackup({ handle: postgres.handle, file: fromPglite, uploadsDir: undefined }))
        .reconciliation.ok,
    ).toBe(true);
    const fromPostgres = path.join(folder, 'postgres.efb');
    await writeBackup({
      handle: postgres.handle,
      file: fromPostgres,
      uploadsDir: undefined,
      now: clock.now(),
    });

    const back = await openDatabase({ kind: 'pglite' });
    cleanups.push(() => back.close());
    expect(
      (await restoreBackup({ handle: back, file: fromPostgres, uploadsDir: undefined })).reconciliation.ok,
    ).toBe(true);

    expect(Object.keys(original).length).toBeGreaterThan(40);
    expect(await contents(postgres.handle.db)).toEqual(original);
    expect(await contents(back.db)).toEqual(original);
  });
});

describe('backup files', () => {
  it('refuses a cut or altered backup and keeps nothing of it', async () => {
    const source = await createTestContext({ databaseKind: 'pglite' });
    const folder = tempDir('earnflow-damaged-');
    try {
      await seedMember(source.app.db);
      const file = path.join(folder, 'whole.efb');
      await writeBackup({ handle: source.database.handle, file, uploadsDir: undefined, now: new Date() });
      const { gunzipSync, gzipSync } = await import('node:zlib');
      const raw = gunzipSync(fs.readFileSync(file));
      const cut = path.join(folder, 'cut.efb');
      fs.writeFileSync(cut, gzipSync(raw.subarray(0, raw.byteLength - 40)));
      const altered = path.join(folder, 'altered.efb');
      const changed = Buffer.from(raw);
      const at = changed.indexOf('@');
      changed[at] = '#'.charCodeAt(0);
      fs.writeFileSync(altered, gzipSync(changed));
      // Refused before anything is written: the target stays without a single table.
      const target = await openDatabase({ kind: 'pglite' });
      try {
        for (const [damaged, message] of [
          [cut, /incomplete|no end/],
          [altered, /damaged/],
        ] as const) {
          await expect(
            restoreBackup({ handle: target, file: damaged, uploadsDir: undefined }),
          ).rejects.toThrow(message);
        }
        const tables = await rowsOf<{ count: number }>(
          target.db,
          sql`SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = 'public'`,
        );
        expect(tables[0]?.count).toBe(0);
      } finally {
        await target.close();
      }
    } finally {
      await source.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('scheduled backups', () => {
  it('writes one to BACKUP_DIR on schedule, keeps BACKUP_KEEP of them and warns when the last is late', async () => {
    const backupDir = tempDir('earnflow-scheduled-');
    const clock = new TestClock('2026-11-22T08:00:00Z');
    const ctx = await createTestContext({
      clock,
      env: {
        BACKUP_DIR: backupDir,
        BACKUP_EVERY_HOURS: '2',
        BACKUP_KEEP: '2',
        METRICS_TOKEN: 'metrics-token-for-the-backup-test',
      },
    });
    try {
      const admin = await seedAdmin(ctx.app.db, { role: 'OWNER' });
      const token = await loginAdmin(ctx.app, admin.email);
      const status = async () => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/dashboard',
          headers: bearer(token),
        });
        return response.json<AdminDashboard>().backup;
      };
      // The first one runs as soon as the worker starts; each later one when its time comes.
      const runDue = async () => {
        await ctx.app.jobs.stop();
        await ctx.app.db
          .update(jobs)
          .set({ runAt: sql`now()` })
          .where(eq(jobs.kind, BACKUP_JOB));
        await ctx.app.jobs.drain();
      };
      await runDue();
      const first = await status();
      expect(first.enabled).toBe(true);
      expect(first.overdue).toBe(false);
      expect(first.last?.file).toBe('earnflow-2026-11-22T08-00-00-000Z.efb');
      expect(first.last?.bytes).toBe(fs.statSync(path.join(backupDir, first.last?.file ?? '')).size);
      for (let run = 0; run < 2; run += 1) {
        clock.advance(2 * 3600_000);
        await runDue();
      }
      expect(fs.readdirSync(backupDir).sort()).toEqual([
        'earnflow-2026-11-22T10-00-00-000Z.efb',
        'earnflow-2026-11-22T12-00-00-000Z.efb',
      ]);
      const metrics = await ctx.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: bearer('metrics-token-for-the-backup-test'),
      });
      expect(metrics.body).toContain(
        `earnflow_backup_last_success_timestamp_seconds ${String(Date.parse('2026-11-22T12:00:00Z') / 1000)}`,
      );
      clock.advance(4 * 3600_000 - 1000);
      expect((await status()).overdue).toBe(false);
      clock.advance(2000);
      expect((await status()).overdue).toBe(true);
    } finally {
      await ctx.close();
      fs.rmSync(backupDir, { recursive: true, force: true });
    }
  });
});

describe('npm run backup on the embedded database', () => {
  // Opens and migrates a PGlite folder on disk, as npm start does: minutes on a busy 2-core machine.
  it(
    'gets the backup from the running server, which alone may open the PGlite folder',
    { timeout: 400_000 },
    async () => {
      const dataDir = tempDir('earnflow-embedded-');
      const app = await buildApp({
        config: loadConfig({
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          NODE_ENV: 'test',
          WEB_DIST: '/nonexistent',
        }),
      });
      try {
        await app.listen({ host: '127.0.0.1', port: 0 });
        const endpoint = runningServerEndpoint(dataDir);
        expect(endpoint?.pid).toBe(process.pid);
        expect(fs.statSync(path.join(dataDir, ENDPOINT_FILE)).mode & 0o777).toBe(0o600);
        if (endpoint === undefined) throw new Error('no endpoint');
        await seedMember(app.db);
        const file = path.join(dataDir, 'from-server.efb');
        const bytes = await fetchBackupFromServer(endpoint, file);
        expect(bytes).toBe(fs.statSync(file).size);
        await verifyBackup(file);
        await expect(fetchBackupFromServer({ ...endpoint, token: 'not-the-token' }, file)).rejects.toThrow(
          /401/,
        );
      } finally {
        await app.close();
        expect(fs.existsSync(path.join(dataDir, ENDPOINT_FILE))).toBe(false);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

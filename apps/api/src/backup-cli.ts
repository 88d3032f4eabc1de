// npm run backup -- <file> · npm run restore -- <file>: a consistent backup of the database and local
// uploads while the product serves, and its restore into an empty database (docs/operations.md).
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { systemClock } from './lib/clock';
import { BackupFileError } from './modules/backups/backup-file';
import { writeBackup } from './modules/backups/backup.dump';
import { fetchBackupFromServer, runningServerEndpoint } from './modules/backups/backup-endpoint';
import { restoreBackup, RestoreRefused } from './modules/backups/backup.restore';

const megabytes = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const uploadsDirOf = (config: Config) =>
  config.storage.kind === 'local' ? config.storage.uploadsDir : undefined;

async function open(config: Config): Promise<DatabaseHandle> {
  return openDatabase(
    config.databaseUrl === undefined
      ? { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') }
      : { kind: 'postgres', url: config.databaseUrl, pool: { size: 2, connectTimeoutMs: 10_000 } },
  );
}

async function backup(config: Config, file: string): Promise<void> {
  const started = performance.now();
  const endpoint = config.databaseUrl === undefined ? runningServerEndpoint(config.dataDir) : undefined;
  if (endpoint !== undefined) {
    // PGlite opens its folder in one process: the running server writes the backup and this one keeps it.
    const bytes = await fetchBackupFromServer(endpoint, file);
    console.log(
      `Backup written by the running server to ${file}: ${megabytes(bytes)} in ${seconds(started)}.`,
    );
    return;
  }
  const handle = await open(config);
  try {
    const summary = await writeBackup({
      handle,
      file,
      uploadsDir: uploadsDirOf(config),
      now: systemClock.now(),
    });
    console.log(
      `Backup written to ${file}: ${megabytes(summary.bytes)} in ${seconds(started)} ` +
        `(${String(summary.rows)} rows in ${String(summary.tables)} tables, ` +
        `${String(summary.files)} uploads of ${megabytes(summary.fileBytes)}, at migration ${summary.migration}).`,
    );
    if (summary.filesGone > 0) console.log(`${String(summary.filesGone)} uploads were removed while it ran.`);
  } finally {
    await handle.close();
  }
}

async function restore(config: Config, file: string): Promise<void> {
  const started = performance.now();
  if (config.databaseUrl === undefined) {
    const folder = path.join(config.dataDir, 'pglite');
    if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) {
      throw new RestoreRefused(`${folder} is not empty: restore into an empty DATA_DIR`);
    }
  }
  const handle = await open(config);
  try {
    const summary = await restoreBackup({ handle, file, uploadsDir: uploadsDirOf(config) });
    console.log(
      `Restored ${file} (taken ${summary.takenAt} on ${summary.from}, at migration ${summary.migration}): ` +
        `${String(summary.rows)} rows in ${String(summary.tables)} tables, ${String(summary.files)} uploads, ` +
        `in ${seconds(started)}.`,
    );
    if (summary.migrationsRun.length > 0)
      console.log(`Migrations run after it: ${summary.migrationsRun.join(', ')}.`);
    if (!summary.reconciliation.ok) {
      const failed = summary.reconciliation.checks.filter((check) => !check.ok);
      console.error('The restored ledger does not reconcile:');
      for (const check of failed) console.error(`  ${check.name}: ${String(check.problems)} problem(s)`);
      process.exitCode = 1;
      return;
    }
    console.log('The ledger reconciles.');
  } finally {
    await handle.close();
  }
}

const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || file === undefined) {
  console.error('usage: npm run backup -- <file> | npm run restore -- <file>');
  process.exit(2);
}
try {
  const config = loadConfig();
  if (command === 'backup') await backup(config, path.resolve(file));
  else await restore(config, path.resolve(file));
} catch (error) {
  if (error instanceof ConfigError || error instanceof RestoreRefused || error instanceof BackupFileError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

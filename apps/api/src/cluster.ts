import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { ensureInitialAdmin } from './modules/admins/admins.service';
import { startupBanner } from './startup-messages';

/** A worker that dies within this long of its start is not restarted at once, so a crash cannot spin. */
const RESTART_BACKOFF_MS = 1_000;
const STOP_GRACE_MS = 15_000;

const log = (message: string) => console.error(JSON.stringify({ level: 50, time: Date.now(), msg: message }));

/**
 * The primary of API_PROCESSES workers (node:cluster): it migrates the database and creates the first
 * admin once, forks the workers (which share the port and each run the whole API), prints the banner when
 * they all listen, starts a worker again when one dies, and stops them all on SIGTERM or SIGINT.
 */
export async function runPrimary(config: Config): Promise<void> {
  if (config.databaseUrl === undefined) throw new Error('API_PROCESSES above 1 needs DATABASE_URL');
  const handle = await openDatabase({ kind: 'postgres', url: config.databaseUrl, pool: config.databasePool });
  let created: Awaited<ReturnType<typeof ensureInitialAdmin>>;
  try {
    await runMigrations(handle);
    created = await ensureInitialAdmin(handle.db, config.initialAdmin);
  } finally {
    await handle.close();
  }

  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === config.processes) {
      console.log(startupBanner(config, created));
      console.log(`  ${String(config.processes)} API processes share port ${String(config.port)}.\n`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const started = startedAt.get(worker) ?? 0;
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    log(
      `API process ${String(worker.process.pid)} exited (code ${String(code)}, signal ${signal}); starting another`,
    );
    const wait = Math.max(0, started + RESTART_BACKOFF_MS - Date.now());
    setTimeout(fork, wait);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
    if (startedAt.size === 0) process.exit(0);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < config.processes; i += 1) fork();
}

import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { serveClusterMetrics } from './lib/cluster-metrics';
import { ensureInitialAdmin } from './modules/admins/initial-admin';
import { startupBanner } from './startup-messages';

/** A worker that dies within this long of its start is not restarted at once, so a crash cannot spin. */
const RESTART_BACKOFF_MS = 1_000;
/** How long the workers get to finish their requests and close before they are killed. */
const STOP_GRACE_MS = 15_000;
/** What the primary sends a worker to make it close gracefully. */
export const SHUTDOWN_MESSAGE = 'shutdown';

const log = (message: string) => console.error(JSON.stringify({ level: 50, time: Date.now(), msg: message }));
const info = (message: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), msg: message }));

/**
 * The primary of API_PROCESSES workers (node:cluster): it migrates the database and creates the first
 * admin once, forks the workers (which share the port and each run the whole API), prints the banner when
 * they all listen, and starts a worker again when one that was serving dies. A worker that dies before it
 * listened stops them all (exit code 1): a start that fails once would fail again. SIGTERM or SIGINT
 * asks every worker to close gracefully and exits when the last has; a second signal, or STOP_GRACE_MS,
 * kills what is left.
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
  let exitCode = 0;
  let bannerShown = false;
  const startedAt = new Map<Worker, number>();
  const listened = new WeakSet<Worker>();
  const fork = () => {
    // A restart that was waiting out its backoff when the stop came does not happen.
    if (!stopping) startedAt.set(cluster.fork(), Date.now());
  };

  const stop = (code: number) => {
    exitCode = Math.max(exitCode, code);
    if (stopping) {
      // Asked again: do not wait any longer.
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }
    stopping = true;
    for (const worker of startedAt.keys()) {
      // One still starting may not listen for messages yet: SIGTERM ends it (gracefully once it can).
      if (listened.has(worker) && worker.isConnected()) worker.send(SHUTDOWN_MESSAGE);
      else worker.process.kill('SIGTERM');
    }
    setTimeout(() => {
      log('API processes did not close in time: killing them');
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_GRACE_MS).unref();
    if (startedAt.size === 0) process.exit(exitCode);
  };

  cluster.on('listening', (worker) => {
    listened.add(worker);
    if (bannerShown) info(`API process ${String(worker.process.pid)} is serving`);
    if (!bannerShown && [...startedAt.keys()].every((each) => listened.has(each))) {
      bannerShown = true;
      console.log(startupBanner(config, created));
      console.log(`  ${String(config.processes)} API processes share port ${String(config.port)}.\n`);
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const started = startedAt.get(worker) ?? 0;
    startedAt.delete(worker);
    const how = `code ${String(code)}, signal ${signal}`;
    if (stopping) {
      // A worker that served must close cleanly; one still starting may be ended by SIGTERM.
      if (listened.has(worker) && code !== 0) {
        log(`API process ${String(worker.process.pid)} did not close cleanly (${how})`);
        exitCode = 1;
      }
      if (startedAt.size === 0) process.exit(exitCode);
      return;
    }
    if (!listened.has(worker)) {
      log(`API process ${String(worker.process.pid)} exited before it listened (${how}); stopping`);
      stop(1);
      return;
    }
    log(`API process ${String(worker.process.pid)} exited (${how}); starting another`);
    setTimeout(fork, Math.max(0, started + RESTART_BACKOFF_MS - Date.now()));
  });

  // GET /metrics on any worker answers for all that serve.
  serveClusterMetrics(() => [...startedAt.keys()].filter((worker) => listened.has(worker)));

  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));

  for (let i = 0; i < config.processes; i += 1) fork();
}

/**
 * How a worker closes: on the primary's SHUTDOWN_MESSAGE, on SIGTERM sent to it alone, or when the
 * primary is gone. A Ctrl+C reaches every process of the terminal's group; the worker leaves it to the
 * primary, which then asks each worker once.
 */
export function closeWorkerOnShutdown(close: (reason: string) => void): void {
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => close('SIGTERM'));
  process.on('message', (message) => {
    if (message === SHUTDOWN_MESSAGE) close('asked by the primary');
  });
  process.on('disconnect', () => close('the primary is gone'));
}

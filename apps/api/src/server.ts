import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { closeWorkerOnShutdown, runPrimary } from './cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { ensureInitialAdmin } from './modules/admins/initial-admin';
import { embeddedDatabaseWarning, startupBanner } from './startup-messages';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

/** How long closing may take (requests finishing, jobs stopping) before the process exits anyway. */
const CLOSE_DELAY_MS = 10_000;

if (config.processes > 1 && cluster.isPrimary) {
  // Migrates, creates the first admin and prints the banner once, then keeps API_PROCESSES workers serving.
  await runPrimary(config);
} else {
  const worker = cluster.isWorker;
  let app: FastifyInstance | undefined = undefined;
  const shutDown = async (reason: string, err?: unknown) => {
    if (err !== undefined) app?.log.error({ err }, 'shutting down after an error');
    else app?.log.info({ reason }, 'shutting down');
    await app?.close();
  };
  if (worker) {
    // The primary decides when its workers stop (cluster.ts), also while one is still starting; errors
    // still close this one.
    closeWithGrace({ delay: CLOSE_DELAY_MS, skip: ['SIGINT', 'SIGTERM'] }, ({ err }) =>
      shutDown('error', err),
    );
    let closing = false;
    closeWorkerOnShutdown((reason) => {
      if (closing) return;
      closing = true;
      setTimeout(() => process.exit(1), CLOSE_DELAY_MS).unref();
      shutDown(reason).then(
        () => process.exit(0),
        (err: unknown) => {
          app?.log.error({ err }, 'the API process did not close cleanly');
          process.exit(1);
        },
      );
    });
  } else {
    closeWithGrace({ delay: CLOSE_DELAY_MS }, ({ signal, err }) => shutDown(signal ?? 'error', err));
  }

  // A worker's primary has migrated already.
  app = await buildApp({ config, migrate: !worker, clusterWorker: worker });
  // The banner below says it to people; this line is for whoever reads the JSON logs.
  if (embeddedDatabaseWarning(config) !== undefined) {
    app.log.warn('NODE_ENV=production on the embedded database, which serves one process: set DATABASE_URL');
  }

  await app.listen({ host: config.host, port: config.port });

  if (!worker) {
    const created = await ensureInitialAdmin(app.db, config.initialAdmin);
    console.log(startupBanner(config, created));
  }
}

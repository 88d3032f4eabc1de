import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { runPrimary } from './cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { ensureInitialAdmin } from './modules/admins/admins.service';
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

if (config.processes > 1 && cluster.isPrimary) {
  // Migrates, creates the first admin and prints the banner once, then keeps API_PROCESSES workers serving.
  await runPrimary(config);
} else {
  const worker = cluster.isWorker;
  // A worker's primary has migrated already.
  const app = await buildApp({ config, migrate: !worker });
  // The banner below says it to people; this line is for whoever reads the JSON logs.
  if (embeddedDatabaseWarning(config) !== undefined) {
    app.log.warn('NODE_ENV=production on the embedded database, which serves one process: set DATABASE_URL');
  }

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err !== undefined) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ host: config.host, port: config.port });

  if (!worker) {
    const created = await ensureInitialAdmin(app.db, config.initialAdmin);
    console.log(startupBanner(config, created));
  }
}

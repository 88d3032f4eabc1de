import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
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

const app = await buildApp({ config });
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

const created = await ensureInitialAdmin(app.db, config.initialAdmin);
console.log(startupBanner(config, created));

import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { ensureInitialAdmin } from './modules/admins/admins.service';

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

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err !== undefined) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

await app.listen({ host: config.host, port: config.port });

const created = await ensureInitialAdmin(app.db, config.initialAdmin);
const url = `http://localhost:${config.port}`;
const database =
  config.databaseUrl === undefined
    ? `embedded PGlite in ${config.dataDir}/pglite`
    : 'PostgreSQL (DATABASE_URL)';
const lines = [
  '',
  `  ${config.appName} is running at ${url}`,
  `  Database: ${database}`,
  `  Member app: ${url}/   Admin console: ${url}/auth/login   API docs: ${url}/api/docs`,
];
if (created !== undefined) {
  lines.push(
    '',
    '  First admin created. Sign in to the admin console with:',
    `    e-mail:   ${created.email}`,
    created.generatedPassword === undefined
      ? '    password: the ADMIN_PASSWORD you set'
      : `    password: ${created.generatedPassword}   (shown only this once: keep it somewhere safe)`,
  );
}
if (config.smtpUrl === undefined) {
  lines.push(
    '',
    '  SMTP_URL is not set: e-mails (sign-up codes too) are written to this log and kept in the outbox.',
  );
}
console.log(`${lines.join('\n')}\n`);

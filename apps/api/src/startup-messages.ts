import type { Config } from './config';

type StartupConfig = Pick<Config, 'env' | 'databaseUrl' | 'dataDir' | 'port' | 'appName' | 'smtpUrl'>;

/** Production on the embedded database: said loudly, with the line to use instead. */
export function embeddedDatabaseWarning(config: StartupConfig): string | undefined {
  if (config.env !== 'production' || config.databaseUrl !== undefined) return undefined;
  return [
    '',
    '  WARNING: NODE_ENV=production, but the database is the embedded PGlite.',
    '  It serves this one process only and is meant for trying the product, not for running it:',
    '  no second process can share it, and it has no replication or backups of its own.',
    '  Run on PostgreSQL instead by setting, for example:',
    '    DATABASE_URL=postgres://user:password@db.example.com:5432/earnflow',
    '',
  ].join('\n');
}

/** What `npm start` prints once it listens: where the app is, and how to sign in the first time. */
export function startupBanner(
  config: StartupConfig,
  createdAdmin: { email: string; generatedPassword?: string | undefined } | undefined,
): string {
  const url = `http://localhost:${String(config.port)}`;
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
  if (createdAdmin !== undefined) {
    lines.push(
      '',
      '  First admin created. Sign in to the admin console with:',
      `    e-mail:   ${createdAdmin.email}`,
      createdAdmin.generatedPassword === undefined
        ? '    password: the ADMIN_PASSWORD you set'
        : `    password: ${createdAdmin.generatedPassword}   (shown only this once: keep it somewhere safe)`,
    );
  }
  if (config.smtpUrl === undefined) {
    lines.push(
      '',
      '  SMTP_URL is not set: e-mails are written to this log (the one place to read a sign-up or reset code)',
      '  and kept in the outbox without their codes.',
    );
  }
  const warning = embeddedDatabaseWarning(config);
  if (warning !== undefined) lines.push(warning);
  return `${lines.join('\n')}\n`;
}

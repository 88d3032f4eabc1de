import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { defaultRequestBounds, isLimitName, limitNames, resolveLimits, type LimitName } from './lib/limits';

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const urlWithProtocols = (protocols: string[], example: string) =>
  optionalString.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a URL such as ${example}` },
  );

/** A whole number from min to max; `unit` (such as "milliseconds") is named in the messages. */
const wholeNumber = (fallback: number, min: number, max: number, unit?: string) => {
  const of = unit === undefined ? '' : ` of ${unit}`;
  const range = `must be between ${min} and ${max}${unit === undefined ? '' : ` ${unit}`}`;
  return z.coerce
    .number({ error: `must be a number${of}` })
    .int({ error: `must be a whole number${of}` })
    .min(min, { error: range })
    .max(max, { error: range })
    .default(fallback);
};

const milliseconds = (fallback: number, min: number, max: number) =>
  wholeNumber(fallback, min, max, 'milliseconds');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    PORT: wholeNumber(3000, 1, 65535),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/db'),
    DATABASE_POOL_SIZE: wholeNumber(20, 1, 1000),
    API_PROCESSES: wholeNumber(1, 1, 64),
    DATABASE_CONNECT_TIMEOUT_MS: milliseconds(5_000, 100, 600_000),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(30_000, 100, 86_400_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(60_000, 100, 86_400_000),
    SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:pass@host:587'),
    MAIL_FROM: z.string().trim().min(3).default('no-reply@localhost'),
    ADMIN_EMAIL: optionalString.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
    ADMIN_PASSWORD: optionalString.pipe(
      z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
    ),
    APP_NAME: z.string().trim().min(1).max(60).default('EarnFlow'),
    PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'https://example.com'),
    STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ENDPOINT: urlWithProtocols(['http:', 'https:'], 'https://s3.example.com'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'https://cdn.example.com'),
    REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: optionalString,
    TRUST_PROXY: optionalString.transform(parseTrustProxy),
    RATE_LIMIT_SCALE: optionalString.pipe(
      z.coerce
        .number<string>({ error: 'must be a number' })
        .positive({ error: 'must be a number above 0, such as 100 for a load test' })
        .optional(),
    ),
    RATE_LIMITS: optionalString.transform(parseLimitOverrides),
    METRICS_TOKEN: optionalString.pipe(
      z.string().min(16, { error: 'must be at least 16 characters (use a random token)' }).optional(),
    ),
    BODY_LIMIT_BYTES: wholeNumber(64 * 1024, 1024, 100 * 1024 * 1024, 'bytes'),
    REQUEST_TIMEOUT_MS: milliseconds(300_000, 1_000, 3_600_000),
    HEADERS_TIMEOUT_MS: milliseconds(10_000, 100, 600_000),
    BODY_TIMEOUT_MS: milliseconds(10_000, 100, 600_000),
    BODY_MIN_BYTES_PER_SECOND: wholeNumber(8 * 1024, 1, 100 * 1024 * 1024, 'bytes'),
    IDLE_TIMEOUT_MS: milliseconds(60_000, 1_000, 3_600_000),
    KEEP_ALIVE_TIMEOUT_MS: milliseconds(72_000, 1_000, 3_600_000),
    LIVE_HEARTBEAT_MS: milliseconds(15_000, 100, 600_000),
    LIVE_STREAMS_PER_MEMBER: wholeNumber(5, 1, 1000),
    LIVE_STREAMS_PER_ADDRESS: wholeNumber(200, 1, 1_000_000),
    BACKUP_DIR: optionalString,
    BACKUP_EVERY_HOURS: wholeNumber(24, 1, 24 * 30, 'hours'),
    BACKUP_KEEP: wholeNumber(7, 1, 1000),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE === 's3' && env.S3_BUCKET === undefined) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE=s3' });
    }
    if (env.API_PROCESSES > 1 && env.DATABASE_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['API_PROCESSES'],
        message: 'above 1 needs DATABASE_URL: the embedded PGlite serves one process',
      });
    }
    if (env.API_PROCESSES > 1 && env.REDIS_URL === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['API_PROCESSES'],
        message: 'above 1 needs REDIS_URL, so that the processes count the rate limits together',
      });
    }
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD are set together or not at all',
      });
    }
  });

// proxy-addr's names for the private ranges, accepted as they are.
const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(value: string): boolean {
  if (namedProxyRanges.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which X-Forwarded-For hops to believe: none (the default), the nearest N proxies, or proxies at these
 * addresses. Trusting every hop would let a client pick its own address for the rate limits.
 */
function parseTrustProxy(value: string | undefined, ctx: z.RefinementCtx): false | number | string[] {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (value !== 'true' && entries.every(isAddressOrCidr)) return entries;
  ctx.addIssue({
    code: 'custom',
    message:
      'must be the number of proxies in front of the app (such as 1) or their addresses and CIDR ranges ' +
      '(such as 10.0.0.0/8,192.168.1.5); true is not accepted, since it believes any X-Forwarded-For',
  });
  return z.NEVER;
}

/** RATE_LIMITS=signup=50,signInFromAddress=200: single limits set to a count of their own. */
function parseLimitOverrides(
  value: string | undefined,
  ctx: z.RefinementCtx,
): Partial<Record<LimitName, number>> {
  const overrides: Partial<Record<LimitName, number>> = {};
  if (value === undefined) return overrides;
  for (const entry of value.split(',')) {
    const [name = '', count = ''] = entry.split('=').map((part) => part.trim());
    if (!isLimitName(name)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${name}" is not a limit; the limits are ${limitNames.join(', ')}`,
      });
    } else if (!/^\d+$/.test(count) || Number(count) < 1) {
      ctx.addIssue({ code: 'custom', message: `${name} must be set to a whole number of 1 or more` });
    } else {
      overrides[name] = Number(count);
    }
  }
  return overrides;
}

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {}

/** The only reader of process.env. Throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  const dataDir = path.resolve(value.DATA_DIR);
  return {
    env: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    dataDir,
    databaseUrl: value.DATABASE_URL,
    /** API processes sharing the port (node:cluster); 1 serves from this process alone. */
    processes: value.API_PROCESSES,
    databasePool: {
      size: value.DATABASE_POOL_SIZE,
      connectTimeoutMs: value.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: value.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: value.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    initialAdmin:
      value.ADMIN_EMAIL !== undefined && value.ADMIN_PASSWORD !== undefined
        ? { email: value.ADMIN_EMAIL.toLowerCase(), password: value.ADMIN_PASSWORD }
        : undefined,
    appName: value.APP_NAME,
    publicUrl: value.PUBLIC_URL ?? `http://localhost:${value.PORT}`,
    storage: {
      kind: value.STORAGE,
      uploadsDir: path.join(dataDir, 'uploads'),
      s3: {
        bucket: value.S3_BUCKET,
        region: value.S3_REGION,
        endpoint: value.S3_ENDPOINT,
        accessKeyId: value.S3_ACCESS_KEY_ID,
        secretAccessKey: value.S3_SECRET_ACCESS_KEY,
        publicUrl: value.S3_PUBLIC_URL,
      },
    },
    redisUrl: value.REDIS_URL,
    logLevel: value.LOG_LEVEL,
    webDist: value.WEB_DIST,
    /** The bearer token GET /metrics needs; without one the metrics are not served at all. */
    metricsToken: value.METRICS_TOKEN,
    trustProxy: value.TRUST_PROXY,
    limits: resolveLimits({ scale: value.RATE_LIMIT_SCALE, overrides: value.RATE_LIMITS }),
    /** Scheduled backups through the job worker: off unless BACKUP_DIR is set (docs/operations.md). */
    backups: {
      dir: value.BACKUP_DIR === undefined ? undefined : path.resolve(value.BACKUP_DIR),
      everyHours: value.BACKUP_EVERY_HOURS,
      keep: value.BACKUP_KEEP,
    },
    /** The live event streams (GET /api/events): heartbeat and how many one member or address may hold. */
    live: {
      heartbeatMs: value.LIVE_HEARTBEAT_MS,
      streamsPerHolder: value.LIVE_STREAMS_PER_MEMBER,
      streamsPerAddress: value.LIVE_STREAMS_PER_ADDRESS,
    },
    /** What one request may cost and how long it may take to arrive (plugins/request-bounds.ts). */
    requests: {
      bodyLimitBytes: value.BODY_LIMIT_BYTES,
      requestTimeoutMs: value.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: value.HEADERS_TIMEOUT_MS,
      idleTimeoutMs: value.IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: value.KEEP_ALIVE_TIMEOUT_MS,
      bounds: {
        ...defaultRequestBounds,
        bodyTimeoutMs: value.BODY_TIMEOUT_MS,
        bodyMinBytesPerSecond: value.BODY_MIN_BYTES_PER_SECOND,
      },
    },
  };
}

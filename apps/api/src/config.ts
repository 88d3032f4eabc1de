import path from 'node:path';
import { z } from 'zod';

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

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be between 1 and 65535' })
      .max(65535, { error: 'must be between 1 and 65535' })
      .default(3000),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user:pass@host:5432/db'),
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
    TRUST_PROXY: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE === 's3' && env.S3_BUCKET === undefined) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE=s3' });
    }
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD are set together or not at all',
      });
    }
  });

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
    trustProxy: value.TRUST_PROXY,
  };
}

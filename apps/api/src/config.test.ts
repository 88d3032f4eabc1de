import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { accountLimitDefaults, requestLimitDefaults, resolveLimits } from './lib/limits';

describe('configuration', () => {
  it('has working defaults for every variable', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('no-reply@localhost');
    expect(config.initialAdmin).toBeUndefined();
    expect(config.appName).toBe('EarnFlow');
    expect(config.storage.kind).toBe('local');
    expect(config.redisUrl).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.processes).toBe(1);
    expect(config.limits).toEqual(resolveLimits());
    expect(config.databasePool).toEqual({
      size: 20,
      connectTimeoutMs: 5000,
      statementTimeoutMs: 30000,
      idleInTransactionTimeoutMs: 60000,
    });
  });

  it('reads the database pool settings', () => {
    const config = loadConfig({
      DATABASE_POOL_SIZE: '5',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '15000',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '10000',
    });
    expect(config.databasePool).toEqual({
      size: 5,
      connectTimeoutMs: 2000,
      statementTimeoutMs: 15000,
      idleInTransactionTimeoutMs: 10000,
    });
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u:p@db:5432/app',
      SMTP_URL: 'smtp://u:p@mail:587',
      MAIL_FROM: 'Pay <pay@example.com>',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'long-enough',
      APP_NAME: 'Cashly',
      STORAGE: 's3',
      S3_BUCKET: 'uploads',
      REDIS_URL: 'redis://127.0.0.1:6379',
      API_PROCESSES: '4',
    });
    expect(config).toMatchObject({
      processes: 4,
      port: 8080,
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u:p@db:5432/app',
      smtpUrl: 'smtp://u:p@mail:587',
      mailFrom: 'Pay <pay@example.com>',
      initialAdmin: { email: 'boss@example.com', password: 'long-enough' },
      appName: 'Cashly',
      storage: { kind: 's3', s3: { bucket: 'uploads' } },
      redisUrl: 'redis://127.0.0.1:6379',
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a number'],
    [{ PORT: '70000' }, 'PORT: must be between 1 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a URL such as postgres://'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL: must be a URL such as smtp://'],
    [{ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'long-enough' }, 'ADMIN_EMAIL: must be an e-mail address'],
    [{ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD: must be at least 8 characters'],
    [{ ADMIN_EMAIL: 'a@b.co' }, 'ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD are set together'],
    [{ STORAGE: 'ftp' }, 'STORAGE: must be local or s3'],
    [{ STORAGE: 's3' }, 'S3_BUCKET: is required when STORAGE=s3'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL: must be a URL such as redis://'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE: must be between 1 and 1000'],
    [{ API_PROCESSES: '0' }, 'API_PROCESSES: must be between 1 and 64'],
    [{ API_PROCESSES: 'two' }, 'API_PROCESSES: must be a number'],
    [
      { API_PROCESSES: '2', REDIS_URL: 'redis://127.0.0.1:6379' },
      'API_PROCESSES: above 1 needs DATABASE_URL: the embedded PGlite serves one process',
    ],
    [
      { API_PROCESSES: '2', DATABASE_URL: 'postgres://u:p@db:5432/app' },
      'API_PROCESSES: above 1 needs REDIS_URL, so that the processes count the rate limits together',
    ],
    [
      { DATABASE_CONNECT_TIMEOUT_MS: 'soon' },
      'DATABASE_CONNECT_TIMEOUT_MS: must be a number of milliseconds',
    ],
    [
      { DATABASE_STATEMENT_TIMEOUT_MS: '10' },
      'DATABASE_STATEMENT_TIMEOUT_MS: must be between 100 and 86400000 milliseconds',
    ],
    [
      { DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '1.5' },
      'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: must be a whole number of milliseconds',
    ],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY: must be the number of proxies in front of the app'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY: must be the number of proxies'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY: must be the number of proxies'],
    [{ TRUST_PROXY: '10.0.0.1,example.com' }, 'TRUST_PROXY: must be the number of proxies'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY: must be the number of proxies'],
    [{ RATE_LIMIT_SCALE: 'fast' }, 'RATE_LIMIT_SCALE: must be a number'],
    [{ RATE_LIMIT_SCALE: '0' }, 'RATE_LIMIT_SCALE: must be a number above 0'],
    [
      { RATE_LIMITS: 'login=5' },
      'RATE_LIMITS: "login" is not a limit; the limits are signIn, signInFromAddress, code, codeFromAddress',
    ],
    [{ RATE_LIMITS: 'signup=0' }, 'RATE_LIMITS: signup must be set to a whole number of 1 or more'],
    [{ RATE_LIMITS: 'signup=many' }, 'RATE_LIMITS: signup must be set to a whole number of 1 or more'],
  ])('stops on %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['10.0.0.0/8, 192.168.1.5 ,fd00::/8,loopback', ['10.0.0.0/8', '192.168.1.5', 'fd00::/8', 'loopback']],
  ])('reads TRUST_PROXY=%j as hops or trusted addresses', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('scales every limit with RATE_LIMIT_SCALE and sets single ones with RATE_LIMITS', () => {
    const scaled = loadConfig({ RATE_LIMIT_SCALE: '100' }).limits;
    expect(scaled.requests.signIn).toEqual({ ...requestLimitDefaults.signIn, max: 1000 });
    expect(scaled.requests.upload.max).toBe(3000);
    expect(scaled.account.codesPerDay).toBe(accountLimitDefaults.codesPerDay * 100);

    const tuned = loadConfig({
      RATE_LIMIT_SCALE: '2',
      RATE_LIMITS: 'signup=50, failuresBeforeLock=8',
    }).limits;
    expect(tuned.requests.signup.max).toBe(50);
    expect(tuned.account.failuresBeforeLock).toBe(8);
    expect(tuned.requests.signIn.max).toBe(requestLimitDefaults.signIn.max * 2);

    // Scaled down, a limit still lets one request through.
    expect(loadConfig({ RATE_LIMIT_SCALE: '0.001' }).limits.requests.signup.max).toBe(1);
  });
});

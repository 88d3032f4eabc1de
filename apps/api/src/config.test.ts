import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    });
    expect(config).toMatchObject({
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
  ])('stops on %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

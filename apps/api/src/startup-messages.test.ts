import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { embeddedDatabaseWarning, startupBanner } from './startup-messages';

describe('starting in production on the embedded database', () => {
  it('warns that it serves one process and is for trying the product, with the DATABASE_URL to use', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    const warning = embeddedDatabaseWarning(config);
    expect(warning).toContain('WARNING: NODE_ENV=production, but the database is the embedded PGlite.');
    expect(warning).toContain('It serves this one process only and is meant for trying the product');
    expect(warning).toContain('DATABASE_URL=postgres://user:password@db.example.com:5432/earnflow');
    expect(startupBanner(config, undefined)).toContain(warning);
  });

  it('says nothing of the kind on PostgreSQL or outside production', () => {
    expect(
      embeddedDatabaseWarning(
        loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db:5432/app' }),
      ),
    ).toBeUndefined();
    expect(embeddedDatabaseWarning(loadConfig({ NODE_ENV: 'development' }))).toBeUndefined();
    expect(startupBanner(loadConfig({}), undefined)).not.toContain('WARNING');
  });

  it('prints the first admin and the mail notice as before', () => {
    const banner = startupBanner(loadConfig({ PORT: '3301' }), {
      email: 'admin@example.com',
      generatedPassword: 'secret-123',
    });
    expect(banner).toContain('EarnFlow is running at http://localhost:3301');
    expect(banner).toContain('    e-mail:   admin@example.com');
    expect(banner).toContain('    password: secret-123   (shown only this once: keep it somewhere safe)');
    expect(banner).toContain('SMTP_URL is not set');
  });
});

import pg from 'pg';

/**
 * Before the API tests run on PostgreSQL: the database at DATABASE_URL must answer. Its concurrency
 * tests run nowhere else, so they fail here with a clear message instead of being skipped.
 */
export async function checkPostgres(env: Record<string, string | undefined> = process.env): Promise<void> {
  const url = env.DATABASE_URL;
  if (url === undefined || url === '') {
    throw new Error(
      'The PostgreSQL-only API tests cannot run: DATABASE_URL is not set' +
        (env.CI === 'true' ? ', and CI=true forbids skipping them.' : '.') +
        ' Set it, e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres',
    );
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `The PostgreSQL-only API tests cannot run: the database at DATABASE_URL does not answer (${reason}).`,
      { cause: error },
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { databaseKey, openDatabase, type DatabaseHandle } from './client';

let database: TestDatabase;
let other: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  // Another database of the same kind; it needs no tables to have a key of its own.
  other = await openDatabase({ kind: 'pglite' });
}, 120_000);
afterAll(async () => {
  await database.drop();
  await other.close();
});

describe('databaseKey', () => {
  it('is the same for a database and its transactions, and differs between two databases', async () => {
    const key = databaseKey(database.handle.db);
    const keys = await database.handle.db.transaction(async (tx) => {
      const nested = await tx.transaction((savepoint) => Promise.resolve(databaseKey(savepoint)));
      return [databaseKey(tx), nested];
    });
    expect(keys[0]).toBe(key);
    expect(keys[1]).toBe(key);
    expect(databaseKey(other.db)).not.toBe(key);
  });
});

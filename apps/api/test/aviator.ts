import { eq } from 'drizzle-orm';
import { aviatorTestVectors } from '@earnflow/contracts';
import type { Database } from '../src/db/client';
import { aviatorSeeds } from '../src/db/schema';
import { memberSeeds } from '../src/modules/aviator/aviator.repository';

/**
 * Gives a member's next round a seed whose crash point is known (one of the shared test vectors), so a
 * test can fly to a chosen multiplier. `crashHundredths` picks the vector.
 */
export async function plantAviatorSeed(db: Database, userId: string, crashHundredths: number) {
  const vector = aviatorTestVectors.find((candidate) => candidate.crashHundredths === crashHundredths);
  if (vector === undefined) throw new Error(`no test vector crashes at ${String(crashHundredths)}`);
  await memberSeeds(db, userId);
  await db
    .update(aviatorSeeds)
    .set({
      serverSeed: vector.serverSeed,
      serverSeedHash: vector.serverSeedHash,
      clientSeed: vector.clientSeed,
      nonce: vector.nonce,
    })
    .where(eq(aviatorSeeds.userId, userId));
  return vector;
}

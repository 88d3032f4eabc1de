import { createHash, createHmac, randomBytes } from 'node:crypto';
import { aviatorCrashPointFromDigest, aviatorHmacMessage } from '@earnflow/contracts';

/** A new secret server seed: 32 random bytes from node:crypto, as 64 hex characters. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A member's first client seed, until they choose their own. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The commitment shown before a bet: SHA-256 of the seed's text, in hex. */
export function serverSeedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed, 'utf8').digest('hex');
}

/**
 * The round's crash point in hundredths: HMAC-SHA256 keyed by the server seed over "clientSeed:nonce",
 * through the formula the browser's verifier shares (contracts aviator.ts).
 */
export function crashPointOf(serverSeed: string, clientSeed: string, nonce: number): number {
  const digest = createHmac('sha256', Buffer.from(serverSeed, 'utf8'))
    .update(aviatorHmacMessage(clientSeed, nonce), 'utf8')
    .digest('hex');
  return aviatorCrashPointFromDigest(digest);
}

import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/client';
import { serverSecret } from '../../lib/server-secrets';

const SECRET_NAME = 'ad-network-secrets';

/** The key that encrypts networks' postback secrets at rest: made on first use, shared by every process. */
export async function adNetworkSecretsKey(db: Executor): Promise<Buffer> {
  return serverSecret(db, SECRET_NAME);
}

/** AES-256-GCM: iv.tag.ciphertext, each base64url; the network's id is the associated data. */
export function encryptSecret(key: Buffer, networkId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(networkId));
  const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), encrypted].map((part) => part.toString('base64url')).join('.');
}

export function decryptSecret(key: Buffer, networkId: string, stored: string): string {
  const [iv, tag, encrypted] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (iv === undefined || tag === undefined || encrypted === undefined)
    throw new Error('a stored network secret is malformed');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(networkId));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(encrypted), decipher.final()]).toString('utf8');
}

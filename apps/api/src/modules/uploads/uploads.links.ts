import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { serverSecret } from '../../lib/server-secrets';
import { UPLOADS_URL_PREFIX } from './upload-types';
import { uploadKindByStorageName } from './uploads.repository';

const HOUR_SECONDS = 3600;
const SECRET_NAME = 'upload-links';

/** The key that signs links to private files: made on first start, then shared by every API process. */
export async function uploadLinksSecret(db: Executor): Promise<Buffer> {
  return serverSecret(db, SECRET_NAME);
}

export interface UploadLinks {
  /**
   * The address to show a private file at (a receipt, a task screenshot): /uploads/<name> signed until the
   * end of the next full hour, so one page's links stay the same for a while and the browser's cache
   * holds. Any other address is answered as it is.
   */
  view(url: string): Promise<string>;
  /** For a signed link to `name`: the seconds it still holds, or undefined when it is not valid. */
  secondsLeft(name: string, expires: unknown, signature: unknown): Promise<number | undefined>;
  /**
   * Reads the key now, when it can: links are then signed without a query, also inside a transaction on
   * the embedded database's single connection. A failure leaves it to the first link.
   */
  warm(): Promise<void>;
}

/** Signed, expiring links to private files (decision 0139): HMAC-SHA256 of the name and the expiry. */
export function createUploadLinks({
  secret,
  clock,
}: {
  /** The key, read once on first use (the app starts even while the database does not answer). */
  secret: () => Promise<Buffer>;
  clock: Clock;
}): UploadLinks {
  let key: Promise<Buffer> | undefined;
  const keyOnce = () => {
    key ??= secret().catch((error: unknown) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  const sign = async (name: string, expires: number) =>
    createHmac('sha256', await keyOnce())
      .update(`${name}:${String(expires)}`)
      .digest('base64url');
  return {
    async warm() {
      await keyOnce().catch(() => undefined);
    },
    async view(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX) || url.includes('?')) return url;
      const name = url.slice(UPLOADS_URL_PREFIX.length);
      const expires = (Math.floor(clock.now().getTime() / 1000 / HOUR_SECONDS) + 2) * HOUR_SECONDS;
      return `${url}?expires=${String(expires)}&signature=${await sign(name, expires)}`;
    },
    async secondsLeft(name, expires, signature) {
      if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires)) return undefined;
      if (typeof signature !== 'string' || signature.length > 64) return undefined;
      const left = Number(expires) - Math.floor(clock.now().getTime() / 1000);
      if (left <= 0) return undefined;
      const expected = Buffer.from(await sign(name, Number(expires)));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? left : undefined;
    },
  };
}

/** Who may fetch a stored file: anyone (media shown to members) or only through a signed link. */
export type UploadVisibility = 'public' | 'private';

/**
 * Receipts and task screenshots (documents) are private; so is a file without a record (from before
 * uploads were recorded), which fails closed. Images and videos for ads, offers, chat and profiles
 * (media) are public. `recorded` tells the two private cases apart, so a name nobody stored is a 404.
 */
export async function visibilityOf(
  db: Executor,
  name: string,
): Promise<{ visibility: UploadVisibility; recorded: boolean }> {
  const kind = await uploadKindByStorageName(db, name);
  return { visibility: kind === 'MEDIA' ? 'public' : 'private', recorded: kind !== undefined };
}

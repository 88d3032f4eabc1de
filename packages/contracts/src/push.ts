import { z } from 'zod';
import { textSchema } from './common';

/** Web Push: a browser's subscription is kept for its member; the oldest go past this many. */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;
/** Push services' endpoints run to a few hundred characters; anything far longer is not one. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/** GET /push/key (member): the server's VAPID public key (base64url), for PushManager.subscribe. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

const endpointMessage = 'The push endpoint must be an https address.';
const endpointSchema = textSchema({ error: endpointMessage })
  .max(PUSH_ENDPOINT_MAX_LENGTH, {
    error: `The push endpoint must be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters.`,
  })
  .pipe(z.url({ protocol: /^https$/, error: endpointMessage }));

/** base64url of exactly `bytes` bytes, as PushSubscription.toJSON() writes its keys (padding allowed). */
function base64UrlKey(name: string, bytes: number) {
  const length = Math.ceil((bytes * 4) / 3);
  const message = `${name} must be the browser's ${bytes}-byte key in base64url.`;
  return textSchema({ error: message }).regex(new RegExp(`^[A-Za-z0-9_-]{${length}}={0,2}$`), {
    error: message,
  });
}

/**
 * POST /push/subscriptions (member) → 204: what PushSubscription.toJSON() gives. Saved for the member,
 * taken from another member it belonged to (one browser, the member signed in on it now).
 */
export const savePushSubscriptionBodySchema = z.object({
  endpoint: endpointSchema,
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes) and a 16-byte secret (RFC 8291).
      p256dh: base64UrlKey('keys.p256dh', 65),
      auth: base64UrlKey('keys.auth', 16),
    },
    { error: 'keys must hold p256dh and auth.' },
  ),
});
export type SavePushSubscriptionBody = z.input<typeof savePushSubscriptionBodySchema>;

/** DELETE /push/subscriptions (member) {endpoint} → 204: this browser no longer hears from the app. */
export const deletePushSubscriptionBodySchema = z.object({ endpoint: endpointSchema });
export type DeletePushSubscriptionBody = z.input<typeof deletePushSubscriptionBodySchema>;

/** What the service worker gets in a push and shows: a title, a line, and the screen a tap opens. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** An app path, e.g. /deposit-history. */
  url: z.string(),
  /** One notification per subject: a newer one about the same thing replaces it. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

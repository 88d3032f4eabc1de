import type { SavePushSubscriptionBody } from '@earnflow/contracts';
import { apiFetch } from '@/lib/api-client';

/** POST /push/subscriptions: this browser hears from the app, for the member signed in on it. */
export function savePushSubscription(body: SavePushSubscriptionBody) {
  return apiFetch('/push/subscriptions', { method: 'POST', auth: 'member', body });
}

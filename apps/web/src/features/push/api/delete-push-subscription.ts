import type { DeletePushSubscriptionBody } from '@earnflow/contracts';
import { apiFetch } from '@/lib/api-client';

/** DELETE /push/subscriptions: this browser no longer hears from the app. */
export function deletePushSubscription(body: DeletePushSubscriptionBody) {
  return apiFetch('/push/subscriptions', { method: 'DELETE', auth: 'member', body });
}

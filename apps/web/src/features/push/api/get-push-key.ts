import { pushKeySchema } from '@earnflow/contracts';
import { apiFetch } from '@/lib/api-client';

/** GET /push/key: the server's VAPID public key, which a browser subscribes with. */
export function getPushKey() {
  return apiFetch('/push/key', { auth: 'member', schema: pushKeySchema });
}

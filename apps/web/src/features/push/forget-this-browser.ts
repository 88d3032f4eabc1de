import { deletePushSubscription } from './api/delete-push-subscription';
import { currentSubscription, pushSupported } from './browser-push';

/**
 * This browser stops hearing from the app: its subscription goes from the server and from the browser.
 * The switch in Settings turns push off with it, and signing out runs it first, so a shared phone does
 * not go on showing one member's money to the next.
 */
export async function forgetThisBrowser(): Promise<void> {
  if (!pushSupported()) return;
  const subscription = await currentSubscription();
  if (subscription === null) return;
  await deletePushSubscription({ endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}

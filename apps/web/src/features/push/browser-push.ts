import type { SavePushSubscriptionBody } from '@earnflow/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { defineMessages, translate } from '@/i18n/i18n';
import pushEn from '@/locales/en/push';

const m = defineMessages('push', pushEn);

/** A reason the browser cannot take notifications now, worded for the member (`reason`, shown translated). */
export class PushUnavailableError extends Error {
  override readonly name = 'PushUnavailableError';
  constructor(readonly reason: MessageDescriptor) {
    super(translate(reason));
  }
}

/** Whether this browser can be sent notifications while the app is closed. */
export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (buffer === null || buffer.byteLength !== bytes.length) return false;
  const view = new Uint8Array(buffer);
  return bytes.every((byte, index) => view[index] === byte);
}

/** The app's service worker (registered after the first paint), or none yet. */
function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** This browser's subscription, when it has one and may still show notifications. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (Notification.permission !== 'granted') return null;
  const worker = await registration();
  return worker === undefined ? null : worker.pushManager.getSubscription();
}

/**
 * Asks the member's permission and subscribes this browser with the server's key (a subscription made
 * with another key, before the server's was new, is replaced).
 */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    throw new PushUnavailableError(m.blocked);
  }
  const worker = await registration();
  if (worker === undefined) {
    throw new PushUnavailableError(m.notReady);
  }
  const key = base64UrlBytes(publicKey);
  const existing = await worker.pushManager.getSubscription();
  if (existing !== null) {
    if (sameBytes(existing.options.applicationServerKey, key)) return existing;
    await existing.unsubscribe();
  }
  return worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** What the server keeps of a subscription: where to post and the keys to encrypt with. */
export function subscriptionBody(subscription: PushSubscription): SavePushSubscriptionBody {
  const { keys } = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  };
}

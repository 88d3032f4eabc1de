import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { PushSwitch } from './push-switch';

const publicKeyBytes = Uint8Array.from({ length: 65 }, (_value, index) => (index === 0 ? 4 : index));
const publicKey = btoa(String.fromCharCode(...publicKeyBytes))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');
const endpoint = 'https://fcm.googleapis.com/fcm/send/abc123';
const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };

/** A browser with a service worker, PushManager and notifications, as far as the switch uses them. */
function fakeBrowser(options: {
  permission: NotificationPermission;
  answer?: NotificationPermission;
  subscribed: boolean;
}) {
  let permission = options.permission;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscription = {
    endpoint,
    options: { applicationServerKey: publicKeyBytes.buffer },
    toJSON: () => ({ endpoint, keys }),
    unsubscribe,
  };
  let current: typeof subscription | null = options.subscribed ? subscription : null;
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => {
    current = subscription;
    return subscription;
  });
  const requestPermission = vi.fn(async () => {
    permission = options.answer ?? 'granted';
    return permission;
  });
  vi.stubGlobal('PushManager', function PushManager() {
    return undefined;
  });
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  const registration = { pushManager: { getSubscription: async () => current, subscribe } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
  return { subscribe, unsubscribe, requestPermission };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function answerApi() {
  localStorage.setItem('userToken', 'token');
  return mockFetch(({ url }) =>
    url === '/api/push/key' ? jsonResponse({ publicKey }) : new Response(null, { status: 204 }),
  );
}

const theSwitch = () => screen.getByRole('switch', { name: 'Notify me when the app is closed' });

describe('PushSwitch', () => {
  it('is not shown where the browser has no PushManager', () => {
    answerApi();
    renderRoutes([{ path: '/', element: <PushSwitch /> }]);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('asks permission, subscribes with the server’s key and saves the subscription', async () => {
    const browser = fakeBrowser({ permission: 'default', subscribed: false });
    const requests = answerApi();
    renderRoutes([{ path: '/', element: <PushSwitch /> }]);
    await waitFor(() => expect((theSwitch() as HTMLInputElement).disabled).toBe(false));
    expect((theSwitch() as HTMLInputElement).checked).toBe(false);

    await userEvent.click(theSwitch());

    await waitFor(() => expect((theSwitch() as HTMLInputElement).checked).toBe(true));
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    const [subscribeOptions] = browser.subscribe.mock.calls[0] ?? [];
    expect(subscribeOptions?.userVisibleOnly).toBe(true);
    expect(Array.from(subscribeOptions?.applicationServerKey as Uint8Array)).toEqual(
      Array.from(publicKeyBytes),
    );
    expect(requests.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'GET', url: '/api/push/key', body: undefined },
      { method: 'POST', url: '/api/push/subscriptions', body: { endpoint, keys } },
    ]);
  });

  it('saves an existing subscription for this member, and turning off deletes it and unsubscribes', async () => {
    const browser = fakeBrowser({ permission: 'granted', subscribed: true });
    const requests = answerApi();
    renderRoutes([{ path: '/', element: <PushSwitch /> }]);
    await waitFor(() => expect((theSwitch() as HTMLInputElement).checked).toBe(true));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/push/subscriptions',
      body: { endpoint, keys },
    });

    await userEvent.click(theSwitch());

    await waitFor(() => expect((theSwitch() as HTMLInputElement).checked).toBe(false));
    expect(requests[1]).toMatchObject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      body: { endpoint },
    });
    expect(browser.unsubscribe).toHaveBeenCalledOnce();
  });

  it('says so when the member blocks notifications, and stays off', async () => {
    const browser = fakeBrowser({ permission: 'default', answer: 'denied', subscribed: false });
    const requests = answerApi();
    renderRoutes([{ path: '/', element: <PushSwitch /> }]);
    await waitFor(() => expect((theSwitch() as HTMLInputElement).disabled).toBe(false));

    await userEvent.click(theSwitch());

    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      "Notifications are blocked for this app. Allow them in your browser's site settings, then try again.",
    );
    expect((theSwitch() as HTMLInputElement).checked).toBe(false);
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});

/* global self */
// Web Push in the app's service worker (the generated sw.js imports this file): shows what the server sent
// ({title, body, url, tag}, packages/contracts push.ts) and opens its screen when the member taps it.

self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    return;
  }
  if (message === null || typeof message !== 'object' || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/pwa-192.png',
      data: { url: message.url },
    }),
  );
});

/** The app screen to open: a path of this app only, never another site. */
function screenUrl(path) {
  const origin = self.location.origin;
  if (typeof path !== 'string') return `${origin}/`;
  const url = new URL(path, origin);
  return url.origin === origin ? url.href : `${origin}/`;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = screenUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open === undefined) {
        await self.clients.openWindow(target);
        return;
      }
      const focused = await open.focus();
      // navigate() works on a window this worker controls; any other is only brought forward.
      if (focused.url !== target && 'navigate' in focused) await focused.navigate(target).catch(() => null);
    })(),
  );
});

import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hasBrowser, phone, useBrowserHarness } from '../support/harness';

const serviceWorkerPath = fileURLToPath(new URL('../../apps/web/dist/sw.js', import.meta.url));

describe.skipIf(!hasBrowser)('the installable app', () => {
  const harness = useBrowserHarness();

  it('links a web manifest with icons and the theme colour, and registers a service worker', async () => {
    const page = await harness.newPage(phone, { serviceWorkers: 'allow' });
    await page.goto('/login');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');

    const manifest = await page.evaluate(
      async (href) => (await (await fetch(href ?? '')).json()) as Record<string, unknown>,
      manifestHref,
    );
    expect(manifest).toMatchObject({
      name: 'EarnFlow',
      short_name: 'EarnFlow',
      start_url: '/',
      display: 'standalone',
      theme_color: '#008534',
    });
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192' }),
        expect.objectContaining({ sizes: '512x512' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );

    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${harness.baseUrl}/`);
  });

  it('serves the app shell from the cache, never the API, and offers a new version on the member’s word', async () => {
    const page = await harness.newPage(phone, { serviceWorkers: 'allow' });
    await page.goto('/login');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Once the worker controls the page, the shell comes from the precache and the API from the server.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls: string[] = [];
      for (const name of names) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.some((url) => url.startsWith('/assets/index-'))).toBe(true);
    await page.evaluate(() => fetch('/api/health'));
    const afterApi = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(afterApi.filter((url) => url.startsWith('/api') || url.startsWith('/uploads'))).toEqual([]);

    // A new build: the server now has a different service worker.
    const original = fs.readFileSync(serviceWorkerPath, 'utf8');
    try {
      fs.writeFileSync(serviceWorkerPath, `${original}\n// next build\n`);
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      const prompt = page.getByRole('status').filter({ hasText: 'A new version is available.' });
      await prompt.waitFor();
      await harness.screenshot(page, 'member-update-prompt-390');
      await harness.checkAccessibility(page);

      const reloaded = page.waitForEvent('framenavigated');
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
      expect(await page.getByText('A new version is available.').count()).toBe(0);
    } finally {
      fs.writeFileSync(serviceWorkerPath, original);
    }
  });
});

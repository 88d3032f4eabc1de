import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileMessages } from './build/compile-messages';

const apiTarget = 'http://localhost:3000';

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each built script, style sheet and SVG, which
 * the API's static files plugin sends to a browser that accepts them (docs/decisions/0153).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'earnflow-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      // After the service worker is written (vite-plugin-pwa writes it when the bundle closes).
      order: 'post',
      handler() {
        const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
        // Not the service worker (nor the push script it imports): the browser checks them for a new version
        // on each visit, and must read the file that is there, never a compressed copy from an earlier build.
        const compressible = (name: string) =>
          /\.(js|css|svg)$/.test(name) && !['sw.js', 'push-sw.js'].includes(path.basename(name));
        for (const file of files.filter(compressible)) {
          const full = path.join(outDir, file);
          const content = fs.readFileSync(full);
          fs.writeFileSync(`${full}.br`, brotliCompressSync(content));
          fs.writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

/**
 * React Router 7 exports only its development build (ENABLE_DEV_WARNINGS on, extra checks): a production
 * build uses the production one it ships beside it (remix-run/react-router#14102, docs/decisions/0174).
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    compileMessages(),
    tailwindcss(),
    // Installable app (docs/decisions/0091): manifest, and a service worker that precaches the built shell.
    VitePWA({
      registerType: 'prompt',
      // Registered from the update prompt, loaded after the first paint (not in the entry chunk).
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        // The server fills in APP_NAME, as in index.html.
        name: '__APP_NAME__',
        short_name: '__APP_NAME__',
        description: 'Earn, save and send money.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#008534',
        background_color: '#f8fafc',
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Every app path opens the cached shell; the API and uploaded files always go to the network.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/uploads(\/|$)/],
        // The admin console's charts are not fetched ahead for members; like any hashed build file not in
        // the precache, they are kept once used.
        globIgnores: ['**/dashboard-charts-*.js'],
        runtimeCaching: [
          {
            urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 100 } },
          },
        ],
        cleanupOutdatedCaches: true,
        // Web Push: shows what the server sends while the app is closed (public/push-sw.js).
        importScripts: ['/push-sw.js'],
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: the first-load budget test follows the chunks each route imports.
    manifest: true,
    rolldownOptions: {
      // TanStack Query marks its modules "use client" (React Server Components), which a browser bundle
      // has no use for: the bundler's notice of dropping it is not printed 18 times on every build.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
      output: {
        codeSplitting: {
          groups: [
            // Everything the entry imports statically (React, the router, the first screens) in one chunk:
            // one request beside the page instead of thirty small ones after it (docs/decisions/0176).
            { name: 'first-screens', tags: ['$initial'], priority: 2 },
            // Every other lucide icon in one chunk: alone, each shared icon was a chunk of its own, a few
            // hundred bytes and one more request (docs/decisions/0123).
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
}));

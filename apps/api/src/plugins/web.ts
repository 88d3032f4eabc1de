import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodes } from '@earnflow/contracts';
import { escapeHtml } from '../lib/html';

/**
 * Serves the built web app: its files, and index.html (with the product name filled in) for every
 * other path that is not the API, so the app's router decides what to show.
 */
export const webPlugin = fp(async (app: FastifyInstance, options: { distDir: string; appName: string }) => {
  const indexPath = path.join(options.distDir, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  if (!hasWeb) app.log.warn({ distDir: options.distDir }, 'web app not built: only the API is served');
  const indexHtml = hasWeb
    ? fs.readFileSync(indexPath, 'utf8').replaceAll('__APP_NAME__', escapeHtml(options.appName))
    : undefined;

  // The web manifest names the app like index.html does (docs/decisions/0091).
  const manifestPath = path.join(options.distDir, 'manifest.webmanifest');
  const webManifest =
    hasWeb && fs.existsSync(manifestPath)
      ? fs
          .readFileSync(manifestPath, 'utf8')
          .replaceAll('__APP_NAME__', JSON.stringify(options.appName).slice(1, -1))
      : undefined;

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz copies of its scripts and styles; a browser gets the one it accepts.
      preCompressed: true,
      // The manifest is answered below, with the product name filled in.
      globIgnore: ['manifest.webmanifest'],
      // Hashed build files never change; anything else (sw.js, icons, favicon) is checked on each use,
      // so a new service worker is seen at once.
      setHeaders: (res, filePath) => {
        const hashed = filePath.startsWith(path.join(options.distDir, 'assets') + path.sep);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        res.setHeader('vary', 'accept-encoding');
        if (path.basename(filePath) === 'sw.js') res.setHeader('service-worker-allowed', '/');
      },
      allowedPath: (pathName) =>
        pathName !== '/index.html' && pathName !== '/manifest.webmanifest' && !pathName.startsWith('/.vite/'),
    });
    if (webManifest !== undefined) {
      app.get('/manifest.webmanifest', { schema: { hide: true } }, (_request, reply) =>
        reply.type('application/manifest+json').header('cache-control', 'no-cache').send(webManifest),
      );
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    // HEAD answers like GET without the body (Node leaves the body out of a HEAD response).
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    const wantsPage = readsPage && !url.startsWith('/api') && !url.startsWith('/assets/');
    if (indexHtml !== undefined && wantsPage) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply
      .status(404)
      .send({ error: errorCodes.notFound, message: `No route for ${request.method} ${url}.` });
  });
});

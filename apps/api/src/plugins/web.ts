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

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: false,
      index: false,
      maxAge: '1y',
      immutable: true,
      allowedPath: (pathName) => pathName !== '/index.html',
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && !url.startsWith('/api') && !url.startsWith('/assets/');
    if (indexHtml !== undefined && wantsPage) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply
      .status(404)
      .send({ error: errorCodes.notFound, message: `No route for ${request.method} ${url}.` });
  });
});

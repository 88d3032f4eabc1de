import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app';

let ctx: TestContext;
let webDist: string;
const metricsToken = 'metrics-token-0123456789abcdef';
beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'earnflow-web-'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>__APP_NAME__</title><meta name="app-name" content="__APP_NAME__" /><div id="root"></div>',
  );
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js.br'), brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js.gz'), gzipSync('console.log(1)'));
  fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.skipWaiting;');
  fs.writeFileSync(
    path.join(webDist, 'manifest.webmanifest'),
    JSON.stringify({ name: '__APP_NAME__', short_name: '__APP_NAME__', theme_color: '#008534' }),
  );
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{}');
  ctx = await createTestContext({ webDist, env: { APP_NAME: 'Cash & Co', METRICS_TOKEN: metricsToken } });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('operations endpoints', () => {
  it('answers health and readiness', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    for (const url of ['/api/ready', '/api/health/ready']) {
      const ready = await ctx.app.inject({ method: 'GET', url });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ready', ledger: { problems: 0 } });
    }
  });

  it('exposes Prometheus metrics including request counts, to the holder of METRICS_TOKEN only', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    for (const authorization of [
      undefined,
      'Bearer wrong-token',
      `Basic ${metricsToken}`,
      `Bearer ${metricsToken}x`,
    ]) {
      const refused = await ctx.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: authorization === undefined ? {} : { authorization },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.body).not.toContain('http_requests_total');
    }
    const metrics = await ctx.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toContain('process_cpu_user_seconds_total');
    expect(metrics.body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
  });

  it('serves no metrics at all without a METRICS_TOKEN', async () => {
    const plain = await createTestContext();
    try {
      const metrics = await plain.app.inject({ method: 'GET', url: '/api/metrics' });
      expect(metrics.statusCode).toBe(404);
      expect(metrics.body).not.toContain('process_cpu');
    } finally {
      await plain.close();
    }
  });

  it('describes the API as OpenAPI at /api/docs', async () => {
    const spec = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.statusCode).toBe(200);
    const body = spec.json<{
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/signup',
        '/api/users/me',
        '/api/admins/login',
        '/api/notifications/unread',
      ]),
    );
    expect(JSON.stringify(body.paths['/api/users/signup']?.post?.requestBody)).toContain('referralCode');
    // A route with a request limit says it can answer 429; one without does not.
    const responses = (path: string, method: string) =>
      Object.keys((body.paths[path]?.[method] as { responses?: object } | undefined)?.responses ?? {});
    expect(responses('/api/deposits', 'post')).toContain('429');
    expect(responses('/api/transfer', 'post')).toContain('429');
    expect(responses('/api/levels', 'get')).not.toContain('429');
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('serves the product name and PKR rate', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(response.json()).toEqual({ appName: 'Cash & Co', pkrPerUsd: 280 });
  });
});

describe('every response', () => {
  it('carries security headers and a request id', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    // Bonus videos on YouTube play in its embed; nothing else may be framed.
    expect(response.headers['content-security-policy']).toContain(
      'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
    );
    const generated = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with the one error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'No route for GET /api/no-such-thing.' });
  });

  it('refuses an oversized body with 413 in the same shape', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json<{ error: string }>().error).toBe('VALIDATION_ERROR');
  });

  it('refuses a wrong content type with 415 in the same shape', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ error: string }>().error).toBe('VALIDATION_ERROR');
  });
});

describe('the web app', () => {
  it('serves index.html with the product name for app routes, and static assets', async () => {
    for (const url of ['/', '/login', '/admin/dashboard', '/some/unknown/page']) {
      const page = await ctx.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>Cash &#38; Co</title>');
      expect(page.body).not.toContain('__APP_NAME__');
    }
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    const missing = await ctx.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers HEAD on app routes and the API like GET, without a body', async () => {
    // Over a real socket: Node's HTTP server is what leaves the body out of a HEAD response.
    const origin = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    for (const url of ['/', '/deposit', '/admin/dashboard', '/assets/app.js', '/api/health']) {
      const get = await fetch(`${origin}${url}`);
      const head = await fetch(`${origin}${url}`, { method: 'HEAD' });
      expect(head.status, url).toBe(200);
      expect(head.headers.get('content-type'), url).toBe(get.headers.get('content-type'));
      expect(await head.text(), url).toBe('');
      await get.arrayBuffer();
    }
    const unknownApi = await fetch(`${origin}/api/no-such-thing`, { method: 'HEAD' });
    expect(unknownApi.status).toBe(404);
  });

  it('caches hashed assets for good, and checks the service worker and the manifest on every use', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const worker = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');

    const manifest = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'Cash & Co', short_name: 'Cash & Co', theme_color: '#008534' });

    const csp = String(worker.headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it("sends a build file's compressed copy to a browser that accepts it, and the file to one that does not", async () => {
    const compressed = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toContain('javascript');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');

    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('does not serve the build manifest', async () => {
    const buildManifest = await ctx.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(buildManifest.body).not.toBe('{}');
  });
});

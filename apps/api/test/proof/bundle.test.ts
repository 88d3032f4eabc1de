import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../database';
import { call, startServer, waitForOutput, type ServerProcess } from './server-process';

/**
 * `npm start` serves the API from its bundle (scripts/build-api.mjs), not from the sources through tsx:
 * the bundle is built here into a folder of its own and started as npm start would, on a fresh embedded
 * database. A dependency the bundle cannot import from node_modules, or a file the server reads at run
 * time from a place only the sources know, fails here rather than on a member's machine. Once, on PGlite.
 */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const bundleFolder = path.join(
  repositoryRoot,
  'apps/api/dist',
  `bundle-test-${randomBytes(4).toString('hex')}`,
);
const bundle = path.join(bundleFolder, 'server.mjs');

describe.skipIf(testDatabaseKind() === 'postgres')('the API bundle', () => {
  let server: ServerProcess | undefined;
  // Made here, not when the file loads: under the PostgreSQL project the file loads and nothing runs.
  let dataDir = '';

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earnflow-bundle-'));
  });

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(bundleFolder, { recursive: true, force: true });
    if (dataDir !== '') fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('builds, migrates a new database, creates the first admin and serves the API', async () => {
    const built = spawnSync(process.execPath, [path.join(repositoryRoot, 'scripts/build-api.mjs'), bundle], {
      encoding: 'utf8',
    });
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    expect(fs.existsSync(`${bundle}.map`)).toBe(true);

    // WEB_DIST unset (empty), as for npm start: the server looks for the web app where `npm run build` puts it.
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info', WEB_DIST: '' }, [
      '--enable-source-maps',
      bundle,
    ]);
    expect(await call(server.url, 'GET', '/api/health')).toMatchObject({ status: 200 });
    // The banner of a first start, with the admin it created (its password generated and shown once),
    // printed once the server listens.
    await waitForOutput(server, 'is running at', 30_000);
    expect(server.output()).toContain('First admin created. Sign in to the admin console with:');
    expect(server.output()).toContain('e-mail:   admin@example.com');
    expect(server.output()).toContain(`Database: embedded PGlite in ${dataDir}/pglite`);
    // The migrations ran from the API's own folder: the first admin can sign in.
    const password = /password: (\S+) {3}\(shown only this once/.exec(server.output())?.[1];
    expect(password).toBeDefined();
    const signIn = await call(server.url, 'POST', '/api/admins/login', {
      body: { email: 'admin@example.com', password },
    });
    expect(signIn?.status).toBe(200);

    const webDist = path.join(repositoryRoot, 'apps/web/dist');
    if (fs.existsSync(path.join(webDist, 'index.html'))) {
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
    } else {
      expect(server.output()).toContain(`"distDir":${JSON.stringify(webDist)}`);
    }
  });
});

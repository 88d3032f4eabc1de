import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { writeBackup } from './backup.dump';

/**
 * PGlite opens its folder in one process only, so `npm run backup` on the embedded database asks the
 * running server for the backup (docs/decisions/0160): the server writes this file into DATA_DIR with a
 * random token, readable only by whoever may read the database files anyway.
 */
export const ENDPOINT_FILE = 'backup-endpoint.json';
export const BACKUP_ENDPOINT_PATH = '/api/ops/backup';

export interface BackupEndpoint {
  pid: number;
  url: string;
  token: string;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** The running server's backup endpoint on this DATA_DIR, if a server is running on it. */
export function runningServerEndpoint(dataDir: string): BackupEndpoint | undefined {
  let endpoint: BackupEndpoint;
  try {
    endpoint = JSON.parse(fs.readFileSync(path.join(dataDir, ENDPOINT_FILE), 'utf8')) as BackupEndpoint;
  } catch {
    return undefined;
  }
  return typeof endpoint.pid === 'number' && isRunning(endpoint.pid) ? endpoint : undefined;
}

/** Streams the server's backup into `file` (complete or not at all); answers its size. */
export async function fetchBackupFromServer(endpoint: BackupEndpoint, file: string): Promise<number> {
  const response = await fetch(`${endpoint.url}${BACKUP_ENDPOINT_PATH}`, {
    headers: { authorization: `Bearer ${endpoint.token}` },
  });
  if (!response.ok || response.body === null) {
    throw new Error(
      `the running server did not write the backup: ${String(response.status)} ${await response.text()}`,
    );
  }
  const partial = `${file}.partial`;
  try {
    await pipeline(
      Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      fs.createWriteStream(partial, { mode: 0o600 }),
    );
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return fs.statSync(file).size;
}

const sameToken = (given: string | undefined, token: string) => {
  const expected = Buffer.from(`Bearer ${token}`);
  const actual = Buffer.from(given ?? '');
  return actual.byteLength === expected.byteLength && timingSafeEqual(actual, expected);
};

/* GET /api/ops/backup for `npm run backup` on the embedded database; announced in DATA_DIR once listening. */
interface EndpointOptions {
  dataDir: string;
  handle: DatabaseHandle;
  uploadsDir: string | undefined;
  clock: Clock;
}

const endpointPlugin: FastifyPluginAsync<EndpointOptions> = async (
  app,
  { dataDir, handle, uploadsDir, clock },
) => {
  const token = randomBytes(32).toString('hex');
  const file = path.join(dataDir, ENDPOINT_FILE);

  app.get(BACKUP_ENDPOINT_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!sameToken(request.headers.authorization, token)) {
      return reply
        .status(401)
        .send({ error: 'UNAUTHORIZED', message: 'This endpoint is for npm run backup.' });
    }
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'earnflow-backup-'));
    const target = path.join(folder, 'backup.efb');
    try {
      await writeBackup({ handle, file: target, uploadsDir, now: clock.now() });
    } catch (error) {
      fs.rmSync(folder, { recursive: true, force: true });
      throw error;
    }
    const stream = fs.createReadStream(target);
    stream.once('close', () => fs.rmSync(folder, { recursive: true, force: true }));
    return reply.type('application/octet-stream').send(stream);
  });

  app.addHook('onListen', () => {
    const address = app.server.address();
    if (address === null || typeof address === 'string') return;
    const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${String(address.port)}`;
    const endpoint: BackupEndpoint = { pid: process.pid, url, token };
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(endpoint), { mode: 0o600 });
  });
  app.addHook('onClose', () => {
    if (runningServerEndpoint(dataDir)?.token === token) fs.rmSync(file, { force: true });
  });
};

export const localBackupEndpoint = fp(endpointPlugin);

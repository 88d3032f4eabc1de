import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A free TCP port on the loopback address. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address === null || typeof address === 'string') reject(new Error('no port'));
        else resolve(address.port);
      });
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for a failure message. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, as when the machine loses power. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the graceful shutdown. */
  stop(): Promise<void>;
}

/** How the server process is started: its sources through tsx, unless a test names something else. */
const serverFromSources = ['--import', 'tsx', 'src/server.ts'];

/**
 * The real server (apps/api/src/server.ts, or `nodeArgs`, e.g. its bundle) as a process of its own on the
 * given database: it runs the migrations and creates the first admin itself, as in production. Resolves
 * once /api/health answers.
 */
export async function startServer(
  env: Record<string, string>,
  nodeArgs: string[] = serverFromSources,
): Promise<ServerProcess> {
  const port = await freePort();
  const { child, output } = spawnServer(port, env, nodeArgs);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 90 s:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output,
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Waits until the process has written `text` (a line printed after /api/health answers, such as the
 * start-up banner); throws with everything it wrote when `timeoutMs` pass first.
 */
export async function waitForOutput(
  server: Pick<ServerProcess, 'output'>,
  text: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (Date.now() > deadline)
      throw new Error(`no "${text}" within ${String(timeoutMs)} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The server process on `port`, without waiting for it: its child process and what it wrote so far. */
export function spawnServer(
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = serverFromSources,
): { child: ChildProcess; output: () => string } {
  // A data folder made here belongs to this process alone: it goes when the process ends.
  const madeHere = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'earnflow-process-'));
  const child = spawn(process.execPath, nodeArgs, {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent-web-dist',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (madeHere) child.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

export interface Answer {
  status: number;
  body: unknown;
}

/** A call over HTTP; a connection that breaks (the process was killed) answers null: no answer. */
export async function call(
  baseUrl: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer | null> {
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.status, body };
  } catch {
    return null;
  }
}

import { Worker } from 'node:worker_threads';

/** One request the load sends over and over: its bytes are built once. */
export interface HostileRequest {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: Uint8Array | string;
}

// Plain JavaScript for a worker thread of its own: the load has its own event loop, as an attacker on
// another machine would, so what the server's loop does is all that is measured.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const { base, request, parallel } = workerData;
let running = true;
const statuses = {};
parentPort.on('message', () => { running = false; });
async function loop() {
  while (running) {
    try {
      const response = await fetch(base + request.path, {
        method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
        headers: request.headers,
        body: request.body,
      });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    } catch (error) {
      statuses.error = (statuses.error ?? 0) + 1;
    }
  }
}
Promise.all(Array.from({ length: parallel }, loop)).then(() => parentPort.postMessage(statuses));
`;

/**
 * Sends `request` from `parallel` connections at once, from a worker thread, while /api/health is asked
 * one call after another; answers the health calls' latencies (sorted) and the statuses the load got.
 */
export async function healthUnderLoad(
  base: string,
  request: HostileRequest,
  { parallel = 3, durationMs = 3_000 } = {},
): Promise<{ latencies: number[]; p99: number; statuses: Record<string, number> }> {
  const worker = new Worker(workerSource, { eval: true, workerData: { base, request, parallel } });
  const statuses = new Promise<Record<string, number>>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  // The load's first requests are under way before the first health call.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const latencies: number[] = [];
  const until = performance.now() + durationMs;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(`${base}/api/health`);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  worker.postMessage('stop');
  const answered = await statuses;
  await worker.terminate();
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? Infinity;
  return { latencies, p99, statuses: answered };
}

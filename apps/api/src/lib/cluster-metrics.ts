import cluster, { type Worker } from 'node:cluster';
import {
  AggregatorRegistry,
  type MetricObjectWithValues,
  type MetricValue,
  type Registry,
} from 'prom-client';

/**
 * GET /metrics with API_PROCESSES above 1: the worker that takes the scrape asks the primary, the primary
 * asks every serving worker for its metrics and answers their sum (counters and histograms added, each
 * default metric by its own rule: prom-client's aggregators), so a scraper sees the whole server whichever
 * worker it reaches. A worker that does not answer within PART_WAIT_MS (one just dying) is left out of
 * that scrape rather than failing it.
 */

const REQUEST = 'earnflow:metrics-request';
const COLLECT = 'earnflow:metrics-collect';
const PART = 'earnflow:metrics-part';
const ANSWER = 'earnflow:metrics-answer';
const PART_WAIT_MS = 2_000;
const ANSWER_WAIT_MS = 5_000;

type WorkerMetrics = MetricObjectWithValues<MetricValue<string>>[];

interface Message {
  type: string;
  id: number;
}

function isMessage(message: unknown, type: string): message is Message {
  if (typeof message !== 'object' || message === null) return false;
  const { type: kind, id } = message as { type?: unknown; id?: unknown };
  return kind === type && typeof id === 'number';
}

async function summed(parts: WorkerMetrics[]): Promise<{ text: string } | { error: string }> {
  try {
    return { text: await AggregatorRegistry.aggregate(parts).metrics() };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** In the primary: answers each worker's request with the metrics of `serving()` workers, summed. */
export function serveClusterMetrics(serving: () => Worker[]): void {
  let next = 0;
  const collecting = new Map<number, { parts: WorkerMetrics[]; pending: number; finish: () => void }>();
  cluster.on('message', (worker, message: unknown) => {
    if (isMessage(message, PART)) {
      const collection = collecting.get(message.id);
      if (collection === undefined) return;
      collection.parts.push((message as Message & { metrics: WorkerMetrics }).metrics);
      collection.pending -= 1;
      if (collection.pending === 0) collection.finish();
      return;
    }
    if (!isMessage(message, REQUEST)) return;
    const id = next++;
    const workers = serving().filter((each) => each.isConnected());
    const parts: WorkerMetrics[] = [];
    const finish = () => {
      if (!collecting.delete(id)) return;
      clearTimeout(timer);
      void summed(parts).then((answer) => {
        if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...answer });
      });
    };
    const timer = setTimeout(finish, PART_WAIT_MS);
    collecting.set(id, { parts, pending: workers.length, finish });
    for (const each of workers) each.send({ type: COLLECT, id });
    if (workers.length === 0) finish();
  });
}

/**
 * In a worker: answers the primary's collections with `registry`, and returns what GET /metrics serves,
 * the sum over all workers.
 */
export function clusterMetricsOf(registry: Registry): () => Promise<string> {
  let next = 0;
  const waiting = new Map<number, (answer: { text?: string; error?: string }) => void>();
  process.on('message', (message: unknown) => {
    if (isMessage(message, COLLECT)) {
      // A worker whose metrics cannot be read counts as none, rather than failing the scrape.
      void registry.getMetricsAsJSON().then(
        (metrics) => process.send?.({ type: PART, id: message.id, metrics }),
        () => process.send?.({ type: PART, id: message.id, metrics: [] }),
      );
    } else if (isMessage(message, ANSWER)) {
      waiting.get(message.id)?.(message as Message & { text?: string; error?: string });
    }
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the API processes did not send their metrics in time'));
      }, ANSWER_WAIT_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.text === undefined) reject(new Error(answer.error ?? 'no metrics'));
        else resolve(answer.text);
      });
      process.send?.({ type: REQUEST, id });
    });
}

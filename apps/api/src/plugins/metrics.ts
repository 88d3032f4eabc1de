import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { clusterMetricsOf } from '../lib/cluster-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
    /** What GET /metrics serves: this process's metrics, or the sum over all API processes. */
    metricsText: () => Promise<string>;
  }
}

/** Prometheus metrics: process defaults plus request counts and durations by route. */
export const metricsPlugin = fp(async (app: FastifyInstance, options: { clusterWorker?: boolean }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration in seconds',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  app.decorate('metrics', registry);
  app.decorate(
    'metricsText',
    options.clusterWorker === true ? clusterMetricsOf(registry) : () => registry.metrics(),
  );
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
});

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { clusterMetricsOf } from '../lib/cluster-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
    /** What GET /metrics serves: this process's metrics, or the sum over all API processes. */
    metricsText: () => Promise<string>;
  }
}

/**
 * A value read from the database at each scrape (the ledger check, the last backup). `aggregator` is how
 * the workers' values are combined under API_PROCESSES: they all read the same rows, so never a sum.
 */
export interface ReadGauge {
  name: string;
  help: string;
  aggregator: 'min' | 'max';
  /** Undefined leaves the gauge without a value (nothing known yet). */
  read: () => Promise<number | undefined>;
}

/** Prometheus metrics: process defaults, request counts and durations by route, and the read gauges. */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { clusterWorker?: boolean; gauges?: ReadGauge[] }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    for (const gauge of options.gauges ?? []) {
      new Gauge({
        name: gauge.name,
        help: gauge.help,
        aggregator: gauge.aggregator,
        registers: [registry],
        async collect() {
          try {
            const value = await gauge.read();
            if (value === undefined) this.reset();
            else this.set(value);
          } catch (error) {
            // A scrape still answers the other metrics; the gauge goes missing, which alerts can catch.
            this.reset();
            app.log.warn({ err: error, gauge: gauge.name }, 'metrics: could not read a gauge');
          }
        },
      });
    }
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
    // The series of each method, route and status, looked up once: prom-client hashes the labels on
    // every call otherwise (decision 0187). Bounded by the routes' count times the statuses they answer.
    const series = new Map<string, { count: () => void; time: (seconds: number) => void }>();
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const status = String(reply.statusCode);
      const key = `${request.method} ${route} ${status}`;
      let known = series.get(key);
      if (known === undefined) {
        const counter = requests.labels(request.method, route, status);
        const histogram = duration.labels(request.method, route, status);
        known = { count: () => counter.inc(), time: (seconds) => histogram.observe(seconds) };
        series.set(key, known);
      }
      known.count();
      known.time(reply.elapsedTime / 1000);
      done();
    });
  },
);

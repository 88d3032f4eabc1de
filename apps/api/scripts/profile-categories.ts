/**
 * Where a process's CPU time went, by layer, from a V8 CPU profile (`node --cpu-prof`): each sample is
 * charged to the innermost frame on its stack that belongs to a known layer (routing, validation,
 * serialisation, hooks, metrics, logging, the session check, the database driver, Node's HTTP and
 * sockets, …), native frames to the JavaScript that called them. With the requests the process answered
 * during the profile, it prints microseconds of CPU per request for each layer.
 *   npx tsx apps/api/scripts/profile-categories.ts <file.cpuprofile> [requests] [last seconds]
 * With `last seconds`, only the end of the profile counts: the measured runs, without the process's start
 * (module compilation) and its warm-up; `requests` are then those of the runs in that time.
 * The bench writes such profiles with BENCH_NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/prof'
 * (docs/performance.md, "Where a member read's time goes").
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** The layers, first match wins for a frame's url (or, for V8's own entries, its function name). */
export const layers: { name: string; test: (url: string, functionName: string) => boolean }[] = [
  { name: 'idle', test: (_url, name) => name === '(idle)' },
  { name: 'garbage collection', test: (_url, name) => name === '(garbage collector)' },
  { name: 'routing', test: (url) => url.includes('/find-my-way/') },
  {
    name: 'validation',
    test: (url) =>
      /\/(zod|ajv|fastify-type-provider-zod)\//.test(url) || url.endsWith('/plugins/validation.ts'),
  },
  {
    name: 'serialisation',
    test: (url) => /\/(fast-json-stringify|fast-uri)\//.test(url) || url.endsWith('/plugins/serializer.ts'),
  },
  { name: 'metrics', test: (url) => url.includes('/prom-client/') || url.endsWith('/plugins/metrics.ts') },
  { name: 'logging', test: (url) => /\/(pino|pino-std-serializers|sonic-boom)\//.test(url) },
  {
    name: 'hooks (request bounds, security headers, request id, live)',
    test: (url) =>
      /\/plugins\/(request-bounds|security|rate-limit)\.ts$/.test(url) ||
      url.endsWith('/src/app.ts') ||
      url.includes('/fastify/lib/hooks.js'),
  },
  {
    name: 'session check and the handler',
    test: (url) => /\/src\/(plugins\/auth|modules\/)/.test(url),
  },
  {
    name: 'database driver and statements',
    test: (url) =>
      /\/(pg|pg-protocol|pg-pool|pg-types|postgres-array|drizzle-orm)\//.test(url) ||
      url.includes('/src/db/'),
  },
  {
    name: 'fastify (request, reply, lifecycle)',
    test: (url) => /\/(fastify|light-my-request|@fastify\/[^/]+)\//.test(url),
  },
  { name: 'the bare server', test: (url) => url.endsWith('/scripts/bench-baseline.ts') },
  {
    name: "Node's HTTP and sockets",
    test: (url) =>
      /^node:(_http|http|net|stream|internal\/(http|streams|stream_base|net|js_stream))/.test(url),
  },
  { name: 'Node (timers, promises, other)', test: (url) => url.startsWith('node:') },
  { name: 'V8 and the runtime (program)', test: (_url, name) => name === '(program)' || name === '(root)' },
];

/** Each layer's time in the profile, from `fromMicros` after its start (0: all of it). */
export function layerTimes(profile: Profile, fromMicros = 0): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const layerOf = new Map<number, string>();
  const classify = (id: number): string => {
    const known = layerOf.get(id);
    if (known !== undefined) return known;
    let current: number | undefined = id;
    let found = 'other';
    while (current !== undefined) {
      const frame = byId.get(current)?.callFrame;
      const layer =
        frame === undefined ? undefined : layers.find((item) => item.test(frame.url, frame.functionName));
      if (layer !== undefined) {
        found = layer.name;
        break;
      }
      current = parent.get(current);
    }
    layerOf.set(id, found);
    return found;
  };
  const times = new Map<string, number>();
  let at = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < fromMicros) return;
    const layer = classify(id);
    times.set(layer, (times.get(layer) ?? 0) + delta);
  });
  return times;
}

if (process.argv[1]?.endsWith('profile-categories.ts')) {
  const [file, requestsText, lastText] = process.argv.slice(2);
  if (file === undefined)
    throw new Error('usage: profile-categories.ts <file.cpuprofile> [requests] [last seconds]');
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  // With `last seconds`, only the profile's end counts (the measured runs, not the start and warm-up).
  const span = profile.endTime - profile.startTime;
  const times = layerTimes(profile, lastText === undefined ? 0 : span - Number(lastText) * 1e6);
  const busy = [...times].filter(([layer]) => layer !== 'idle').reduce((sum, [, micros]) => sum + micros, 0);
  const requests = requestsText === undefined ? undefined : Number(requestsText);
  console.log(`| layer | share of busy CPU |${requests === undefined ? '' : ' µs per request |'}`);
  console.log(`|---|---|${requests === undefined ? '' : '---|'}`);
  for (const [layer, micros] of [...times].sort((a, b) => b[1] - a[1])) {
    if (layer === 'idle') continue;
    const perRequest = requests === undefined ? '' : ` ${(micros / requests).toFixed(1)} |`;
    console.log(`| ${layer} | ${((micros / busy) * 100).toFixed(1)}% |${perRequest}`);
  }
  const total = requests === undefined ? '' : `, ${(busy / requests).toFixed(1)} µs per request`;
  console.log(
    `busy ${(busy / 1e6).toFixed(2)} s of ${((profile.endTime - profile.startTime) / 1e6).toFixed(2)} s${total}`,
  );
}

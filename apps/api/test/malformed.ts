import { randomUUID } from 'node:crypto';
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';

/**
 * Malformed requests derived from the zod contracts of a route: a valid request first (built from
 * candidate values each field's own schema accepts), then one thing at a time made wrong.
 */

type Schema = z.ZodType;
interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: Schema): Def => schema._zod.def as unknown as Def;
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && '_zod' in value;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schema under optional/nullable/default wrappers, on the input side of pipes and the output side of preprocess. */
export function unwrap(schema: Schema): Schema {
  let current = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    const def = defOf(current);
    // A preprocess is a pipe from a transform: its schema is the output side.
    const pipeSide = isSchema(def.in) && defOf(def.in).type === 'transform' ? def.out : def.in;
    const inner = WRAPPERS.has(def.type) ? def.innerType : def.type === 'pipe' ? pipeSide : undefined;
    if (!isSchema(inner)) return current;
    current = inner;
  }
  return current;
}

export function shapeOf(schema: Schema | undefined): Record<string, Schema> | undefined {
  if (schema === undefined) return undefined;
  const def = defOf(unwrap(schema));
  if (def.type !== 'object') return undefined;
  const shape = def.shape as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(shape).filter((entry): entry is [string, Schema] => isSchema(entry[1])),
  );
}

const accepts = (schema: Schema, value: unknown) => schema.safeParse(value).success;

export interface Fixtures {
  /** A member who exists, for fields that name an account. */
  accountNumber: string;
  receiptUrl: string;
  /** That member's id: the first uuid tried, so member pages and actions reach past the 404. */
  memberId: string;
}

let counter = 0;

function stringCandidates(fixtures: Fixtures): string[] {
  counter += 1;
  return [
    fixtures.accountNumber,
    'Ayesha Malik',
    `fuzz-${String(counter)}-${String(Date.now())}@example.com`,
    '123456',
    'correct-horse-9',
    fixtures.receiptUrl,
    'https://example.com/picture.png',
    fixtures.memberId,
    randomUUID(),
    '2026-01-15T10:00:00.000Z',
    `TRX-${String(counter)}-${String(Date.now())}`,
    'Lunch money',
    'a',
    '',
  ];
}

const numberCandidates = [10, 1, 5, 100, 0.5, 2, 0];

/** A value the schema accepts, or undefined when none of the candidates fits. */
export function validSample(schema: Schema, fixtures: Fixtures, asQueryString = false): unknown {
  const inner = unwrap(schema);
  const def = defOf(inner);
  switch (def.type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(shapeOf(inner) ?? {})) {
        const sample = validSample(child, fixtures, asQueryString);
        if (sample !== undefined) result[key] = sample;
      }
      return result;
    }
    case 'array': {
      const element = isSchema(def.element) ? validSample(def.element, fixtures, asQueryString) : undefined;
      const candidate = element === undefined ? [] : [element];
      return accepts(schema, candidate) ? candidate : [];
    }
    case 'union':
      for (const option of def.options as unknown[]) {
        if (!isSchema(option)) continue;
        const sample = validSample(option, fixtures, asQueryString);
        if (sample !== undefined && accepts(schema, sample)) return sample;
      }
      return undefined;
    default: {
      const enumValues =
        def.type === 'enum'
          ? Object.values(def.entries as Record<string, unknown>)
          : def.type === 'literal'
            ? (def.values as unknown[])
            : [];
      const plain: unknown[] = [
        ...enumValues,
        ...stringCandidates(fixtures),
        ...numberCandidates,
        true,
        false,
        null,
      ];
      const candidates = asQueryString ? plain.filter((value) => value !== null).map(String) : plain;
      return candidates.find((candidate) => accepts(schema, candidate));
    }
  }
}

/** A JSON number literal JSON.stringify cannot write (1e400 parses to Infinity). */
export class RawJson {
  constructor(readonly text: string) {}
}

export const MISSING = Symbol('missing');

export function toJson(value: unknown): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof RawJson) {
      raws.push(item.text);
      return `__raw_${String(raws.length - 1)}__`;
    }
    return item;
  });
  return text.replace(/"__raw_(\d+)__"/g, (_match, index: string) => raws[Number(index)] ?? 'null');
}

function setAt(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let target: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    if (typeof next !== 'object' || next === null) return copy;
    target = next as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (last === undefined) return value;
  if (value === MISSING) {
    Reflect.deleteProperty(target, last);
  } else {
    target[last] = value;
  }
  return copy;
}

const DATES = [
  '0000-01-01T00:00:00Z',
  '0000-12-31T23:59:59.999Z',
  '0001-01-01T00:00:00Z',
  '1969-12-31T23:59:59Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00Z',
  '2026-02-30T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-01-15T25:00:00Z',
  '2026-01-15T10:00:00+14:00',
  '2026-01-15',
];

const EXTREME_NUMBERS: unknown[] = [
  1e-9,
  0.000000001,
  5e-324,
  1.005,
  -0.01,
  0.1 + 0.2,
  1_000_000.01,
  2 ** 31,
  2 ** 53 + 2,
  -1e308,
  Number.MAX_VALUE,
  '10',
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('1e-400'),
];

const WRONG_TYPES: unknown[] = [MISSING, null, true, 0, 'text', '', [], { nested: { deeper: 1 } }];

function stringVariants(base: string): unknown[] {
  const variants: unknown[] = [
    ' ',
    'x'.repeat(10_000),
    '\u0000',
    `${base}\u0000`,
    `${base.slice(0, 1)}\u0000${base.slice(1)}`,
    '\uD800',
    '😀'.repeat(100),
    "<script>alert(1)</script>' OR 1=1 --",
    '%00',
    base.toUpperCase(),
  ];
  if (!Number.isNaN(Date.parse(base))) variants.push(...DATES);
  return variants;
}

export interface BodyVariant {
  label: string;
  body: unknown;
}

/** The valid body, then each field (nested objects and array items too) made wrong in turn. */
export function bodyVariants(schema: Schema, base: unknown): BodyVariant[] {
  const variants: BodyVariant[] = [{ label: 'valid', body: base }];
  const visit = (fieldSchema: Schema, value: unknown, path: (string | number)[]) => {
    const at = path.join('.');
    const put = (label: string, replacement: unknown) => {
      variants.push({ label: `${at}: ${label}`, body: setAt(base, path, replacement) });
    };
    for (const wrong of WRONG_TYPES) put('wrong type or missing', wrong);
    put('inside an array', [value]);
    if (typeof value === 'string') for (const variant of stringVariants(value)) put('string', variant);
    if (typeof value === 'number') for (const variant of EXTREME_NUMBERS) put('number', variant);
    if (typeof value === 'boolean') for (const variant of ['true', 1, 'yes']) put('boolean', variant);
    const inner = unwrap(fieldSchema);
    const def = defOf(inner);
    if (def.type === 'object' && typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(shapeOf(inner) ?? {})) {
        visit(child, (value as Record<string, unknown>)[key], [...path, key]);
      }
      put('unknown field', { ...value, unexpectedField: 'x' });
    }
    if (def.type === 'array' && Array.isArray(value)) {
      put(
        'many items',
        Array.from({ length: 1000 }, () => (value as unknown[])[0] ?? null),
      );
      put('wrong items', [null, 1, 'a', {}]);
      if (value.length > 0 && isSchema(def.element)) visit(def.element, value[0], [...path, 0]);
    }
  };
  const shape = shapeOf(schema);
  if (shape !== undefined && typeof base === 'object' && base !== null) {
    for (const [key, child] of Object.entries(shape))
      visit(child, (base as Record<string, unknown>)[key], [key]);
    variants.push({ label: 'unknown field', body: { ...base, unexpectedField: 'x', ['ke\u0000y']: 1 } });
  }
  return variants;
}

export interface RawBody {
  label: string;
  payload?: string;
  contentType?: string;
}

/** Bodies that are wrong as a whole, for every route that takes one. */
export const RAW_BODIES: RawBody[] = [
  { label: 'no body' },
  ...['', 'null', '[]', '"text"', '{'].map((payload) => ({
    label: `JSON ${payload}`,
    payload,
    contentType: 'application/json',
  })),
  {
    label: 'deep nesting',
    payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    contentType: 'application/json',
  },
  {
    label: 'prototype keys',
    payload: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    contentType: 'application/json',
  },
  { label: 'text/plain', payload: 'hello', contentType: 'text/plain' },
  { label: 'multipart without parts', payload: '--x--\r\n', contentType: 'multipart/form-data; boundary=x' },
  { label: 'over the size limit', payload: `"${'x'.repeat(1_100_000)}"`, contentType: 'application/json' },
];

const QUERY_VALUES = [
  '',
  '%00',
  'a%00b',
  'x'.repeat(5000),
  '-1',
  '0',
  '1e308',
  '1e-9',
  'NaN',
  'Infinity',
  '9007199254740993',
  '1.5',
  '%E0%A4%A',
  '%F0%9F%98%80',
];

export interface QueryVariant {
  label: string;
  query: string;
}

const encodeQuery = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');

/** The valid query, then each key made wrong in turn (values written as they go in a URL). */
export function queryVariants(schema: Schema | undefined, base: Record<string, unknown>): QueryVariant[] {
  const variants: QueryVariant[] = [{ label: 'valid', query: encodeQuery(base) }];
  for (const key of Object.keys(shapeOf(schema) ?? {})) {
    const rest = encodeQuery(Object.fromEntries(Object.entries(base).filter(([name]) => name !== key)));
    const join = rest === '' ? '' : `&${rest}`;
    const baseValue = base[key];
    const isDate = typeof baseValue === 'string' && !Number.isNaN(Date.parse(baseValue));
    for (const value of isDate ? [...QUERY_VALUES, ...DATES.map(encodeURIComponent)] : QUERY_VALUES) {
      variants.push({ label: `${key}=${value.slice(0, 20)}`, query: `${key}=${value}${join}` });
    }
    variants.push({ label: `${key} twice`, query: `${key}=a&${key}=b${join}` });
    variants.push({ label: `${key} without a value`, query: `${key}${join}` });
  }
  const all = encodeQuery(base);
  for (const extra of ['unexpected=1', '__proto__=1', 'constructor[prototype]=1', 'a[b]=c', '%00=1']) {
    variants.push({ label: extra, query: all === '' ? extra : `${all}&${extra}` });
  }
  return variants;
}

export const PARAM_VALUES = [
  'not-a-uuid',
  '%00',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(150),
  '%E0%A4%A',
  '..%2F..%2Fetc',
  randomUUID().toUpperCase(),
  '%20',
  '1e308',
  '-1',
];

/** A route of the app as the fuzz sees it: its method, address, own body limit and zod contracts. */
export interface FuzzRoute {
  method: string;
  url: string;
  bodyLimit: number | undefined;
  schema: { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType };
}

export const LIVE_STREAM_ROUTE = '/api/events';

/** Collects every /api route the app registers (`onRoute` goes to buildApp), docs and HEAD/OPTIONS aside. */
export function routeCollector(): { routes: FuzzRoute[]; onRoute: (route: RouteOptions) => void } {
  const routes: FuzzRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) continue;
      // A live event stream never ends, so `inject` cannot walk it: events.test.ts sends it these over a socket.
      if (route.url === LIVE_STREAM_ROUTE) continue;
      routes.push({
        method,
        url: route.url,
        bodyLimit: route.bodyLimit,
        schema: (route.schema ?? {}) as FuzzRoute['schema'],
      });
    }
  };
  return { routes, onRoute };
}

/** A JSON text of `size` characters: `open` repeated, a middle, `close` repeated as often as `open`. */
function nested(open: string, middle: string, close: string, size: number): string {
  const count = Math.max(1, Math.floor((size - middle.length) / (open.length + close.length)));
  return `${open.repeat(count)}${middle}${close.repeat(count)}`;
}

/** A JSON list or object of as many short items as fit in `size` characters. */
function counted(item: (index: number) => string, open: string, close: string, size: number): string {
  const parts: string[] = [];
  let length = open.length + close.length;
  for (let index = 0; ; index += 1) {
    const next = item(index);
    if (length + next.length + 1 > size) break;
    parts.push(next);
    length += next.length + 1;
  }
  return `${open}${parts.join(',')}${close}`;
}

/**
 * The worst bodies a route can be sent within its body limit (and one byte over it): nesting as deep as
 * the size allows, as many items or keys as fit, one string as long as fits, thousands of multipart parts.
 * Each must be answered in bounded time, never with a 5xx.
 */
export function hostileBodies(limit: number): RawBody[] {
  const size = limit - 64;
  const json = 'application/json';
  return [
    { label: 'arrays nested to the body limit', payload: nested('[', '', ']', size), contentType: json },
    {
      label: 'objects nested to the body limit',
      payload: nested('{"a":', '0', '}', size),
      contentType: json,
    },
    {
      label: 'nesting inside a string',
      payload: `{"a":"${'['.repeat(Math.floor(size / 2))}"}`,
      contentType: json,
    },
    {
      label: 'brackets after an escaped quote, inside a string',
      payload: `{"a":"\\"${'['.repeat(Math.floor(size / 2))}"}`,
      contentType: json,
    },
    { label: 'as many items as fit', payload: counted(() => '0', '[', ']', size), contentType: json },
    {
      label: 'as many keys as fit',
      payload: counted((index) => `"k${String(index)}":0`, '{', '}', size),
      contentType: json,
    },
    { label: 'one string as long as fits', payload: `{"a":"${'x'.repeat(size)}"}`, contentType: json },
    { label: 'one byte over the body limit', payload: `"${'x'.repeat(limit - 1)}"`, contentType: json },
    {
      label: 'as many multipart parts as fit',
      payload: `${'--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n'.repeat(
        Math.floor(size / 52),
      )}--x--\r\n`,
      contentType: 'multipart/form-data; boundary=x',
    },
  ];
}

/** Query strings at and over the bounds of the query parser (many parameters, one long value, one key repeated). */
export function hostileQueries(bounds: { maxQueryLength: number; maxQueryParameters: number }): {
  label: string;
  query: string;
}[] {
  return [
    { label: 'one parameter too many', query: 'a=1&'.repeat(bounds.maxQueryParameters) + 'a=1' },
    { label: 'thousands of parameters', query: 'a=1&'.repeat(3000) + 'a=1' },
    { label: 'one value at the length limit', query: `a=${'x'.repeat(bounds.maxQueryLength - 2)}` },
    { label: 'one value over the length limit', query: `a=${'x'.repeat(bounds.maxQueryLength)}` },
    {
      label: 'one key repeated as often as allowed',
      query: Array.from({ length: bounds.maxQueryParameters }, () => 'status=x').join('&'),
    },
    { label: 'deep brackets in a key', query: `a${'[a]'.repeat(1000)}=1` },
  ];
}

/** True when an error answer has the one `{ error, message }` shape, with a message to show. */
export function hasErrorShape(text: string): boolean {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return false;
  }
  return (
    typeof body === 'object' &&
    body !== null &&
    'error' in body &&
    'message' in body &&
    typeof body.error === 'string' &&
    typeof body.message === 'string' &&
    body.message !== ''
  );
}

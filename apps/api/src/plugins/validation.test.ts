import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { textSchema } from '@earnflow/contracts';
import { errorsPlugin } from './errors';
import { containsNul, validationPlugin } from './validation';

let app: FastifyInstance;
const seen: unknown[] = [];
beforeAll(async () => {
  app = Fastify({ logger: false });
  await app.register(validationPlugin);
  await app.register(errorsPlugin);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // A route whose contract forgot textSchema, and one with no schema at all.
  typed.post(
    '/plain',
    { schema: { body: z.object({ name: z.string(), count: z.number().optional() }) } },
    (request) => {
      seen.push(request.body);
      return { ok: true };
    },
  );
  typed.post('/untyped/:id', (request) => {
    seen.push(request.body);
    return { ok: true };
  });
  typed.post(
    '/worded',
    {
      schema: {
        body: z.object({
          code: textSchema({ error: 'Code is required.' }).regex(/^\d{6}$/, {
            error: 'The code is 6 digits.',
          }),
        }),
      },
    },
    () => ({ ok: true }),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

describe('the NUL guard in front of every route', () => {
  it.each([
    ['/plain', { name: 'Ali\u0000' }],
    ['/plain', { name: 'Ali', ['ke\u0000y']: 1 }],
    ['/plain?search=%00', { name: 'Ali' }],
    ['/untyped/1', { deep: [{ deeper: ['x\u0000'] }] }],
    ['/untyped/%00', {}],
  ])('refuses %s %j with a 400 before the handler runs', async (url, payload) => {
    const before = seen.length;
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'Text cannot contain NUL characters.',
    });
    expect(seen.length).toBe(before);
  });

  it('lets ordinary text through', async () => {
    expect((await post('/plain', { name: 'Ali Raza' })).statusCode).toBe(200);
    expect((await post('/untyped/1', { any: ['thing', 1, null] })).statusCode).toBe(200);
  });

  it('finds NUL in strings and keys at any depth', () => {
    expect(containsNul({ a: [{ b: 'ok' }], c: 1, d: null })).toBe(false);
    expect(containsNul({ a: [{ b: 'o\u0000k' }] })).toBe(true);
    expect(containsNul({ ['\u0000']: 1 })).toBe(true);
  });
});

describe('validation messages', () => {
  it('are the contract’s own words, without a field name; the field at fault comes as `field`', async () => {
    const response = await post('/worded', { code: '12' });
    expect(response.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'The code is 6 digits.',
      field: 'code',
    });
    expect((await post('/worded', {})).json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'Code is required.',
      field: 'code',
    });
  });

  it('name the field only for zod’s generic wording, which no form of the app can cause', async () => {
    const response = await post('/plain', { name: 'Ali', count: 'many' });
    expect(response.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'count: Invalid input: expected number, received string',
      field: 'count',
    });
  });

  it('send no field when the whole request is at fault', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/plain',
      payload: '[1]',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).not.toHaveProperty('field');
  });
});

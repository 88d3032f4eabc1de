import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorsPlugin } from './errors';
import { validationPlugin } from './validation';

const member = z.object({
  id: z.uuid(),
  name: z.string(),
  image: z.string().nullable(),
  balance: z.number(),
  status: z.enum(['ACTIVE', 'SUSPENDED']),
  wallet: z.object({ cents: z.number().int() }),
  tags: z.array(z.string()),
  note: z.string().optional(),
});
/** A contract JSON Schema cannot say: zod writes it. */
const dated = z.object({ at: z.date() });

const good = {
  id: '0b5a8a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Ayesha "A" Khan \u2028 اردو',
  image: null,
  balance: 12.5,
  status: 'ACTIVE',
  wallet: { cents: 1250 },
  tags: ['new'],
};

async function appAnswering(checkResponses: boolean, answers: Record<string, unknown>) {
  const app = Fastify({ logger: false });
  await app.register(validationPlugin, { checkResponses });
  await app.register(errorsPlugin);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const [name, answer] of Object.entries(answers)) {
    const schema = name === 'dated' ? dated : member;
    typed.get(`/${name}`, { schema: { response: { 200: schema } } }, () => answer as never);
  }
  await app.ready();
  return app;
}

const answers = {
  good,
  extra: { ...good, passwordHash: 'secret', wallet: { cents: 1, userId: 'x' } },
  missing: { ...good, name: undefined },
  nullName: { ...good, name: null },
  numberAsText: { ...good, balance: '12.5' },
  unknownStatus: { ...good, status: 'DELETED' },
  dated: { at: new Date('2026-12-03T10:00:00Z'), extra: 1 },
};

describe.each([
  ['checked against zod', true],
  ['compiled only (production)', false],
] as const)('answers written by the compiled serializer, %s', (_label, checkResponses) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appAnswering(checkResponses, answers);
  });
  afterAll(() => app.close());

  it('writes what zod writes for a valid answer, text escaped alike', async () => {
    const response = await app.inject({ method: 'GET', url: '/good' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(JSON.stringify(z.encode(member, good as z.output<typeof member>)));
  });

  it('leaves out every field the contract does not name, nested ones too', async () => {
    const response = await app.inject({ method: 'GET', url: '/extra' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual({ ...good, wallet: { cents: 1 } });
  });

  it('answers 500, not a partial answer, when a required field is missing', async () => {
    const response = await app.inject({ method: 'GET', url: '/missing' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side.',
    });
  });

  it('runs zod for a contract JSON Schema cannot say', async () => {
    const response = await app.inject({ method: 'GET', url: '/dated' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ at: '2026-12-03T10:00:00.000Z' });
  });
});

describe('a wrong type in an answer', () => {
  it('is refused with a 500 when checked, which is what every test suite runs', async () => {
    const app = await appAnswering(true, answers);
    for (const url of ['/nullName', '/numberAsText', '/unknownStatus']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(500);
    }
    await app.close();
  });

  it('is coerced by the compiled serializer alone, as decision 0188 accepts for production', async () => {
    const app = await appAnswering(false, answers);
    const response = await app.inject({ method: 'GET', url: '/numberAsText' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ balance: unknown }>().balance).toBe(12.5);
    await app.close();
  });
});

import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, listenOnLoopback, memberAndOwnerTokens, type TestContext } from '../../test/app';
import { bearer } from '../../test/factories';
import { defaultRequestBounds } from '../lib/limits';

let ctx: TestContext;
let port: number;
let memberToken: string;
let adminToken: string;

beforeAll(async () => {
  ctx = await createTestContext({
    env: {
      BODY_TIMEOUT_MS: '600',
      HEADERS_TIMEOUT_MS: '1000',
      // The worst inputs are sent many times over; the limits are tested elsewhere.
      RATE_LIMIT_SCALE: '1000',
    },
  });
  ({ port } = await listenOnLoopback(ctx));
  ({ memberToken, adminToken } = await memberAndOwnerTokens(ctx));
});
afterAll(async () => {
  await ctx.close();
});

const nestedJson = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('JSON bodies', () => {
  it('refuses nesting past the bound before parsing, and parses what stays within it', async () => {
    const deep = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: nestedJson(30_000),
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toEqual({
      error: 'VALIDATION_ERROR',
      message: 'The request body is nested too deeply (at most 32 levels).',
    });
    // Brackets inside strings are text, not nesting.
    const withinBound = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: {
        email: 'nobody@example.com',
        password: '['.repeat(100),
        extra: JSON.parse(nestedJson(defaultRequestBounds.maxJsonDepth - 1)) as unknown,
      },
    });
    expect(withinBound.statusCode).toBe(401);
  });

  it('refuses an object of too many keys and a body of too many values before parsing', async () => {
    const { maxJsonObjectKeys, maxJsonItems } = defaultRequestBounds;
    const keys = (count: number) =>
      Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${String(index)}`, 0]));
    const login = (extra: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'nobody@example.com', password: 'wrong password', extra },
      });
    const manyKeys = await login(keys(maxJsonObjectKeys + 1));
    expect(manyKeys.statusCode).toBe(400);
    expect(manyKeys.json<{ message: string }>().message).toBe(
      `An object in the request body has too many keys (at most ${String(maxJsonObjectKeys)}).`,
    );
    expect((await login(keys(maxJsonObjectKeys - 3))).statusCode).toBe(401);
    const manyValues = await login(Array.from({ length: maxJsonItems }, () => 0));
    expect(manyValues.statusCode).toBe(400);
    expect(manyValues.json<{ message: string }>().message).toBe(
      `The request body holds too many values (at most ${String(maxJsonItems)}).`,
    );
    expect((await login(Array.from({ length: maxJsonItems - 10 }, () => 0))).statusCode).toBe(401);
  });

  it('refuses a body over the route limit with 413, small by default and larger where a route needs it', async () => {
    const large = `{"email":"a@example.com","password":"${'x'.repeat(70 * 1024)}"}`;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: large,
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json<{ error: string }>().error).toBe('VALIDATION_ERROR');
    // An announcement of 100,000 characters written as JSON escapes is six times that.
    const broadcast = await ctx.app.inject({
      method: 'POST',
      url: '/api/email/send-email-to-all',
      headers: { ...bearer(adminToken), 'content-type': 'application/json' },
      payload: JSON.stringify({ subject: 'Hi', body: '\u0001'.repeat(100_001) }).replaceAll(
        '\\u0001',
        '\\u00e9',
      ),
    });
    expect(broadcast.statusCode).toBe(400);
    expect(broadcast.json<{ message: string }>().message).toBe('The body is at most 100,000 characters.');
  });
});

describe('query strings', () => {
  it('refuses more parameters or characters than any call needs', async () => {
    const many = Array.from({ length: defaultRequestBounds.maxQueryParameters + 1 }, () => 'page=1').join(
      '&',
    );
    const long = `search=${'x'.repeat(defaultRequestBounds.maxQueryLength)}`;
    for (const query of [many, long]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/deposits/history?${query}`,
        headers: bearer(memberToken),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^The address has too many parameters/);
    }
    const fine = await ctx.app.inject({
      method: 'GET',
      url: '/api/deposits/history?page=1',
      headers: bearer(memberToken),
    });
    expect(fine.statusCode).toBe(200);
  });
});

/** Opens a raw connection, writes `head`, then one byte every `everyMs`; answers what came back and when. */
function trickle(head: string, everyMs: number, limitMs = 8_000) {
  return new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = performance.now();
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(' ');
      }, everyMs);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: performance.now() - started });
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error(`still open after ${String(limitMs)} ms; answer so far: ${answer}`));
    }, limitMs);
  });
}

describe('slow requests', () => {
  it('cuts off a body that arrives a byte at a time with 408 and closes the connection', async () => {
    const { answer, closedAfterMs } = await trickle(
      'POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      100,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"error":"VALIDATION_ERROR"');
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('cuts off a body that stops arriving', async () => {
    const { answer, closedAfterMs } = await trickle(
      'POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      60_000,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(3_000);
  });

  it('cuts off headers that never end', async () => {
    const { answer, closedAfterMs } = await trickle('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ', 100);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"message":"The request took too long to arrive. Please try again."');
    expect(closedAfterMs).toBeLessThan(4_000);
  });

  it('lets a body that keeps a fair pace arrive, and answers it', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' });
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('connect', () => {
        socket.write(
          `POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${String(body.length)}\r\nConnection: close\r\n\r\n`,
        );
        let sent = 0;
        const timer = setInterval(() => {
          socket.write(body.slice(sent, sent + 10));
          sent += 10;
          if (sent >= body.length) clearInterval(timer);
        }, 50);
      });
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  });
});

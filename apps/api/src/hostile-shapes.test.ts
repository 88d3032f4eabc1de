import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRequestBounds } from './lib/limits';
import { createSession } from './modules/sessions/sessions.service';
import { createTestContext, listenOnLoopback, type TestContext } from '../test/app';
import { testDatabaseKind } from '../test/database';
import { seedAdmin, seedMember } from '../test/factories';
import {
  hasErrorShape,
  hostileBodies,
  hostileQueries,
  routeCollector,
  type FuzzRoute,
} from '../test/malformed';
import { expectLedgerReconciles } from '../test/money';

/**
 * The contract fuzz's hostile shapes, against every operation the app registers: bodies as deep, as
 * many-itemed and as long as each route's body limit allows (and one byte over), query strings at and past
 * the parser's bounds, and bodies that arrive a byte at a time or not at all over a real socket. Each is
 * answered, never with a 5xx, always in the one error shape, in bounded time; a slow body is cut off with
 * 408 and its connection closed. The health timing under these inputs is request-bounds.timing.test.ts.
 */

/** Short, so the slow bodies are cut off within the test; the product's default is 10 s. */
const BODY_TIMEOUT_MS = 400;
/** A hostile body is refused (or, where a route ignores its body, served) well within this. */
const MAX_ANSWER_MS = 1_500;

const { routes, onRoute } = routeCollector();
let ctx: TestContext;
let memberId: string;
let adminId: string;

beforeAll(async () => {
  ctx = await createTestContext({ onRoute, env: { BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS) } });
  memberId = (await seedMember(ctx.app.db, { status: 'ACTIVE' })).id;
  adminId = (await seedAdmin(ctx.app.db, { role: 'OWNER' })).id;
});
afterAll(async () => {
  await ctx.close();
});

/** Fresh sessions (a route may end one: sign-out takes any body). */
async function tokens() {
  return {
    member: await createSession(ctx.app.db, ctx.app.clock, { kind: 'USER', userId: memberId }, {}),
    admin: await createSession(ctx.app.db, ctx.app.clock, { kind: 'ADMIN', adminId }, {}),
  };
}

let addressCounter = 0;
/** Each request from its own address, so address limits never answer before the parsers are reached. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.${String((addressCounter >> 16) & 255)}.${String((addressCounter >> 8) & 255)}.${String(addressCounter & 255)}`;
}

/** The route's address with its path parameters filled in (a well-formed id that names nothing). */
const concrete = (route: FuzzRoute) =>
  route.url.replace(/:(\w+)/g, () => '00000000-0000-4000-8000-000000000000');
const takesBody = (route: FuzzRoute) => ['POST', 'PUT', 'PATCH'].includes(route.method);

/** Sends a request as the member, and again as the admin where the member is not let in. */
function sendAs(
  who: { member: string; admin: string },
  route: FuzzRoute,
  request: { url: string; payload?: string; contentType?: string },
) {
  const send = (token: string) =>
    ctx.app.inject({
      method: route.method as 'GET',
      url: request.url,
      remoteAddress: nextAddress(),
      headers: {
        authorization: `Bearer ${token}`,
        ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
      },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
  return send(who.member).then(async (answer) => ({
    answer: answer.statusCode === 401 || answer.statusCode === 403 ? await send(who.admin) : answer,
    asAdmin: answer.statusCode === 401 || answer.statusCode === 403,
  }));
}

interface Finding {
  request: string;
  status: number;
  ms: number;
  body: string;
}

// The parsers do not touch the database: run once, on PostgreSQL where there is one.
describe.skipIf(testDatabaseKind() === 'pglite' && process.env.DATABASE_URL !== undefined)(
  'hostile shapes against every operation',
  () => {
    it('bodies at each route’s limit and queries past the parser’s bounds are answered in bounded time', async () => {
      const defaultLimit = ctx.app.initialConfig.bodyLimit ?? 0;
      const findings: Finding[] = [];
      for (const route of routes) {
        const who = await tokens();
        const attempts: { label: string; url: string; payload?: string; contentType?: string }[] = [];
        for (const { label, query } of hostileQueries(defaultRequestBounds)) {
          attempts.push({ label: `query ${label}`, url: `${concrete(route)}?${query}` });
        }
        if (takesBody(route)) {
          for (const body of hostileBodies(route.bodyLimit ?? defaultLimit)) {
            attempts.push({ ...body, label: `body ${body.label}`, url: concrete(route) });
          }
        }
        for (const attempt of attempts) {
          const timed = async () => {
            const started = performance.now();
            const { answer } = await sendAs(who, route, attempt);
            return { answer, ms: performance.now() - started };
          };
          let { answer, ms } = await timed();
          // A slow answer is tried again: a cost in the input repeats, a pause of the shared machine does not.
          if (ms > MAX_ANSWER_MS) ({ answer, ms } = await timed());
          findings.push({
            request: `${route.method} ${route.url} [${attempt.label}]`,
            status: answer.statusCode,
            ms,
            body: answer.body.slice(0, 200),
          });
        }
      }

      const slowest = findings.reduce((worst, finding) => (finding.ms > worst.ms ? finding : worst));
      console.log(
        `hostile shapes: ${String(findings.length)} requests on ${String(routes.length)} routes; slowest ${slowest.ms.toFixed(0)} ms (${slowest.request})`,
      );
      expect(routes.length).toBeGreaterThan(40);
      expect(findings.filter((finding) => finding.status >= 500)).toEqual([]);
      expect(findings.filter((finding) => finding.status >= 400 && !hasErrorShape(finding.body))).toEqual([]);
      expect(findings.filter((finding) => finding.ms > MAX_ANSWER_MS)).toEqual([]);
      // Past the bounds is refused whatever the route: over the body limit, nesting too deep, too many keys.
      for (const label of [
        'one byte over the body limit',
        'arrays nested to the body limit',
        'objects nested to the body limit',
        'as many keys as fit',
        'as many items as fit',
      ]) {
        const answers = findings.filter((finding) => finding.request.endsWith(`[body ${label}]`));
        expect(answers.length).toBeGreaterThan(20);
        expect(answers.filter((finding) => finding.status < 400)).toEqual([]);
      }
      for (const label of [
        'one parameter too many',
        'thousands of parameters',
        'one value over the length limit',
      ]) {
        const answers = findings.filter((finding) => finding.request.endsWith(`[query ${label}]`));
        expect(answers.length).toBe(routes.length);
        expect(answers.filter((finding) => finding.status !== 400)).toEqual([]);
      }
      await expectLedgerReconciles(ctx.app.db);
    }, 300_000);

    it('a body that stalls or arrives a byte at a time is cut off with 408 and its connection closed, on every operation', async () => {
      const { port } = await listenOnLoopback(ctx);
      const bodyRoutes = routes.filter(takesBody);
      expect(bodyRoutes.length).toBeGreaterThan(20);
      // Whether each operation lets the member in, and whether it takes JSON or (as uploads do) multipart;
      // each probed with sessions of its own, since an operation may end the session it is sent with.
      const forAdmin = new Set<FuzzRoute>();
      const multipart = new Set<FuzzRoute>();
      for (const route of bodyRoutes) {
        const { answer, asAdmin } = await sendAs(await tokens(), route, {
          url: concrete(route),
          payload: '{}',
          contentType: 'application/json',
        });
        if (asAdmin) forAdmin.add(route);
        if (answer.statusCode === 415) multipart.add(route);
      }
      const who = await tokens();

      /** Sends the headers of a 1,000-byte body, then `trickle` bytes one every 100 ms; resolves when the server closes. */
      const slowRequest = (route: FuzzRoute, trickle: number) =>
        new Promise<{ route: string; answer: string; closedAfterMs: number }>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1');
          const started = performance.now();
          const isMultipart = multipart.has(route);
          let answer = '';
          let sent = 0;
          let timer: NodeJS.Timeout | undefined;
          const giveUp = setTimeout(() => {
            socket.destroy();
            reject(new Error(`${route.method} ${route.url}: still open after 10 s`));
          }, 10_000);
          socket.setEncoding('utf8');
          socket.on('data', (chunk: string) => (answer += chunk));
          socket.on('error', () => undefined);
          socket.on('close', () => {
            clearInterval(timer);
            clearTimeout(giveUp);
            resolve({
              route: `${route.method} ${route.url}`,
              answer,
              closedAfterMs: performance.now() - started,
            });
          });
          socket.on('connect', () => {
            socket.write(
              `${route.method} ${concrete(route)} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
                `Authorization: Bearer ${forAdmin.has(route) ? who.admin : who.member}\r\n` +
                `Content-Type: ${isMultipart ? 'multipart/form-data; boundary=x' : 'application/json'}\r\n` +
                'Content-Length: 1000\r\n\r\n',
            );
            timer = setInterval(() => {
              if (sent >= trickle || socket.destroyed) return;
              sent += 1;
              socket.write(sent === 1 ? (isMultipart ? '-' : '{') : ' ');
            }, 100);
          });
        });

      const results = await Promise.all(
        bodyRoutes.flatMap((route) => [slowRequest(route, 0), slowRequest(route, Number.POSITIVE_INFINITY)]),
      );
      const status = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      const bodyOf = (answer: string) => answer.slice(answer.indexOf('\r\n\r\n') + 4);
      const slowest = Math.max(...results.map((result) => result.closedAfterMs));
      console.log(
        `slow bodies: ${String(results.length)} connections on ${String(bodyRoutes.length)} operations, all closed within ${slowest.toFixed(0)} ms`,
      );
      // Every connection was answered and closed long before a byte-at-a-time client could hold it.
      expect(results.filter((result) => result.closedAfterMs > BODY_TIMEOUT_MS + 3_000)).toEqual([]);
      expect(results.filter((result) => !hasErrorShape(bodyOf(result.answer)))).toEqual([]);
      // A body that never completes gets the 408, on every operation.
      expect(
        results
          .filter((result) => status(result.answer) !== 408)
          .map((result) => `${result.route}: ${result.answer.slice(0, 300)}`),
      ).toEqual([]);
    }, 60_000);
  },
);

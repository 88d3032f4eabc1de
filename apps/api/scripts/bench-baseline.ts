/**
 * The benchmark's floor for GET /users/me (`npm run bench`, "baseline"): a bare node:http server that runs
 * the API's own users/me statement (the session, the member, the balance and the ad streak in one
 * named statement through pg) and answers its row as JSON. No framework, hooks, validation, query
 * builder at run time, metrics or security headers: what one authenticated read costs on this machine
 * before the app does anything of its own.
 *
 * The money calls' floor on the same server: the transfer, the ad start and the ad credit answered by the
 * app's own services (their statements, idempotency, session check in the statement) called straight from
 * node:http, with no framework, validation, rate limits or metrics around them. Their ratio to each other
 * is what the statements cost PostgreSQL; the API's ratio to them is what the framework adds to a money
 * call. With FLOOR_FRAMEWORK=fastify it serves the same read through a bare Fastify app instead, to show
 * what the framework alone adds. Not a product server; started by bench.ts only.
 *   DATABASE_URL=… PORT=… HOST=127.0.0.1 node --import tsx apps/api/scripts/bench-baseline.ts
 */
import http from 'node:http';
import { createHash } from 'node:crypto';
import { Placeholder } from 'drizzle-orm';
import Fastify from 'fastify';
import { openDatabase } from '../src/db/client';
import { businessDay } from '../src/lib/business-day';
import { AppError } from '../src/lib/errors';
import { systemClock } from '../src/lib/clock';
import { sha256 } from '../src/lib/tokens';
import { answerOnce } from '../src/modules/ledger/idempotency';
import { createRewardViews } from '../src/modules/rewards/rewards-views';
import { memberSessionLookup } from '../src/modules/sessions/sessions.repository';
import type { StatementSession } from '../src/modules/sessions/statement-session';
import { createTransfersService } from '../src/modules/transfers/transfers.service';
import { currentMemberBySession } from '../src/modules/users/users.service';

const url = process.env.DATABASE_URL;
if (url === undefined) throw new Error('DATABASE_URL is required');
// The app's own pool settings; its query builder only writes the statement's text, pg runs it.
const handle = await openDatabase({ kind: 'postgres', url });
if (handle.kind !== 'postgres') throw new Error('the baseline needs PostgreSQL');
const { pool } = handle;
const statement = currentMemberBySession.toSQL(handle.db);
const order = statement.params.map((param) => {
  if (!(param instanceof Placeholder)) throw new Error('the users/me statement has a fixed parameter');
  return param.name as 'tokenHash' | 'now' | 'today';
});

const views = createRewardViews({ db: handle.db, clock: systemClock });
const transfers = createTransfersService({ db: handle.db, clock: systemClock });
// As the API's auth plugin does for a money route: a session met once is remembered, and its statement
// checks that it is still live.
const knownSessions = new Map<string, { sessionId: string; userId: string }>();

async function statementSession(token: string): Promise<StatementSession | undefined> {
  const tokenHash = sha256(token);
  const now = systemClock.now().toISOString();
  let known = knownSessions.get(tokenHash);
  if (known === undefined) {
    const [row] = await memberSessionLookup(handle.db, { tokenHash, now });
    if (row?.kind !== 'USER' || row.userId === null) return undefined;
    known = { sessionId: row.id, userId: row.userId };
    knownSessions.set(tokenHash, known);
  }
  return { tokenHash, now, ...known };
}

function requestBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // The bench's bodies are a few hundred bytes; nothing else is read.
      if (size > 16_384) request.destroy(new Error('request body over 16 KB'));
      else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The money call of a POST, by path: what the app's route hands its service, without the framework. */
async function moneyCall(
  request: http.IncomingMessage,
  session: StatementSession,
): Promise<[number, unknown]> {
  const path = request.url ?? '';
  const text = await requestBody(request);
  const view = /^\/api\/ads\/views\/([^/]+)\/complete$/.exec(path)?.[1];
  if (view !== undefined) return [200, await views.complete('AD', session, view)];
  const ad = /^\/api\/ads\/([^/]+)\/start$/.exec(path)?.[1];
  if (ad !== undefined) return [201, await views.start('AD', session, ad)];
  if (path !== '/api/transfer') return [404, {}];
  const body = JSON.parse(text) as Parameters<typeof transfers.create>[1];
  const key = request.headers['idempotency-key'];
  const once =
    typeof key === 'string'
      ? {
          key,
          hash: createHash('sha256')
            .update(`POST ${path}\n${JSON.stringify(body)}`)
            .digest('hex'),
        }
      : undefined;
  const client = { ip: request.socket.remoteAddress ?? '', deviceHash: undefined };
  return [
    201,
    await answerOnce(handle.db, session.userId, once, () => transfers.create(session, body, once, client)),
  ];
}

/** GET /users/me's statement, by the session's token: the status and the row as JSON, as the driver gives it. */
async function usersMe(token: string): Promise<[number, string]> {
  const now = new Date();
  const values = { tokenHash: sha256(token), now: now.toISOString(), today: businessDay(now) };
  const result = await pool.query({
    name: 'baseline_users_me',
    text: statement.sql,
    values: order.map((name) => values[name]),
    rowMode: 'array',
  });
  return [result.rows.length === 1 ? 200 : 401, JSON.stringify(result.rows[0] ?? null)];
}

function answer(response: http.ServerResponse, status: number, value: unknown) {
  const body = JSON.stringify(value);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}

const server = http.createServer((request, response) => {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (request.method === 'POST' && token !== undefined) {
    statementSession(token)
      .then((session) =>
        session === undefined ? ([401, {}] as [number, unknown]) : moneyCall(request, session),
      )
      .then(
        ([status, value]) => answer(response, status, value),
        (error: unknown) => {
          // A refusal answers its status, as the API's would; anything else is the floor's failure.
          if (error instanceof AppError) return answer(response, error.statusCode, { error: error.message });
          console.error('floor money call failed:', error);
          answer(response, 500, {});
        },
      );
    return;
  }
  if (request.url !== '/api/users/me' || token === undefined) {
    response.writeHead(request.url === '/api/health' ? 200 : 404, { 'content-type': 'application/json' });
    response.end('{}');
    return;
  }
  usersMe(token).then(
    ([status, body]) => {
      response.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      response.end(body);
    },
    (error: unknown) => {
      console.error('baseline query failed:', error);
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{}');
    },
  );
});

/**
 * The same read through a bare Fastify app: one route, no plugins, hooks, schemas, logger or headers of
 * the app's. What the framework alone adds to the floor on this machine (FLOOR_FRAMEWORK=fastify).
 */
async function fastifyFloor() {
  const app = Fastify({ logger: false });
  app.get('/api/health', async () => ({}));
  app.get('/api/users/me', async (request, reply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (token === undefined) return reply.code(401).send({});
    const [status, body] = await usersMe(token);
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
  await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
  process.on('SIGTERM', () => {
    void app.close().then(() => handle.close());
  });
}

if (process.env.FLOOR_FRAMEWORK === 'fastify') await fastifyFloor();
else {
  server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
  process.on('SIGTERM', () => {
    server.close();
    void handle.close();
  });
}

/**
 * The benchmark's floor for GET /users/me (`npm run bench`, "baseline"): a bare node:http server that runs
 * the API's own users/me statement (the session, the member, the balance and the ad streak in one
 * named statement through pg) and answers its row as JSON. No framework, hooks, validation, query
 * builder at run time, metrics or security headers: what one authenticated read costs on this machine
 * before the app does anything of its own. Not a product server; started by bench.ts only.
 *   DATABASE_URL=… PORT=… HOST=127.0.0.1 node --import tsx apps/api/scripts/bench-baseline.ts
 */
import http from 'node:http';
import { Placeholder } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { businessDay } from '../src/lib/business-day';
import { sha256 } from '../src/lib/tokens';
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

const server = http.createServer((request, response) => {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (request.url !== '/api/users/me' || token === undefined) {
    response.writeHead(request.url === '/api/health' ? 200 : 404, { 'content-type': 'application/json' });
    response.end('{}');
    return;
  }
  const now = new Date();
  const values = {
    tokenHash: sha256(token),
    now: now.toISOString(),
    today: businessDay(now),
  };
  pool
    .query({
      name: 'baseline_users_me',
      text: statement.sql,
      values: order.map((name) => values[name]),
      rowMode: 'array',
    })
    .then(
      (result) => {
        const body = JSON.stringify(result.rows[0] ?? null);
        response.writeHead(result.rows.length === 1 ? 200 : 401, {
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
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void handle.close();
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentile, requestText, ResponseReader, runLoad } from '../scripts/http-load';

describe('the benchmark load generator', () => {
  describe('ResponseReader', () => {
    const answer = (body: string, extra = '') =>
      `HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n${extra}Content-Length: ${String(Buffer.byteLength(body))}\r\n\r\n${body}`;

    it('reads an answer split anywhere, and two answers that arrive together', () => {
      const bytes = Buffer.from(answer('{"a":1}') + answer('{"b":"é"}'));
      for (let cut = 1; cut < bytes.length; cut += 1) {
        const reader = new ResponseReader();
        const got = [...reader.push(bytes.subarray(0, cut)), ...reader.push(bytes.subarray(cut))];
        expect(got.map((item) => [item.status, item.body.toString()])).toEqual([
          [200, '{"a":1}'],
          [200, '{"b":"é"}'],
        ]);
      }
    });

    it('reads chunked answers and answers without a body', () => {
      const reader = new ResponseReader();
      const chunked =
        'HTTP/1.1 404 Not Found\r\nTransfer-Encoding: chunked\r\n\r\n4\r\n{"x"\r\n3\r\n:1}\r\n0\r\n\r\n';
      const empty = 'HTTP/1.1 204 No Content\r\nX-Request-Id: 1\r\n\r\n';
      const bytes = Buffer.from(chunked + empty + answer('[]'));
      const got = [];
      for (let at = 0; at < bytes.length; at += 5) got.push(...reader.push(bytes.subarray(at, at + 5)));
      expect(got.map((item) => [item.status, item.body.toString()])).toEqual([
        [404, '{"x":1}'],
        [204, ''],
        [200, '[]'],
      ]);
    });

    it('refuses bytes that are not an HTTP answer', () => {
      expect(() => new ResponseReader().push(Buffer.from('SSH-2.0-OpenSSH\r\n\r\n'))).toThrow(
        'not an HTTP answer',
      );
    });
  });

  it('writes a request with its headers and the length of its body in bytes', () => {
    expect(
      requestText(
        { method: 'POST', path: '/api/transfer', headers: { authorization: 'Bearer t' }, body: '{"n":"é"}' },
        'localhost:1',
      ),
    ).toBe(
      'POST /api/transfer HTTP/1.1\r\nhost: localhost:1\r\nconnection: keep-alive\r\n' +
        'authorization: Bearer t\r\ncontent-type: application/json\r\ncontent-length: 10\r\n\r\n{"n":"é"}',
    );
    expect(requestText({ method: 'GET', path: '/a' }, 'h')).toBe(
      'GET /a HTTP/1.1\r\nhost: h\r\nconnection: keep-alive\r\n\r\n',
    );
  });

  it('takes percentiles by nearest rank', () => {
    const sorted = Float64Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile(Float64Array.from([7]), 0.99)).toBe(7);
    expect(percentile(new Float64Array(0), 0.5)).toBe(0);
  });

  describe('runLoad against a server', () => {
    let server: http.Server;
    let port = 0;
    const seen: { method: string; url: string; body: string; key: string | undefined }[] = [];
    beforeAll(async () => {
      server = http.createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          seen.push({
            method: request.method ?? '',
            url: request.url ?? '',
            body,
            key: request.headers['x-key'] as string | undefined,
          });
          if (request.url === '/drop') {
            request.socket.destroy();
            return;
          }
          const status = request.url === '/missing' ? 404 : 200;
          response.writeHead(status, { 'content-type': 'application/json' });
          // Some answers chunked (no length), as a streamed answer would be.
          if (request.url === '/chunked') response.write('{"part":');
          response.end(request.url === '/chunked' ? '1}' : JSON.stringify({ echo: body }));
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it('sends exactly the amount asked, builds each request anew and reads every answer', async () => {
      seen.length = 0;
      let built = 0;
      const bodies: string[] = [];
      const result = await runLoad({
        port,
        connections: 4,
        amount: 50,
        next: (context) => {
          built += 1;
          context.count = ((context.count as number | undefined) ?? 0) + 1;
          return {
            method: 'POST',
            path: built % 5 === 0 ? '/missing' : '/echo',
            headers: { 'x-key': String(built) },
            body: JSON.stringify({ n: built }),
          };
        },
        onResponse: (status, body) => {
          if (status === 200) bodies.push(body);
        },
      });
      expect(built).toBe(50);
      expect(result.requests).toBe(50);
      expect(result.non2xx).toBe(10);
      expect(result.errors).toBe(0);
      expect(result.latenciesMs).toHaveLength(50);
      expect(result.p99).toBeGreaterThanOrEqual(result.p50);
      expect(new Set(seen.map((item) => item.key)).size).toBe(50);
      expect(seen.every((item) => item.method === 'POST')).toBe(true);
      expect(bodies).toHaveLength(40);
      expect(bodies[0]).toMatch(/^\{"echo":"\{\\"n\\":\d+\}"\}$/);
    });

    it('runs for a duration, with chunked answers, and counts connections closed under a request', async () => {
      seen.length = 0;
      let calls = 0;
      const result = await runLoad({
        port,
        connections: 2,
        durationMs: 300,
        next: () => {
          calls += 1;
          return { method: 'GET', path: calls % 10 === 0 ? '/drop' : '/chunked' };
        },
      });
      expect(result.requests).toBeGreaterThan(5);
      expect(result.errors).toBeGreaterThan(0);
      expect(result.requests + result.errors).toBe(calls);
      expect(result.durationMs).toBeGreaterThanOrEqual(250);
      expect(result.rps).toBeCloseTo((result.requests * 1000) / result.durationMs, 6);
    });
  });
});

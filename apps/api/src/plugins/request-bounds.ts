import type { Socket } from 'node:net';
import { parse as parseQuerystring } from 'fast-querystring';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorCodes } from '@earnflow/contracts';
import { jsonShapeRefusal } from '../lib/json-shape';
import { ValidationError } from '../lib/errors';
import type { RequestBounds } from '../lib/limits';

const queryTooLarge = Symbol('query too large');

/** Fastify's query string parser, refusing (through the hook below) what no call of the app needs. */
export function boundedQuerystringParser(
  bounds: Pick<RequestBounds, 'maxQueryLength' | 'maxQueryParameters'>,
) {
  return (text: string): Record<string | symbol, unknown> => {
    if (text.length > bounds.maxQueryLength) return { [queryTooLarge]: true };
    let parameters = 1;
    for (let index = text.indexOf('&'); index !== -1; index = text.indexOf('&', index + 1)) {
      parameters += 1;
      if (parameters > bounds.maxQueryParameters) return { [queryTooLarge]: true };
    }
    return parseQuerystring(text) as Record<string, unknown>;
  };
}

/** The one error shape, written straight to a socket whose request Fastify has not answered. */
export function rawErrorResponse(status: number, reason: string, code: string, message: string): string {
  const body = JSON.stringify({ error: code, message });
  return (
    `HTTP/1.1 ${String(status)} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${String(Buffer.byteLength(body))}\r\nConnection: close\r\n\r\n${body}`
  );
}

const slowBodyResponse = rawErrorResponse(
  408,
  'Request Timeout',
  errorCodes.validation,
  'The request took too long to arrive. Please try again.',
);

/**
 * Fastify's `clientErrorHandler`: what Node refused before any route ran (a request or its headers too slow,
 * headers too large, a malformed request line), answered in the one error shape, then the socket closed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? slowBodyResponse
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? rawErrorResponse(
            431,
            'Request Header Fields Too Large',
            errorCodes.validation,
            'The request headers are too large.',
          )
        : rawErrorResponse(400, 'Bad Request', errorCodes.validation, 'The request is not valid HTTP.');
  if (socket.writable) socket.write(answer);
  socket.destroy();
}

/** Answers 408 on the socket and closes it once the answer is written. */
function cutOff(socket: Socket): void {
  if (socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(slowBodyResponse, () => socket.destroy());
  // A client that never reads its answer does not keep the socket either.
  setTimeout(() => socket.destroy(), 2_000).unref();
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/**
 * Watches a body while it arrives: it must show progress within `bodyTimeoutMs`, and keep coming at
 * `bodyMinBytesPerSecond` or more on average, else the request is answered 408 and its socket closed. A
 * request whose body trickles in a byte at a time cannot hold a connection for minutes.
 */
function watchBody(request: FastifyRequest, bounds: RequestBounds): () => void {
  const { socket } = request.raw;
  const startBytes = socket.bytesRead;
  const startedAt = performance.now();
  const timer = setInterval(
    () => {
      if (request.raw.complete || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      const received = socket.bytesRead - startBytes;
      const allowedMs = bounds.bodyTimeoutMs + (received / bounds.bodyMinBytesPerSecond) * 1000;
      if (performance.now() - startedAt > allowedMs) {
        clearInterval(timer);
        if (request.bodyAnswered === true) {
          request.log.info({ received }, 'request body too slow after its answer: connection closed');
          socket.destroy();
          return;
        }
        request.log.info({ received }, 'request body too slow: cut off with 408');
        cutOff(socket);
      }
    },
    Math.max(25, Math.min(1000, bounds.bodyTimeoutMs / 4)),
  );
  timer.unref();
  return () => clearInterval(timer);
}

declare module 'fastify' {
  interface FastifyRequest {
    stopBodyWatch?: () => void;
    /** The request was answered before its body had arrived (the watch then only closes the socket). */
    bodyAnswered?: boolean;
  }
}

export const requestBoundsPlugin = fp(async (app: FastifyInstance, bounds: RequestBounds) => {
  // JSON nested too deeply, or with too many keys or values, is refused before JSON.parse, and parsed the
  // default way otherwise (with its prototype-poisoning checks).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const refusal = jsonShapeRefusal(text, bounds);
    if (refusal !== undefined) {
      done(new ValidationError(refusal), undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  // Hooks with a callback, not async: every request runs them, and a promise each is measurable
  // (decision 0187).
  app.addHook('onRequest', (request, _reply, done) => {
    if (hasBody(request) && !request.raw.complete) request.stopBodyWatch = watchBody(request, bounds);
    if (queryTooLarge in (request.query as object)) {
      done(
        new ValidationError(
          `The address has too many parameters (at most ${String(bounds.maxQueryParameters)} and ${String(bounds.maxQueryLength)} characters).`,
        ),
      );
      return;
    }
    done();
  });
  // An answer given before the body has arrived (a refused sign-in, a missing right, a file refused by its
  // first bytes) leaves Node reading and discarding the rest of the body: the watch stays on until it has
  // arrived, and closes the socket if it trickles (the client has its answer; a fast body is drained and
  // the connection stays usable).
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.raw.complete || request.raw.socket.destroyed) request.stopBodyWatch?.();
    else request.bodyAnswered = true;
    done();
  });
  app.addHook('onRequestAbort', async (request) => {
    request.stopBodyWatch?.();
  });
});

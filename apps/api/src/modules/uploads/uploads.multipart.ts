import { Transform, type Readable, type TransformCallback } from 'node:stream';
import Busboy, { type BusboyInstance } from '@fastify/busboy';
import type { FastifyRequest } from 'fastify';
import { ValidationError } from '../../lib/errors';

/** What one upload form may hold: one file and a few small fields (decision 0135). */
export const multipartLimits = { files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 50 };

export const invalidFormError = () => new ValidationError('The upload is not a valid multipart form.');
export const tooManyPartsError = () =>
  new ValidationError('Send one file in the form field "file" and nothing else.');

/** The boundary a multipart Content-Type names, if any. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

/**
 * Lets a multipart body through until it shows more boundary lines than `maxDelimiters`, then fails.
 * The parser behind it reads every part's headers even after its own part limit, all the parts of a
 * chunk at once; this stops a form of thousands of tiny parts before they reach it, at the cost of a
 * byte search per chunk.
 */
export class MultipartDelimiterLimit extends Transform {
  private readonly needle: Buffer;
  private carry: Buffer = Buffer.alloc(0);
  private seen = 0;

  constructor(
    boundary: string,
    private readonly maxDelimiters: number,
  ) {
    super();
    this.needle = Buffer.from(`--${boundary}`, 'latin1');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    const window = this.carry.length === 0 ? chunk : Buffer.concat([this.carry, chunk]);
    // A delimiter may straddle two chunks: the tail carried over is shorter than one, so none is counted twice.
    for (let at = window.indexOf(this.needle); at !== -1; at = window.indexOf(this.needle, at + 1)) {
      this.seen += 1;
      if (this.seen > this.maxDelimiters) {
        done(tooManyPartsError());
        return;
      }
    }
    this.carry = window.subarray(Math.max(0, window.length - (this.needle.length - 1)));
    done(null, chunk);
  }
}

/**
 * The first file of a multipart request and its field name, or undefined when the form ends without one.
 * Reads the request through `MultipartDelimiterLimit` into busboy with `multipartLimits`; the file stream
 * ends early (and `truncated` is set) past `fileSize` bytes.
 */
export function readFirstFile(
  request: FastifyRequest,
  fileSize: number,
): Promise<{ fieldname: string; file: Readable } | undefined> {
  return new Promise((resolve, reject) => {
    const boundary = boundaryOf(request.headers['content-type']);
    if (boundary === undefined) {
      reject(invalidFormError());
      return;
    }
    let parser: BusboyInstance;
    try {
      parser = new Busboy({
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        limits: { ...multipartLimits, fileSize },
      });
    } catch {
      reject(invalidFormError());
      return;
    }
    const guard = new MultipartDelimiterLimit(boundary, multipartLimits.parts + 1);
    let settled = false;
    let taken: Readable | undefined;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    // A failure after the file was handed over fails the file's stream, which its reader then sees.
    const fail = (error: Error) => {
      settle(() => reject(error));
      if (taken !== undefined && !taken.readableEnded) taken.destroy(error);
    };
    parser.on('file', (fieldname: string, file: Readable) => {
      if (settled) {
        file.resume();
        return;
      }
      taken = file;
      // Its reader sees a failure through its own iteration; one that has stopped reading does not crash.
      file.on('error', () => undefined);
      settle(() => resolve({ fieldname, file }));
    });
    parser.on('field', () => undefined);
    for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const) {
      parser.on(limit, () => fail(tooManyPartsError()));
    }
    parser.on('finish', () => settle(() => resolve(undefined)));
    parser.on('error', () => fail(invalidFormError()));
    guard.on('error', (error) => {
      fail(error);
      // What follows the refused part is not parsed at all.
      parser.destroy();
    });
    request.raw.pipe(guard).pipe(parser);
  });
}

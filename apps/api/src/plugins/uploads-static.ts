import type { Readable } from 'node:stream';
import send from '@fastify/send';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes } from '@earnflow/contracts';
import { AppError, ForbiddenError, NotFoundError } from '../lib/errors';
import { contentTypeOfStoredName } from '../modules/uploads/upload-types';
import type { UploadLinks, UploadVisibility } from '../modules/uploads/uploads.links';

// A script inside an SVG must never run on our origin, even when the file is opened directly.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
// Chrome's PDF viewer is an <embed> in a page of inline styles: the app's object-src 'none' blocks it.
const PDF_POLICY = "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

const notFound = () => new NotFoundError('No such file.');

export interface UploadsStaticOptions {
  uploadsDir: string;
  links: UploadLinks;
  visibilityOf: (name: string) => Promise<{ visibility: UploadVisibility; recorded: boolean }>;
  /** Where private files live when not on this disk (S3). */
  readPrivate?: ((name: string) => Promise<Readable | undefined>) | undefined;
}

const badLink = () =>
  new ForbiddenError('This link has expired or is not valid. Reload the page to get a new one.');

/** Headers every stored file is answered with: its type, never sniffed, and no script in an SVG or PDF. */
function fileHeaders(reply: FastifyReply, name: string, contentType: string): void {
  reply.header('x-content-type-options', 'nosniff').header('content-type', contentType);
  if (contentType === 'image/svg+xml') {
    reply
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('content-security-policy', SVG_POLICY);
  } else if (contentType === 'application/pdf') {
    reply.header('content-security-policy', PDF_POLICY);
  }
}

/**
 * Serves uploads at /uploads/<name>: only names of the shape we generate, with the type taken from the
 * extension, never sniffed. Media are public and cached for good (names are never reused); documents
 * (receipts, task screenshots) only through a signed, expiring link, cached privately until it expires
 * (decision 0139).
 */
export const uploadsStaticPlugin: FastifyPluginAsync<UploadsStaticOptions> = async (app, options) => {
  async function serve(
    request: FastifyRequest<{ Params: { '*': string }; Querystring: Record<string, unknown> }>,
    reply: FastifyReply,
  ) {
    const name = request.params['*'];
    const contentType = contentTypeOfStoredName(name);
    if (contentType === undefined) throw notFound();
    let cacheControl = 'public, max-age=31536000, immutable';
    const { visibility, recorded } = await options.visibilityOf(name);
    if (visibility === 'private') {
      const left = await options.links.secondsLeft(name, request.query.expires, request.query.signature);
      if (left === undefined) throw recorded ? badLink() : notFound();
      cacheControl = `private, max-age=${String(Math.min(left, 3600))}`;
      if (options.readPrivate !== undefined) {
        const stream = await options.readPrivate(name);
        if (stream === undefined) throw notFound();
        fileHeaders(reply, name, contentType);
        return reply.header('cache-control', cacheControl).send(stream);
      }
    }
    const result = await send(request.raw, `/${name}`, {
      root: options.uploadsDir,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      contentType: false,
    });
    if (result.type !== 'file') {
      result.stream.destroy();
      if (result.statusCode === 404 || result.type === 'directory') throw notFound();
      if (result.statusCode === 416) {
        reply.header('content-range', result.headers['Content-Range']);
        throw new AppError(416, errorCodes.validation, 'The requested range is not available.');
      }
      throw result.metadata.error;
    }
    reply.status(result.statusCode).headers(result.headers).header('cache-control', cacheControl);
    fileHeaders(reply, name, contentType);
    if (result.statusCode === 304) reply.removeHeader('content-type');
    return reply.send(result.stream);
  }

  const hidden = { schema: { hide: true } };
  // Every path under /uploads is answered here, so a missing file is a 404, never the web app's page.
  app.get('/uploads', hidden, async () => {
    throw notFound();
  });
  app.get('/uploads/*', hidden, serve);
};

import send from '@fastify/send';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodes } from '@earnflow/contracts';
import { AppError, NotFoundError } from '../lib/errors';
import { contentTypeOfStoredName } from '../modules/uploads/upload-types';

// A script inside an SVG must never run on our origin, even when the file is opened directly.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
// Chrome's PDF viewer is an <embed> in a page of inline styles: the app's object-src 'none' blocks it.
const PDF_POLICY = "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

const notFound = () => new NotFoundError('No such file.');

/**
 * Serves locally stored uploads at /uploads/<name>: only names of the shape we generate, with the
 * type taken from the extension, never sniffed, cached for good (names are never reused).
 */
export const uploadsStaticPlugin: FastifyPluginAsync<{ uploadsDir: string }> = async (app, options) => {
  async function serve(request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) {
    const name = request.params['*'];
    const contentType = contentTypeOfStoredName(name);
    if (contentType === undefined) throw notFound();
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
    reply
      .status(result.statusCode)
      .headers(result.headers)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable');
    if (result.statusCode !== 304) reply.header('content-type', contentType);
    if (contentType === 'image/svg+xml') {
      reply
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('content-security-policy', SVG_POLICY);
    } else if (contentType === 'application/pdf') {
      reply.header('content-security-policy', PDF_POLICY);
    }
    return reply.send(result.stream);
  }

  const hidden = { schema: { hide: true } };
  // Every path under /uploads is answered here, so a missing file is a 404, never the web app's page.
  app.get('/uploads', hidden, async () => {
    throw notFound();
  });
  app.get('/uploads/*', hidden, serve);
};

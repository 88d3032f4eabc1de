import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminScope } from '../../plugins/auth';
import { adminRoleGroups, uploadResponseSchema } from '@earnflow/contracts';
import { AppError, ValidationError } from '../../lib/errors';
import { adminAuth, userAuth } from '../sessions/session-auth';
import { UnsupportedMediaTypeError } from './uploads.errors';
import { invalidFormError, readFirstFile } from './uploads.multipart';
import {
  type UploadsService,
  documentUploadPolicy,
  maxBytesOf,
  mediaUploadPolicy,
  tooLarge,
  type UploadOwner,
  type UploadPolicy,
} from './uploads.service';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 413, 415, 429);

/** The signed-in member or admin who owns what they upload. */
function ownerOf(request: FastifyRequest): UploadOwner {
  return request.auth?.kind === 'ADMIN'
    ? { kind: 'ADMIN', adminId: adminAuth(request).adminId }
    : { kind: 'USER', userId: userAuth(request).userId };
}

// Room for the multipart boundaries, part headers and a few small fields around the file.
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** Anything that goes wrong while reading the form is the client's doing: a 400 in the one shape. */
function asUploadError(error: unknown): Error {
  return error instanceof AppError ? error : invalidFormError();
}

const isMultipart = (request: FastifyRequest) =>
  /^multipart\/form-data(;|$)/i.test(request.headers['content-type'] ?? '');

export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  const tags = ['uploads'];

  // Bodies are read by the handler (multipart only); any other body is left unread and refused there.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => {
    done(null);
  });

  async function upload(request: FastifyRequest, policy: UploadPolicy) {
    if (!isMultipart(request)) {
      throw new UnsupportedMediaTypeError('Send the file as multipart/form-data in the form field "file".');
    }
    const maxBytes = maxBytesOf(policy);
    if (Number(request.headers['content-length']) > maxBytes + FORM_OVERHEAD_BYTES) throw tooLarge(maxBytes);
    let received;
    try {
      // One byte over the limit, so a file that is too large is seen whole-and-more, not cut short.
      const part = await readFirstFile(request, maxBytes + 1);
      if (part?.fieldname !== 'file') {
        part?.file.destroy();
        throw new ValidationError('No file was uploaded.');
      }
      received = await uploads.receive(part.file, policy);
    } catch (error) {
      // Read and drop the rest of the body: a half-read request would hold its connection until timeout.
      request.raw.unpipe();
      request.raw.resume();
      throw asUploadError(error);
    }
    const owner = ownerOf(request);
    const { url, name } = await uploads.store(received, policy, owner);
    request.log.info(
      {
        owner,
        name,
        contentType: received.contentType,
        size: received.bytes.length,
      },
      'file uploaded',
    );
    return { url };
  }

  const description =
    'multipart/form-data with one file in the field `file`; its type is read from its bytes.';

  app.post(
    '/upload-file',
    {
      onRequest: app.requireUser,
      config: { limits: ['upload'] },
      schema: {
        tags,
        description: `${description} PDF, PNG, JPEG or SVG, at most 5 MB.`,
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: { 201: uploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await upload(request, documentUploadPolicy)),
  );

  app.post(
    '/upload',
    {
      onRequest: app.requireUser,
      config: { limits: ['upload'] },
      schema: {
        tags,
        description: `${description} Images (PNG, JPEG, GIF, WebP) at most 5 MB, videos (MP4, WebM, MOV) at most 50 MB.`,
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: { 201: uploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await upload(request, mediaUploadPolicy)),
  );

  await adminScope(app, (adminApp) => {
    adminApp.post(
      '/admin/upload',
      {
        config: { limits: ['upload'], adminRoles: adminRoleGroups.everyone },
        schema: {
          tags: ['admin'],
          description: `${description} For admin screens (reward-ad and hot-offer media, chat as Admin): images (PNG, JPEG, GIF, WebP) at most 5 MB, videos (MP4, WebM, MOV) at most 50 MB. Recorded with the admin as owner.`,
          consumes: ['multipart/form-data'],
          security: [{ bearer: [] }],
          response: { 201: uploadResponseSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await upload(request, mediaUploadPolicy)),
    );
  });
};

import { randomBytes } from 'node:crypto';
import { documentUploadTypes, mediaUploadTypes } from '@earnflow/contracts';
import { ValidationError } from '../../lib/errors';
import { uploadTypes, type UploadContentType } from './upload-types';
import { detectUploadType, startsLikeMarkup } from './uploads.detection';
import { PayloadTooLargeError } from './uploads.errors';
import type { Storage } from './uploads.storage';

export interface UploadPolicy {
  allowed: readonly UploadContentType[];
  /** Shown to the member after 'Upload Failed' when the file is of another type. */
  wrongTypeMessage: string;
}

/** POST /upload-file: task screenshots and deposit receipts. */
export const documentUploadPolicy: UploadPolicy = {
  allowed: documentUploadTypes,
  wrongTypeMessage: 'This file type is not allowed. Upload a PDF, PNG, JPEG or SVG file.',
};

/** POST /upload: chat attachments. */
export const mediaUploadPolicy: UploadPolicy = {
  allowed: mediaUploadTypes,
  wrongTypeMessage:
    'This file type is not allowed. Upload an image (PNG, JPEG, GIF or WebP) or a video (MP4, WebM or MOV).',
};

export interface ReceivedUpload {
  bytes: Buffer;
  contentType: UploadContentType;
}

// Enough for every signature we accept, so the type (and its size limit) is known early in a large file.
const PROBE_BYTES = 64 * 1024;
const MEGABYTE = 1024 * 1024;

/** The largest file any allowed type may be. */
export function maxBytesOf(policy: UploadPolicy): number {
  return Math.max(...policy.allowed.map((type) => uploadTypes[type].maxBytes));
}

export function tooLarge(maxBytes: number) {
  return new PayloadTooLargeError(`The file is too large (max ${maxBytes / MEGABYTE} MB).`);
}

/** The size limit for a file that starts with `head`, or the wrong-type error. */
async function limitForHead(head: Uint8Array, policy: UploadPolicy): Promise<number> {
  if (policy.allowed.includes('image/svg+xml') && startsLikeMarkup(head)) {
    return uploadTypes['image/svg+xml'].maxBytes;
  }
  const type = await detectUploadType(head, policy.allowed);
  if (type === undefined) throw new ValidationError(policy.wrongTypeMessage);
  return uploadTypes[type].maxBytes;
}

export function createUploadsService({ storage }: { storage: Storage }) {
  return {
    /**
     * Reads a file with a hard size cap and decides its type from its bytes. Stops reading as soon as
     * the file is too large or its first bytes show a type the policy refuses.
     */
    async receive(stream: AsyncIterable<Buffer>, policy: UploadPolicy): Promise<ReceivedUpload> {
      const chunks: Buffer[] = [];
      let size = 0;
      let limit = maxBytesOf(policy);
      let probed = false;
      for await (const chunk of stream) {
        size += chunk.length;
        if (size > limit) throw tooLarge(limit);
        chunks.push(chunk);
        if (!probed && size >= PROBE_BYTES) {
          probed = true;
          limit = await limitForHead(Buffer.concat(chunks, size), policy);
          if (size > limit) throw tooLarge(limit);
        }
      }
      if (size === 0) throw new ValidationError('The file is empty.');
      const bytes = Buffer.concat(chunks, size);
      const contentType = await detectUploadType(bytes, policy.allowed);
      if (contentType === undefined) throw new ValidationError(policy.wrongTypeMessage);
      const { maxBytes } = uploadTypes[contentType];
      if (size > maxBytes) throw tooLarge(maxBytes);
      return { bytes, contentType };
    },

    /** Stores the file under a fresh random name (never the client's) and answers its URL. */
    async store(upload: ReceivedUpload): Promise<{ url: string; name: string }> {
      const name = `${randomBytes(16).toString('hex')}.${uploadTypes[upload.contentType].extension}`;
      const url = await storage.save(name, upload.bytes, upload.contentType);
      return { url, name };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;

import { randomBytes } from 'node:crypto';
import { documentUploadTypes, mediaUploadTypes } from '@earnflow/contracts';
import { ValidationError } from '../../lib/errors';
import { uploadTypes, type UploadContentType } from './upload-types';
import { detectUploadType, startsLikeMarkup, svgStartRefused } from './uploads.detection';
import { PayloadTooLargeError } from './uploads.errors';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { insertUpload, type UploadKind } from './uploads.repository';
import type { Storage } from './uploads.storage';

export interface UploadPolicy {
  /** Recorded with each upload: which kind of call took it. */
  kind: UploadKind;
  allowed: readonly UploadContentType[];
  /** Shown to the member after 'Upload Failed' when the file is of another type. */
  wrongTypeMessage: string;
}

/** POST /upload-file: task screenshots and deposit receipts. */
export const documentUploadPolicy: UploadPolicy = {
  kind: 'DOCUMENT',
  allowed: documentUploadTypes,
  wrongTypeMessage: 'This file type is not allowed. Upload a PDF, PNG, JPEG or SVG file.',
};

/** POST /upload (chat attachments) and POST /admin/upload (ad and offer images and videos). */
export const mediaUploadPolicy: UploadPolicy = {
  kind: 'MEDIA',
  allowed: mediaUploadTypes,
  wrongTypeMessage:
    'This file type is not allowed. Upload an image (PNG, JPEG, GIF or WebP) or a video (MP4, WebM or MOV).',
};

/**
 * A profile picture (PATCH /users/me): one of the media images a member uploaded through either upload
 * call, never a video or a document.
 */
export const profilePicturePolicy: UploadPolicy = {
  kind: 'MEDIA',
  allowed: mediaUploadTypes.filter((type) => type.startsWith('image/')),
  wrongTypeMessage: 'A profile picture must be a PNG, JPEG, GIF or WebP image.',
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
    // A drawing refused in its first bytes is not read to its end.
    if (await svgStartRefused(head)) throw new ValidationError(policy.wrongTypeMessage);
    return uploadTypes['image/svg+xml'].maxBytes;
  }
  const type = await detectUploadType(head, policy.allowed);
  if (type === undefined) throw new ValidationError(policy.wrongTypeMessage);
  return uploadTypes[type].maxBytes;
}

/** Whoever uploaded a file owns it: one member or one admin. */
export type UploadOwner = { kind: 'USER'; userId: string } | { kind: 'ADMIN'; adminId: string };

export interface UploadsServiceDeps {
  db: Executor;
  storage: Storage;
  clock: Clock;
}

export function createUploadsService({ db, storage, clock }: UploadsServiceDeps) {
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

    /**
     * Stores the file under a fresh random name (never the client's) and records it with its owner, so
     * it can later be attached by that owner only. A file stored whose record then fails stays orphaned
     * and can never be attached.
     */
    async store(
      upload: ReceivedUpload,
      policy: UploadPolicy,
      owner: UploadOwner,
    ): Promise<{ url: string; name: string }> {
      const name = `${randomBytes(16).toString('hex')}.${uploadTypes[upload.contentType].extension}`;
      // Documents (receipts, task screenshots) are private: shown only through signed links.
      const visibility = policy.kind === 'DOCUMENT' ? 'private' : 'public';
      const url = await storage.save(name, upload.bytes, upload.contentType, visibility);
      await insertUpload(db, {
        userId: owner.kind === 'USER' ? owner.userId : null,
        adminId: owner.kind === 'ADMIN' ? owner.adminId : null,
        kind: policy.kind,
        contentType: upload.contentType,
        sizeBytes: upload.bytes.length,
        storageName: name,
        url,
        createdAt: clock.now(),
      });
      return { url, name };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;

import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { GetObjectCommandInput, PutObjectCommandInput } from '@aws-sdk/client-s3';
import type { UploadVisibility } from './uploads.links';
import type { Config } from '../../config';
import { UPLOADS_URL_PREFIX } from './upload-types';

export type StorageConfig = Config['storage'];

export interface Storage {
  /**
   * Stores the bytes under `name` (a fresh random name) and answers the URL clients fetch them from. A
   * private file is always answered at /uploads/<name>, where the API checks its signed link.
   */
  save(name: string, bytes: Uint8Array, contentType: string, visibility: UploadVisibility): Promise<string>;
  /** A private file's bytes, for stores the API does not serve from its own disk (S3); else undefined. */
  readPrivate?: (name: string) => Promise<Readable | undefined>;
}

export function createStorage(config: StorageConfig): Storage {
  return config.kind === 's3' ? createS3Storage(config.s3) : createLocalStorage(config.uploadsDir);
}

/** Files in one directory, served by the uploads-static plugin at /uploads/<name>, private ones by signed link. */
export function createLocalStorage(directory: string): Storage {
  let ready: Promise<unknown> | undefined;
  return {
    async save(name, bytes) {
      ready ??= mkdir(directory, { recursive: true });
      await ready;
      const file = path.join(directory, name);
      // 'wx': never replace a stored file. Nobody knows the name before save answers, so a file
      // being written is never served; one left half-written by a failure is removed.
      try {
        await writeFile(file, bytes, { flag: 'wx' });
      } catch (error) {
        if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) {
          await unlink(file).catch(() => undefined);
        }
        throw error;
      }
      return `${UPLOADS_URL_PREFIX}${name}`;
    },
  };
}

/** Where clients fetch an object: S3_PUBLIC_URL (a CDN), else the endpoint path-style, else AWS. */
export function s3PublicUrl(s3: StorageConfig['s3'], bucket: string, name: string): string {
  if (s3.publicUrl !== undefined) return `${s3.publicUrl.replace(/\/+$/, '')}/${name}`;
  if (s3.endpoint !== undefined) return `${s3.endpoint.replace(/\/+$/, '')}/${bucket}/${name}`;
  return `https://${bucket}.s3.${s3.region ?? 'us-east-1'}.amazonaws.com/${name}`;
}

export function createS3Storage(s3: StorageConfig['s3']): Storage {
  const { bucket } = s3;
  if (bucket === undefined) throw new Error('S3_BUCKET is required when STORAGE=s3');
  // Loaded on first use: the SDK is large and most installs store files locally.
  let commands:
    | Promise<{
        put: (input: PutObjectCommandInput) => Promise<unknown>;
        get: (input: GetObjectCommandInput) => Promise<{ Body?: unknown }>;
      }>
    | undefined;
  const connect = async () => {
    const { GetObjectCommand, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
    const client = new S3Client({
      region: s3.region ?? 'us-east-1',
      ...(s3.endpoint === undefined
        ? {}
        : {
            endpoint: s3.endpoint,
            forcePathStyle: true,
            // S3-compatible stores (MinIO, R2, …) do not all accept the SDK's default checksums.
            requestChecksumCalculation: 'WHEN_REQUIRED' as const,
            responseChecksumValidation: 'WHEN_REQUIRED' as const,
          }),
      ...(s3.accessKeyId !== undefined && s3.secretAccessKey !== undefined
        ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
        : {}),
    });
    return {
      put: (input: PutObjectCommandInput) => client.send(new PutObjectCommand(input)),
      get: (input: GetObjectCommandInput) => client.send(new GetObjectCommand(input)),
    };
  };
  return {
    async save(name, bytes, contentType, visibility) {
      const { put } = await (commands ??= connect());
      await put({
        Bucket: bucket,
        Key: name,
        Body: bytes,
        ContentType: contentType,
        CacheControl: visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store',
        // Never rendered inline, so a script inside an SVG cannot run on the bucket's origin.
        ...(contentType === 'image/svg+xml' ? { ContentDisposition: 'attachment' } : {}),
      });
      // A private file is fetched through the API, which checks its link, never from the bucket's address.
      return visibility === 'public' ? s3PublicUrl(s3, bucket, name) : `${UPLOADS_URL_PREFIX}${name}`;
    },
    async readPrivate(name) {
      const { get } = await (commands ??= connect());
      try {
        const { Body } = await get({ Bucket: bucket, Key: name });
        return Body instanceof Readable ? Body : undefined;
      } catch (error) {
        if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound'))
          return undefined;
        throw error;
      }
    },
  };
}

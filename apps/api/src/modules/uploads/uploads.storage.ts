import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PutObjectCommandInput } from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { UPLOADS_URL_PREFIX } from './upload-types';

export type StorageConfig = Config['storage'];

export interface Storage {
  /** Stores the bytes under `name` (a fresh random name) and answers the URL clients fetch them from. */
  save(name: string, bytes: Uint8Array, contentType: string): Promise<string>;
}

export function createStorage(config: StorageConfig): Storage {
  return config.kind === 's3' ? createS3Storage(config.s3) : createLocalStorage(config.uploadsDir);
}

/** Files in one directory, served by the uploads-static plugin at /uploads/<name>. */
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
  let put: Promise<(input: PutObjectCommandInput) => Promise<unknown>> | undefined;
  const connect = async () => {
    const { PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3');
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
    return (input: PutObjectCommandInput) => client.send(new PutObjectCommand(input));
  };
  return {
    async save(name, bytes, contentType) {
      const send = await (put ??= connect());
      await send({
        Bucket: bucket,
        Key: name,
        Body: bytes,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
        // Never rendered inline, so a script inside an SVG cannot run on the bucket's origin.
        ...(contentType === 'image/svg+xml' ? { ContentDisposition: 'attachment' } : {}),
      });
      return s3PublicUrl(s3, bucket, name);
    },
  };
}

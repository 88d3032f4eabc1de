import { z } from 'zod';

/**
 * POST /upload-file and POST /upload (member), POST /admin/upload (admin; images and videos like
 * POST /upload): multipart field `file` → 201 {url}, e.g. "/uploads/<random>.png" served by the same
 * server, or the S3 public URL. Every upload is recorded with its owner: a form that attaches a file
 * (a deposit's receipt) takes only a url its own sender uploaded.
 */
export const uploadResponseSchema = z.object({ url: z.string() });
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** POST /upload-file: screenshots and receipts (spec: pdf, png, jpeg, jpg, svg). */
export const documentUploadTypes = ['application/pdf', 'image/png', 'image/jpeg', 'image/svg+xml'] as const;
/** POST /upload: chat attachments (images and videos). */
export const mediaUploadTypes = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
  'video/quicktime',
] as const;

export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const VIDEO_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

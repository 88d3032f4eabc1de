import {
  documentUploadTypes,
  IMAGE_UPLOAD_MAX_BYTES,
  mediaUploadTypes,
  VIDEO_UPLOAD_MAX_BYTES,
} from '@earnflow/contracts';

export type UploadContentType = (typeof documentUploadTypes)[number] | (typeof mediaUploadTypes)[number];

interface UploadTypeInfo {
  extension: string;
  maxBytes: number;
}

export const uploadTypes: Record<UploadContentType, UploadTypeInfo> = {
  'application/pdf': { extension: 'pdf', maxBytes: IMAGE_UPLOAD_MAX_BYTES },
  'image/png': { extension: 'png', maxBytes: IMAGE_UPLOAD_MAX_BYTES },
  'image/jpeg': { extension: 'jpg', maxBytes: IMAGE_UPLOAD_MAX_BYTES },
  'image/svg+xml': { extension: 'svg', maxBytes: IMAGE_UPLOAD_MAX_BYTES },
  'image/gif': { extension: 'gif', maxBytes: IMAGE_UPLOAD_MAX_BYTES },
  'image/webp': { extension: 'webp', maxBytes: IMAGE_UPLOAD_MAX_BYTES },
  'video/mp4': { extension: 'mp4', maxBytes: VIDEO_UPLOAD_MAX_BYTES },
  'video/webm': { extension: 'webm', maxBytes: VIDEO_UPLOAD_MAX_BYTES },
  'video/quicktime': { extension: 'mov', maxBytes: VIDEO_UPLOAD_MAX_BYTES },
};

export const UPLOADS_URL_PREFIX = '/uploads/';

const contentTypeByExtension = new Map<string, UploadContentType>(
  [...new Set([...documentUploadTypes, ...mediaUploadTypes])].map((contentType) => [
    uploadTypes[contentType].extension,
    contentType,
  ]),
);

/** 128 random bits as hex plus the extension of the detected type: the only names ever stored. */
export const storedNamePattern = new RegExp(
  `^[0-9a-f]{32}\\.(${[...contentTypeByExtension.keys()].join('|')})$`,
);

/** The content type of a stored name, or undefined for any name we never generate. */
export function contentTypeOfStoredName(name: string): UploadContentType | undefined {
  const match = storedNamePattern.exec(name);
  return match?.[1] === undefined ? undefined : contentTypeByExtension.get(match[1]);
}

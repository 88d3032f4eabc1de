import type { Executor } from '../../db/client';
import { ValidationError } from '../../lib/errors';
import { storedNamePattern } from './upload-types';
import { findUploadByStorageName, type UploadRow } from './uploads.repository';
import type { UploadPolicy } from './uploads.service';

/** How long after uploading a member may still attach a file: a form is filled in minutes, not days. */
export const UPLOAD_ATTACH_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * The recorded upload behind an address the upload calls answered: its last segment must be a name of
 * the shape we generate and the whole address must equal the one recorded for it, so a path such as
 * `/uploads/../x`, another host, or a made-up name never matches.
 */
async function uploadAt(tx: Executor, url: string): Promise<UploadRow | undefined> {
  const name = url.slice(url.lastIndexOf('/') + 1);
  if (!storedNamePattern.test(name)) return undefined;
  const upload = await findUploadByStorageName(tx, name);
  return upload?.url === url ? upload : undefined;
}

const typeAllowed = (policy: UploadPolicy, contentType: string) =>
  policy.allowed.some((allowed) => allowed === contentType);

export interface OwnUploadCheck {
  userId: string;
  url: string;
  policy: UploadPolicy;
  /** From the app clock. */
  now: Date;
  /** What the file is to the form, in messages: "receipt", "screenshot", "attachment". */
  noun: string;
}

/**
 * The upload a member attaches to a form (a deposit's receipt, later a task screenshot or a chat
 * attachment): one of their own, not removed, of a type the form takes, and uploaded within the last
 * day. Anything else is a 400 with a message the member can act on. Call it in the transaction that
 * writes the form's row: the upload stays locked against removal until it commits.
 */
export async function requireOwnUpload(tx: Executor, check: OwnUploadCheck): Promise<UploadRow> {
  const upload = await uploadAt(tx, check.url);
  // Someone else's upload reads like no upload at all: nothing tells a member what others stored.
  if (upload?.userId !== check.userId) {
    throw new ValidationError(
      `Upload the ${check.noun} first: only a file you uploaded here can be attached.`,
    );
  }
  if (upload.deletedAt !== null) {
    throw new ValidationError(`This file was removed. Upload the ${check.noun} again.`);
  }
  if (!typeAllowed(check.policy, upload.contentType))
    throw new ValidationError(check.policy.wrongTypeMessage);
  if (check.now.getTime() - upload.createdAt.getTime() > UPLOAD_ATTACH_WINDOW_MS) {
    throw new ValidationError(`This file was uploaded more than a day ago. Upload the ${check.noun} again.`);
  }
  return upload;
}

export interface AdminMediaCheck {
  url: string;
  policy: UploadPolicy;
  /** Whether the feature also takes an outside https address (a video hosted elsewhere, say). */
  allowHttps: boolean;
  /** What the file is to the form, in messages: "image", "video". */
  noun: string;
}

function isHttpsAddress(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\s\u0000-\u001f\u007f]/.test(value) || !URL.canParse(value)) return false;
  const parsed = new URL(value);
  return parsed.protocol === 'https:' && parsed.hostname !== '';
}

/**
 * The media an admin form attaches (reward ads, hot offers, chat as Admin): a file any admin uploaded
 * (admins share their media), not removed and of a type the form takes, or, where the feature allows
 * it, an outside https address. Answers the upload's id, or null for an outside address.
 */
export async function requireAdminMedia(
  tx: Executor,
  check: AdminMediaCheck,
): Promise<{ uploadId: string | null }> {
  const upload = await uploadAt(tx, check.url);
  if (upload !== undefined && upload.adminId !== null) {
    if (upload.deletedAt !== null) {
      throw new ValidationError(`This file was removed. Upload the ${check.noun} again.`);
    }
    if (!typeAllowed(check.policy, upload.contentType))
      throw new ValidationError(check.policy.wrongTypeMessage);
    return { uploadId: upload.id };
  }
  if (check.allowHttps && isHttpsAddress(check.url)) return { uploadId: null };
  throw new ValidationError(
    check.allowHttps
      ? `Upload the ${check.noun} first, or give its https address.`
      : `Upload the ${check.noun} first: only a file uploaded by an admin can be used.`,
  );
}

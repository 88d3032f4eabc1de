import { createHash, type Hash } from 'node:crypto';
import type { Readable, Writable } from 'node:stream';

/**
 * The backup file: gzip around a sequence of frames, each one type byte, a 4-byte big-endian length and
 * that many bytes. The last frame carries the SHA-256 of every frame before it, so a cut or altered file
 * is refused before anything it holds is kept (docs/decisions/0160).
 */
export const BACKUP_FORMAT = 'earnflow-backup';
export const BACKUP_FORMAT_VERSION = 1;

export const FRAME = {
  header: 0x48, // 'H' JSON: format, version, migrations, when
  table: 0x54, // 'T' JSON: a table's name and columns; its rows follow
  rows: 0x52, // 'R' rows of the table above, one JSON object a line
  sequences: 0x53, // 'S' JSON: each sequence's value
  file: 0x46, // 'F' JSON: an uploaded file's name and size; its bytes follow
  bytes: 0x42, // 'B' a piece of the file above
  end: 0x45, // 'E' JSON: counts and the SHA-256 of every frame before this one
} as const;
export type FrameType = (typeof FRAME)[keyof typeof FRAME];

/** Rows and file bytes are written in pieces of about this size. */
export const PIECE_BYTES = 1024 * 1024;
/** The largest frame a reader accepts: anything bigger is not a file this code wrote. */
export const MAX_FRAME_BYTES = 64 * 1024 * 1024;

export class BackupFileError extends Error {}

export class FrameWriter {
  private readonly hash: Hash = createHash('sha256');
  constructor(private readonly out: Writable) {}

  async write(type: FrameType, payload: Uint8Array): Promise<void> {
    if (payload.byteLength > MAX_FRAME_BYTES) {
      throw new BackupFileError(`a frame of ${String(payload.byteLength)} bytes is over the limit`);
    }
    const head = Buffer.alloc(5);
    head.writeUInt8(type, 0);
    head.writeUInt32BE(payload.byteLength, 1);
    if (type !== FRAME.end) this.hash.update(head).update(payload);
    if (!this.out.write(head)) await waitForDrain(this.out);
    if (!this.out.write(payload)) await waitForDrain(this.out);
  }

  writeJson(type: FrameType, value: unknown): Promise<void> {
    return this.write(type, Buffer.from(JSON.stringify(value)));
  }

  /** The SHA-256 of the frames written so far (for the end frame). */
  digest(): string {
    return this.hash.copy().digest('hex');
  }
}

function waitForDrain(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      out.off('drain', onDrain);
      reject(error);
    };
    const onDrain = () => {
      out.off('error', onError);
      resolve();
    };
    out.once('drain', onDrain);
    out.once('error', onError);
  });
}

export interface Frame {
  type: FrameType;
  payload: Buffer;
}

/** Reads frames one by one from a (gunzipped) stream, never holding more than one frame in memory. */
export class FrameReader {
  private readonly hash: Hash = createHash('sha256');
  private readonly chunks: AsyncIterator<Buffer>;
  private buffered: Buffer[] = [];
  private bufferedBytes = 0;

  constructor(input: Readable) {
    this.chunks = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  private async take(count: number): Promise<Buffer | undefined> {
    while (this.bufferedBytes < count) {
      const next = await this.chunks.next();
      if (next.done === true) {
        if (this.bufferedBytes === 0) return undefined;
        throw new BackupFileError('the backup file ends in the middle of a frame: it is incomplete');
      }
      this.buffered.push(next.value);
      this.bufferedBytes += next.value.byteLength;
    }
    const all = this.buffered.length === 1 ? (this.buffered[0] as Buffer) : Buffer.concat(this.buffered);
    const taken = all.subarray(0, count);
    const rest = all.subarray(count);
    this.buffered = rest.byteLength > 0 ? [rest] : [];
    this.bufferedBytes = rest.byteLength;
    return taken;
  }

  /** The next frame; undefined at the end of the stream. */
  async next(): Promise<Frame | undefined> {
    const head = await this.take(5);
    if (head === undefined) return undefined;
    const type = head.readUInt8(0) as FrameType;
    const length = head.readUInt32BE(1);
    if (!Object.values(FRAME).includes(type)) {
      throw new BackupFileError('the backup file holds an unknown frame: it is damaged or not a backup');
    }
    if (length > MAX_FRAME_BYTES) {
      throw new BackupFileError(`a frame of ${String(length)} bytes is over the limit: not a backup file`);
    }
    const payload = length === 0 ? Buffer.alloc(0) : await this.take(length);
    if (payload === undefined) throw new BackupFileError('the backup file is incomplete');
    const frame = { type, payload: Buffer.from(payload) };
    // The end frame carries the digest of what came before it.
    if (type !== FRAME.end) this.hash.update(head).update(frame.payload);
    return frame;
  }

  digest(): string {
    return this.hash.copy().digest('hex');
  }
}

export function parseJsonFrame<T>(frame: Frame, parse: (value: unknown) => T): T {
  try {
    return parse(JSON.parse(frame.payload.toString('utf8')));
  } catch (error) {
    throw new BackupFileError(
      `the backup file holds a frame that cannot be read: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

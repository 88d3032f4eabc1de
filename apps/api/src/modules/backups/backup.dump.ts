import fs from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { PassThrough } from 'node:stream';
import type { DatabaseHandle } from '../../db/client';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, FRAME, FrameWriter, PIECE_BYTES } from './backup-file';
import {
  appliedMigrations,
  inTransaction,
  quoteIdentifier,
  readJournal,
  type SqlSession,
} from './backup-session';

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** The migrations the database had, by drizzle-kit tag and journal time, oldest first. */
  migrations: { tag: string; when: number }[];
  takenAt: string;
  database: 'postgres' | 'pglite';
}

export interface BackupSummary {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
  /** Files listed in the snapshot but gone before they were copied (removed meanwhile). */
  filesGone: number;
  migration: string;
}

const ROWS_PER_FETCH = 2000;

/** Every row of every table in the public schema, one table after another, from one snapshot. */
async function writeTables(
  session: SqlSession,
  frames: FrameWriter,
): Promise<{ tables: number; rows: number }> {
  const tables = (
    await session.query(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    )
  ).rows as { name: string }[];
  let rowCount = 0;
  for (const { name } of tables) {
    await frames.writeJson(FRAME.table, { name });
    // The database writes each row as JSON text: bigint and numeric values are carried as written, exactly.
    await session.query(
      `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT to_json(t)::text AS line FROM public.${quoteIdentifier(name)} t`,
    );
    let piece: string[] = [];
    let pieceBytes = 0;
    for (;;) {
      const rows = (await session.query(`FETCH ${String(ROWS_PER_FETCH)} FROM backup_rows`)).rows as {
        line: string;
      }[];
      if (rows.length === 0) break;
      for (const { line } of rows) {
        piece.push(line);
        pieceBytes += line.length + 1;
        rowCount += 1;
        if (pieceBytes >= PIECE_BYTES) {
          await frames.write(FRAME.rows, Buffer.from(piece.join('\n')));
          piece = [];
          pieceBytes = 0;
        }
      }
    }
    if (piece.length > 0) await frames.write(FRAME.rows, Buffer.from(piece.join('\n')));
    await session.query('CLOSE backup_rows');
  }
  const sequences = (
    await session.query(
      `SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
    )
  ).rows as { name: string }[];
  const values: { name: string; value: string; called: boolean }[] = [];
  for (const { name } of sequences) {
    const rows = (
      await session.query(
        `SELECT last_value::text AS value, is_called AS called FROM public.${quoteIdentifier(name)}`,
      )
    ).rows as { value: string; called: boolean }[];
    const row = rows[0];
    if (row !== undefined) values.push({ name, ...row });
  }
  await frames.writeJson(FRAME.sequences, values);
  return { tables: tables.length, rows: rowCount };
}

/** Regular files in the uploads folder (none when it does not exist). */
function listUploads(uploadsDir: string | undefined): string[] {
  if (uploadsDir === undefined) return [];
  try {
    return fs
      .readdirSync(uploadsDir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
}

async function writeUploads(
  uploadsDir: string,
  names: string[],
  frames: FrameWriter,
): Promise<{ files: number; fileBytes: number; filesGone: number }> {
  let files = 0;
  let fileBytes = 0;
  let filesGone = 0;
  for (const name of names) {
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(path.join(uploadsDir, name), 'r');
    } catch (error) {
      if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
        filesGone += 1;
        continue;
      }
      throw error;
    }
    try {
      const { size } = await handle.stat();
      await frames.writeJson(FRAME.file, { name, size });
      const piece = Buffer.alloc(Math.min(PIECE_BYTES, Math.max(size, 1)));
      let done = 0;
      while (done < size) {
        const { bytesRead } = await handle.read(piece, 0, Math.min(piece.byteLength, size - done), done);
        if (bytesRead === 0) throw new Error(`upload ${name} shrank while it was copied`);
        await frames.write(FRAME.bytes, Buffer.from(piece.subarray(0, bytesRead)));
        done += bytesRead;
      }
      files += 1;
      fileBytes += size;
    } finally {
      await handle.close();
    }
  }
  return { files, fileBytes, filesGone };
}

/**
 * Writes one consistent backup of the database and of the uploads on local disk to `file`, while the
 * product serves: the rows come from one REPEATABLE READ snapshot, and the uploads folder is listed inside
 * it, so every file a row of the snapshot names is in the list (files are written before their row, and
 * never changed). The file appears under its name only once complete.
 */
export async function writeBackup(options: {
  handle: DatabaseHandle;
  file: string;
  /** The local uploads folder; undefined when uploads are on S3 (kept by the bucket's own versioning). */
  uploadsDir: string | undefined;
  now: Date;
}): Promise<BackupSummary> {
  const { handle, file, uploadsDir } = options;
  const partial = `${file}.partial`;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const frameStream = new PassThrough();
  const written = pipeline(
    frameStream,
    createGzip({ level: 6 }),
    fs.createWriteStream(partial, { mode: 0o600 }),
  );
  const frames = new FrameWriter(frameStream);
  try {
    const journal = readJournal();
    const { counts, uploads, migrations } = await inTransaction(
      handle,
      'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY',
      async (session) => {
        const applied = await appliedMigrations(session);
        const known = applied.map((when) => {
          const entry = journal.find((candidate) => candidate.when === when);
          if (entry === undefined)
            throw new Error(`the database has a migration this code does not know (${String(when)})`);
          return { tag: entry.tag, when };
        });
        // Listed inside the snapshot: a file whose row the snapshot holds is already on disk.
        const listed = listUploads(uploadsDir);
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_FORMAT_VERSION,
          migrations: known,
          takenAt: options.now.toISOString(),
          database: handle.kind,
        };
        await frames.writeJson(FRAME.header, header);
        return { counts: await writeTables(session, frames), uploads: listed, migrations: known };
      },
    );
    // Copied after the snapshot's transaction ends, so PGlite's one connection is not held for the files.
    const copied =
      uploadsDir === undefined
        ? { files: 0, fileBytes: 0, filesGone: 0 }
        : await writeUploads(uploadsDir, uploads, frames);
    await frames.writeJson(FRAME.end, { ...counts, files: copied.files, sha256: frames.digest() });
    frameStream.end();
    await written;
    fs.renameSync(partial, file);
    const { size } = await stat(file);
    return {
      file,
      bytes: size,
      ...counts,
      ...copied,
      migration: migrations.at(-1)?.tag ?? '(none)',
    };
  } catch (error) {
    frameStream.destroy();
    await written.catch(() => undefined);
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

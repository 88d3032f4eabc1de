import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { reconcile, type ReconciliationReport } from '../ledger/ledger.service';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupFileError,
  FRAME,
  FrameReader,
  parseJsonFrame,
} from './backup-file';
import {
  appliedMigrations,
  inTransaction,
  migrationsUpTo,
  quoteIdentifier,
  readJournal,
  type SqlSession,
} from './backup-session';

const headerSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  migrations: z.array(z.object({ tag: z.string(), when: z.number() })).max(10_000),
  takenAt: z.string(),
  database: z.enum(['postgres', 'pglite']),
});
const tableSchema = z.object({ name: z.string().min(1).max(63) });
const sequencesSchema = z
  .array(
    z.object({
      name: z.string().min(1).max(63),
      value: z.string().regex(/^-?\d{1,19}$/),
      called: z.boolean(),
    }),
  )
  .max(10_000);
const fileSchema = z.object({
  name: z
    .string()
    .regex(/^[\w.-]{1,200}$/)
    .refine((name) => name !== '.' && name !== '..'),
  size: z
    .number()
    .int()
    .min(0)
    .max(1024 * 1024 * 1024),
});
const endSchema = z.object({
  tables: z.number().int(),
  rows: z.number().int(),
  files: z.number().int(),
  sha256: z.string(),
});

export class RestoreRefused extends Error {}

export interface RestoreSummary {
  takenAt: string;
  from: 'postgres' | 'pglite';
  tables: number;
  rows: number;
  files: number;
  /** The backup's last migration, and the ones run after loading it. */
  migration: string;
  migrationsRun: string[];
  reconciliation: ReconciliationReport;
}

/** True when the database has no table of its own (nothing restored or migrated into it yet). */
async function isEmptyDatabase(handle: DatabaseHandle): Promise<boolean> {
  return inTransaction(handle, 'BEGIN', async (session) => {
    const rows = (
      await session.query(
        `SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
      )
    ).rows as { tables: number }[];
    return rows[0]?.tables === 0;
  });
}

function isEmptyFolder(folder: string): boolean {
  try {
    return fs.readdirSync(folder).length === 0;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return true;
    throw error;
  }
}

/** Inserts one piece of rows (JSON lines) as the table's row type; the database parses every value. */
async function insertRows(session: SqlSession, table: string, lines: string): Promise<number> {
  const rows = lines.split('\n');
  const name = `public.${quoteIdentifier(table)}`;
  await session.query(`INSERT INTO ${name} SELECT * FROM json_populate_recordset(NULL::${name}, $1::json)`, [
    `[${rows.join(',')}]`,
  ]);
  return rows.length;
}

/** Reads the whole file once before anything is written: a cut or altered backup is refused up front. */
export async function verifyBackup(file: string): Promise<void> {
  const input = fs.createReadStream(file).pipe(createGunzip());
  const frames = new FrameReader(input);
  try {
    const first = await frames.next();
    if (first?.type !== FRAME.header) throw new BackupFileError(`${file} is not an EarnFlow backup`);
    parseJsonFrame(first, (value) => headerSchema.parse(value));
    for (;;) {
      const frame = await frames.next();
      if (frame === undefined) throw new BackupFileError('the backup file has no end: it is incomplete');
      if (frame.type !== FRAME.end) continue;
      const end = parseJsonFrame(frame, (value) => endSchema.parse(value));
      if (end.sha256 !== frames.digest()) throw new BackupFileError('the backup file is damaged (checksum)');
      return;
    }
  } catch (error) {
    if (
      error instanceof Error &&
      'code' in error &&
      typeof error.code === 'string' &&
      error.code.startsWith('Z_')
    ) {
      throw new BackupFileError(`${file} is not a whole backup file (${error.message})`);
    }
    throw error;
  } finally {
    input.destroy();
  }
}

/**
 * Restores a backup into an empty database (and an empty uploads folder): it brings the database to the
 * backup's migration, loads every row in one transaction with triggers off (the rows already hold what the
 * triggers computed), sets the sequences, writes the files, runs the migrations the backup is behind and
 * ends by reconciling the ledger. A backup that is cut, altered or from newer code is refused, and nothing
 * of it is kept; a failed reconciliation fails the restore.
 */
export async function restoreBackup(options: {
  handle: DatabaseHandle;
  file: string;
  uploadsDir: string | undefined;
  /** Whole-file bound: refuse anything larger before reading it. */
  maxFileBytes?: number;
}): Promise<RestoreSummary> {
  const { handle, file, uploadsDir } = options;
  const { size } = fs.statSync(file);
  if (size > (options.maxFileBytes ?? 1024 ** 4))
    throw new RestoreRefused(`${file} is larger than a backup may be`);
  if (!(await isEmptyDatabase(handle))) {
    throw new RestoreRefused('the target database is not empty: restore only into a new, empty database');
  }
  if (uploadsDir !== undefined && !isEmptyFolder(uploadsDir)) {
    throw new RestoreRefused(`the uploads folder ${uploadsDir} is not empty: restore only into an empty one`);
  }

  await verifyBackup(file);
  const input = fs.createReadStream(file).pipe(createGunzip());
  const frames = new FrameReader(input);
  const first = await frames.next();
  if (first?.type !== FRAME.header) throw new BackupFileError(`${file} is not an EarnFlow backup`);
  const header = parseJsonFrame(first, (value) => headerSchema.parse(value));
  const journal = readJournal();
  header.migrations.forEach((migration, index) => {
    if (journal[index]?.when !== migration.when) {
      throw new RestoreRefused(
        `the backup was taken with migration ${migration.tag}, which this version does not have: restore it with the version that wrote it, or a newer one`,
      );
    }
  });

  const stagedFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'earnflow-restore-'));
  const written: string[] = [];
  let counts: { tables: number; rows: number; files: number };
  try {
    await runMigrations(handle, migrationsUpTo(header.migrations.length, stagedFolder));
    if (uploadsDir !== undefined) fs.mkdirSync(uploadsDir, { recursive: true });
    counts = await inTransaction(handle, 'BEGIN', async (session) => {
      // The rows carry what the triggers would compute (aggregates, guards), and foreign keys hold in them.
      try {
        await session.query(`SET LOCAL session_replication_role = replica`);
      } catch (error) {
        throw new RestoreRefused(
          `the restore must turn triggers off while it loads rows, which needs a superuser (rds_superuser on RDS): ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      const present = (
        await session.query(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'`)
      ).rows as { name: string }[];
      // Migrations seed rows (system accounts, settings); the backup has them as they were.
      if (present.length > 0) {
        await session.query(
          `TRUNCATE ${present.map((table) => `public.${quoteIdentifier(table.name)}`).join(', ')}`,
        );
      }
      const known = new Set(present.map((table) => table.name));
      let table: string | undefined;
      let file: { name: string; size: number; left: number; fd: number } | undefined;
      const done = { tables: 0, rows: 0, files: 0 };
      const closeFile = () => {
        if (file === undefined) return;
        fs.closeSync(file.fd);
        if (file.left !== 0) throw new BackupFileError(`the backup holds only part of the file ${file.name}`);
        done.files += 1;
        file = undefined;
      };
      for (;;) {
        const frame = await frames.next();
        if (frame === undefined) throw new BackupFileError('the backup file has no end: it is incomplete');
        if (frame.type === FRAME.end) {
          closeFile();
          const end = parseJsonFrame(frame, (value) => endSchema.parse(value));
          if (end.sha256 !== frames.digest())
            throw new BackupFileError('the backup file is damaged (checksum)');
          if (end.rows !== done.rows || end.tables !== done.tables || end.files !== done.files) {
            throw new BackupFileError('the backup file does not hold what its end says it does');
          }
          if ((await frames.next()) !== undefined)
            throw new BackupFileError('the backup file goes on after its end');
          return done;
        }
        if (frame.type === FRAME.table) {
          table = parseJsonFrame(frame, (value) => tableSchema.parse(value)).name;
          if (!known.has(table))
            throw new BackupFileError(`the backup holds a table ${table} its migrations do not make`);
          done.tables += 1;
        } else if (frame.type === FRAME.rows) {
          if (table === undefined) throw new BackupFileError('the backup holds rows outside a table');
          done.rows += await insertRows(session, table, frame.payload.toString('utf8'));
        } else if (frame.type === FRAME.sequences) {
          table = undefined;
          for (const sequence of parseJsonFrame(frame, (value) => sequencesSchema.parse(value))) {
            await session.query('SELECT setval($1::regclass, $2::bigint, $3)', [
              `public.${quoteIdentifier(sequence.name)}`,
              sequence.value,
              sequence.called,
            ]);
          }
        } else if (frame.type === FRAME.file) {
          closeFile();
          const meta = parseJsonFrame(frame, (value) => fileSchema.parse(value));
          if (uploadsDir === undefined)
            throw new RestoreRefused('the backup holds uploads but no folder is set for them');
          const target = path.join(uploadsDir, meta.name);
          file = { ...meta, left: meta.size, fd: fs.openSync(target, 'wx', 0o644) };
          written.push(target);
        } else if (frame.type === FRAME.bytes) {
          if (file === undefined || frame.payload.byteLength > file.left) {
            throw new BackupFileError('the backup holds file bytes out of place');
          }
          fs.writeSync(file.fd, frame.payload);
          file.left -= frame.payload.byteLength;
        } else {
          throw new BackupFileError('the backup holds a second header');
        }
      }
    });
  } catch (error) {
    for (const target of written) fs.rmSync(target, { force: true });
    throw error;
  } finally {
    input.destroy();
    fs.rmSync(stagedFolder, { recursive: true, force: true });
  }

  const before = header.migrations.length;
  await runMigrations(handle);
  const after = await inTransaction(handle, 'BEGIN', (session) => appliedMigrations(session));
  const migrationsRun = journal.slice(before, after.length).map((entry) => entry.tag);
  const reconciliation = await reconcile(handle.db);
  return {
    takenAt: header.takenAt,
    from: header.database,
    ...counts,
    migration: header.migrations.at(-1)?.tag ?? '(none)',
    migrationsRun,
    reconciliation,
  };
}

import { Column, fillPlaceholders, getTableColumns, is, SQL, Table, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { DATABASE_CASING, type Executor } from './client';

/**
 * The one way to declare a statement that is built once (decision 0180): a hot statement is declared in
 * the repository that owns it, its SQL text is made by Drizzle the first time it runs, and every later
 * call only fills in its placeholders (`sql.placeholder(name)`) and sends the same text on whichever
 * executor it is given, a transaction or a savepoint included. Drizzle builds a wide select anew on every
 * call (60–330 µs of the API's CPU for the member lock and the watch reads); this skips that, and the
 * same text lets every PostgreSQL connection keep one prepared statement for it (`named-statements.ts`).
 *
 * Only what Drizzle's type declarations make public is used: the text comes from `.toSQL()` (or
 * `PgDialect.sqlToQuery`), and each call hands it to the executor's session (`executor._.session`,
 * `prepareQuery`), which fills the placeholders and runs it on that executor's connection.
 *
 * Two forms:
 * - `builtOnce((db, fields) => db.select(fields({ … })).from(…)…)`: a select whose rows come back shaped
 *   and typed as Drizzle's would (columns decoded by their own column type, tables and objects nested, a
 *   nested object whose columns are all null — a left join that found nothing — as null). Wrapping the
 *   selection in `fields(…)` gives each column an alias of its own, so columns of the same name in two
 *   tables cannot collide, and tells how to shape the rows. A `sql` value is answered as the driver gives
 *   it (type it `sql<T>` only when the driver's value is already T: booleans, text, null).
 * - `builtOnce<Row>(() => sql\`…\`)`: SQL text, answered as the driver gives each column (timestamps and
 *   bigints as text), as `db.execute` would answer it.
 */
export function builtOnce<Built extends SelectLike>(
  build: (db: Executor, fields: SelectFields) => Built,
): Statement<ResultRow<Built>>;
export function builtOnce<Row>(build: (db: Executor) => SQL): Statement<Row>;
export function builtOnce(
  build: (db: Executor, fields: SelectFields) => SelectLike | SQL,
): Statement<unknown> {
  let text: Query | undefined;
  let shape: Shape | undefined;
  const aliased = <Fields extends Record<string, unknown>>(fields: Fields): Fields => {
    const flat: Record<string, unknown> = {};
    shape = aliasFields(fields, flat);
    // Typed as the fields given: the query's result type is that of the selection it names.
    return flat as unknown as Fields;
  };
  const builtText = (db: Executor): Query => {
    if (text === undefined) {
      const built = build(db, aliased);
      text = is(built, SQL) ? dialect.sqlToQuery(built) : built.toSQL();
    }
    return text;
  };
  const statement = async (db: Executor, values: Record<string, unknown> = {}) => {
    const query = builtText(db);
    const selected = shape;
    const pool = poolOf(db);
    if (selected !== undefined && pool !== undefined) {
      // A select on the database itself: its rows as arrays, shaped by each alias's place (`fN` is N).
      const rows = await runAsArrays(pool, query, values);
      return rows.map((row) => shapeRow(row, selected));
    }
    const rows = await run(db, query, values);
    return selected === undefined ? rows : rows.map((row) => shapeRow(row, selected));
  };
  return Object.assign(statement, { toSQL: builtText });
}

/** Wraps a select's fields: each value under an alias of its own, and the row's shape recorded. */
export type SelectFields = <Fields extends Record<string, unknown>>(fields: Fields) => Fields;

/**
 * A statement built once: run it on an executor with the values of its placeholders. `toSQL` gives the
 * text it sends and its parameters (the placeholders among them), as Drizzle's `toSQL` does.
 */
export type Statement<Row> = ((db: Executor, values?: Record<string, unknown>) => Promise<Row[]>) & {
  toSQL(db: Executor): Query;
};

/** A select Drizzle can print, built on any executor. */
interface SelectLike {
  _: { result: unknown[] };
  toSQL(): Query;
}

/** The row type Drizzle gives a built select (`_.result` of its query builder). */
type ResultRow<Built> = Built extends { _: { result: (infer Row)[] } } ? Row : never;

/** What a select's fields select: a value under its alias (decoded by its column, if any), or an object. */
type Shape =
  { alias: string; index: number; column: Column | undefined } | { entries: [key: string, shape: Shape][] };

/** Prints SQL as the app's databases do (their casing: columns declared without a name are snake_case). */
const dialect = new PgDialect({ casing: DATABASE_CASING });

/**
 * Runs the text on the executor's own connection (a transaction's included) through the session Drizzle
 * declares on every database and transaction (`_.session`): `prepareQuery` takes the text as it is, so
 * nothing is built again, and the prepared query fills the placeholders (`fillPlaceholders`) when it runs.
 * Rows come back as the driver gives them, by column alias.
 */
async function run(db: Executor, query: Query, values: Record<string, unknown>) {
  const result: unknown = await db._.session.prepareQuery(query, undefined, undefined, false).execute(values);
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/**
 * The pool of a node-postgres database (Drizzle's declared `$client`); undefined for a transaction (whose
 * statements must run on its own connection) and for the embedded database.
 */
function poolOf(db: Executor): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

// What node-postgres answers for each column type, as Drizzle's node-postgres session sets it: the date
// and time types (and their arrays) as PostgreSQL's text, for the columns to decode; the rest as pg does.
const textTypes = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1231,
  1115,
  1185,
  1187,
  1182,
]);
const asText = (value: string) => value;
type TypeId = Parameters<pg.CustomTypesConfig['getTypeParser']>[0];
const driverTypes: pg.CustomTypesConfig = {
  getTypeParser: (typeId: TypeId, format?: 'text' | 'binary'): ((value: string) => unknown) =>
    textTypes.has(typeId) ? asText : (pg.types.getTypeParser(typeId, format) as (value: string) => unknown),
};

/**
 * Runs a select's text on the pool with its rows as arrays in the order of its aliases: what Drizzle's
 * prepared query does for a select, without its per-call wrapping (a prepared-query object, tracing
 * spans, a cache lookup) and without building a keyed object per row.
 */
async function runAsArrays(pool: pg.Pool, query: Query, values: Record<string, unknown>) {
  const result = await pool.query<unknown[]>({
    text: query.sql,
    values: fillPlaceholders(query.params, values),
    rowMode: 'array',
    types: driverTypes,
  });
  return result.rows;
}

/** The fields with each column or `sql` value under an alias of its own (`f0`, `f1`, …), flat. */
function aliasFields(fields: Record<string, unknown>, aliased: Record<string, unknown>): Shape {
  const entries: [string, Shape][] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (is(value, Column) || is(value, SQL) || is(value, SQL.Aliased)) {
      const index = Object.keys(aliased).length;
      const alias = `f${String(index)}`;
      aliased[alias] = new SQL([is(value, SQL.Aliased) ? value.sql : value]).as(alias);
      entries.push([key, { alias, index, column: is(value, Column) ? value : undefined }]);
    } else if (is(value, Table)) {
      entries.push([key, aliasFields(getTableColumns(value), aliased)]);
    } else if (typeof value === 'object' && value !== null) {
      entries.push([key, aliasFields(value as Record<string, unknown>, aliased)]);
    } else {
      throw new Error(`builtOnce cannot select ${String(value)} as ${key}`);
    }
  }
  return { entries };
}

/**
 * A driver row (by alias) as the row the fields describe: each column decoded by its column type, and a
 * nested object whose values are all null (a left join that found no row) as null.
 */
function shapeRow(row: Record<string, unknown> | unknown[], shape: Shape, top = true): unknown {
  if ('alias' in shape) {
    const raw = (Array.isArray(row) ? row[shape.index] : row[shape.alias]) ?? null;
    return raw === null || shape.column === undefined ? raw : shape.column.mapFromDriverValue(raw);
  }
  // A loop into one object: every member read shapes its row here, and the arrays of entries that
  // map and fromEntries would make cost more than the read's own decoding.
  const shaped: Record<string, unknown> = {};
  let allNull = true;
  for (const [key, inner] of shape.entries) {
    const value = shapeRow(row, inner, false);
    if (value !== null) allNull = false;
    shaped[key] = value;
  }
  return !top && allNull ? null : shaped;
}

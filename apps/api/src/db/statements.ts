import { Column, getTableColumns, is, SQL, Table, type Query } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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
    const rows = await run(db, builtText(db), values);
    const selected = shape;
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
type Shape = { alias: string; column: Column | undefined } | { entries: [key: string, shape: Shape][] };

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

/** The fields with each column or `sql` value under an alias of its own (`f0`, `f1`, …), flat. */
function aliasFields(fields: Record<string, unknown>, aliased: Record<string, unknown>): Shape {
  const entries: [string, Shape][] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (is(value, Column) || is(value, SQL) || is(value, SQL.Aliased)) {
      const alias = `f${Object.keys(aliased).length}`;
      aliased[alias] = new SQL([is(value, SQL.Aliased) ? value.sql : value]).as(alias);
      entries.push([key, { alias, column: is(value, Column) ? value : undefined }]);
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
function shapeRow(row: Record<string, unknown>, shape: Shape, top = true): unknown {
  if ('alias' in shape) {
    const raw = row[shape.alias] ?? null;
    return raw === null || shape.column === undefined ? raw : shape.column.mapFromDriverValue(raw);
  }
  const values = shape.entries.map(([key, inner]) => [key, shapeRow(row, inner, false)] as const);
  if (!top && values.every(([, value]) => value === null)) return null;
  return Object.fromEntries(values);
}

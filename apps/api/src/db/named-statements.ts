import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Every parameterised statement the app sends to PostgreSQL is a named (prepared) statement, so each
 * connection parses and analyses it once instead of on every call, and PostgreSQL may keep one generic
 * plan for it (decision 0110). The name is a hash of the statement's text: the same text on any
 * connection has the same name, two texts never share one.
 *
 * Bounded: at most MAX_NAMED_STATEMENTS texts a process (beyond that, new texts go unnamed, as before),
 * and statements with more than MAX_NAMED_PARAMETERS parameters (lists of values, whose text changes with
 * their length) stay unnamed. Statements without parameters keep the simple protocol (they may hold
 * several commands, which a prepared statement cannot). A statement that matches a text pattern (LIKE,
 * ILIKE: the admin searches) stays unnamed too: how many rows a pattern matches decides its best plan
 * (an index walk in list order for a common word, the trigram index for a rare one), and a generic plan
 * would choose once for every pattern.
 */
export const MAX_NAMED_STATEMENTS = 1_000;
export const MAX_NAMED_PARAMETERS = 64;

const names = new Map<string, string | null>();

/** The name a statement runs under, or undefined when it stays unnamed. */
export function statementName(text: string, parameterCount: number): string | undefined {
  if (parameterCount === 0 || parameterCount > MAX_NAMED_PARAMETERS) return undefined;
  const known = names.get(text);
  if (known !== undefined) return known ?? undefined;
  if (names.size >= MAX_NAMED_STATEMENTS) return undefined;
  // Only statements that are planned (utility commands such as SET, LOCK or savepoints gain nothing),
  // and not those whose plan depends on a pattern's value.
  const name =
    /^\s*(select|insert|update|delete|with)\b/i.test(text) && !/\s(i?like)\s/i.test(text)
      ? `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`
      : null;
  names.set(text, name);
  return name ?? undefined;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

type QueryArguments = Parameters<pg.Client['query']>;

/** A pg client that names each parameterised statement (see above); pass it to the pool as `Client`. */
export class NamedStatementClient extends pg.Client {
  // @ts-expect-error -- one override for all of pg's query overloads: it only adds a name to the config.
  override query(...args: QueryArguments) {
    const [first, second] = args as unknown[];
    if (typeof first === 'object' && first !== null) {
      const config = first as QueryConfigLike;
      if (typeof config.text === 'string' && config.name === undefined && config.submit === undefined) {
        const values = Array.isArray(second) ? second : Array.isArray(config.values) ? config.values : [];
        const name = statementName(config.text, values.length);
        if (name !== undefined) (args as unknown[])[0] = { ...config, name };
      }
    } else if (typeof first === 'string' && Array.isArray(second)) {
      const name = statementName(first, second.length);
      if (name !== undefined) (args as unknown[])[0] = { text: first, name };
    }
    return (super.query as (...rest: unknown[]) => unknown)(...args);
  }
}

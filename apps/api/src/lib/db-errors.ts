/** The PostgreSQL error code of a driver error (also when wrapped by Drizzle), if any. */
export function postgresErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return current.code;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/**
 * True when a statement refused through `statement_assert` (SQLSTATE EF001, migration 0043): what it must
 * write together was not all written, so it wrote nothing.
 */
export function isStatementRefusal(error: unknown): boolean {
  return postgresErrorCode(error) === 'EF001';
}

export function isUniqueViolation(error: unknown): boolean {
  return postgresErrorCode(error) === '23505';
}

// Statement timeout, an idle transaction ended, the server shutting down or refusing connections.
const UNAVAILABLE_CODES = new Set(['57014', '25P03', '57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
];
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH']);

/**
 * True when the database could not serve the request in time (no free connection, a statement or
 * connection timeout, a server going away): the client may retry, so it is a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = postgresErrorCode(error);
  if (code !== undefined && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && typeof current.code === 'string' && NETWORK_CODES.has(current.code)) return true;
    if (current instanceof Error && UNAVAILABLE_MESSAGES.includes(current.message)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** The name of the constraint a driver error violated (also when wrapped by Drizzle), if any. */
export function violatedConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ('constraint' in current && typeof current.constraint === 'string') return current.constraint;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

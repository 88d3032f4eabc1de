import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './db-errors';

const postgres = (code: string) => Object.assign(new Error('database error'), { code });
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('database errors', () => {
  it.each([
    ['no free connection in time', new Error('timeout exceeded when trying to connect')],
    ['a statement timeout', wrapped(postgres('57014'))],
    ['an idle transaction ended', postgres('25P03')],
    ['the server shutting down', wrapped(postgres('57P01'))],
    ['too many connections', postgres('53300')],
    ['a connection failure', postgres('08006')],
    ['a refused connection', wrapped(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))],
    ['a dropped connection', wrapped(new Error('Connection terminated unexpectedly'))],
  ])('take %s as the database being unavailable', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('take bugs and broken rules as what they are', () => {
    expect(isDatabaseUnavailable(wrapped(postgres('23505')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(postgres('22008')))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isUniqueViolation(wrapped(postgres('23505')))).toBe(true);
  });
});

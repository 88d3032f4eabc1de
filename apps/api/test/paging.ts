import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { NEXT_CURSOR_HEADER } from '@earnflow/contracts';
import { bearer } from './factories';

/**
 * Follows a cursor-paged member list from its first page to its last (no x-next-cursor header) and
 * answers every page as it came.
 */
export async function readAllPages<T>(app: FastifyInstance, token: string, url: string): Promise<T[][]> {
  const pages: T[][] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 1000; page += 1) {
    const separator = url.includes('?') ? '&' : '?';
    const response = await app.inject({
      method: 'GET',
      url: cursor === undefined ? url : `${url}${separator}cursor=${cursor}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    pages.push(response.json<T[]>());
    const next = response.headers[NEXT_CURSOR_HEADER];
    if (next === undefined) return pages;
    cursor = String(next);
  }
  throw new Error(`${url} never reached its last page`);
}

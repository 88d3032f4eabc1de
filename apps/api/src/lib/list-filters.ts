import { gte, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Conditions for a created-at range; both ends inclusive (the client sends the end of its last day). */
export function createdBetween(column: PgColumn, startDate?: string, endDate?: string): (SQL | undefined)[] {
  return [
    startDate === undefined ? undefined : gte(column, new Date(startDate)),
    endDate === undefined ? undefined : lte(column, new Date(endDate)),
  ];
}

export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

import { z } from 'zod';
import { textSchema } from './common';

export { NEXT_CURSOR_HEADER } from './codes';
export const CURSOR_PAGE_SIZE = 20;
export const CURSOR_PAGE_SIZE_MAX = 100;

const limitMessage = `limit is a whole number from 1 to ${CURSOR_PAGE_SIZE_MAX}.`;

/**
 * The query of every member list paged by a cursor (histories, wallet movements): `limit` rows (20 by
 * default, at most 100), newest first, after the opaque `cursor` a previous page answered in its
 * x-next-cursor header. The answer stays a plain array, as the spec's histories are.
 */
export const cursorQuerySchema = z.object({
  limit: z.coerce
    .number({ error: limitMessage })
    .int({ error: limitMessage })
    .min(1, { error: limitMessage })
    .max(CURSOR_PAGE_SIZE_MAX, { error: limitMessage })
    .default(CURSOR_PAGE_SIZE),
  cursor: textSchema()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: 'The list position is not valid. Load the list again.' })
    .optional(),
});
export type CursorQuery = z.input<typeof cursorQuerySchema>;
export type CursorFilters = z.output<typeof cursorQuerySchema>;

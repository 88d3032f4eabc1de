import { z } from 'zod';

/**
 * Every error the API sends has this shape: `error` is the code a client decides by, `message` the text a
 * person reads, and `field` the request field at fault when one is (a body or query field's name, dotted
 * for nested ones). No client reads `message` to decide anything.
 */
export const errorResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export { errorCodes, type ErrorCode } from './codes';

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const idParamsSchema = z.object({ id: z.uuid({ error: 'Invalid id.' }) });
export type IdParams = z.infer<typeof idParamsSchema>;

import { NUL_CHARACTER_MESSAGE } from './codes';

export { NUL_CHARACTER_MESSAGE };

export function hasNulCharacter(value: string): boolean {
  return value.includes('\u0000');
}

/** The on/off switch of an admin-made item. Left out, a new item is active and an edited one keeps its state. */
export const activeFlagSchema = z.boolean({ error: 'Active must be true or false.' }).optional();

/** z.enum whose refusal names the choices: "Choose a status: PENDING, ACTIVE or SUSPENDED." */
export function choiceSchema<const T extends readonly [string, ...string[]]>(values: T, noun: string) {
  const listed = values.length === 1 ? values[0] : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
  return z.enum(values, { error: `Choose a ${noun}: ${listed}.` });
}

/**
 * z.string() for every string a request carries: PostgreSQL text cannot hold NUL and nobody types one,
 * so it is refused here with a clear message instead of failing in the database.
 */
export function textSchema(params?: string | z.core.$ZodStringParams) {
  return z.string(params).refine((value) => !hasNulCharacter(value), { error: NUL_CHARACTER_MESSAGE });
}

/**
 * Characters that change how text around them reads without showing themselves: direction overrides and
 * isolates, zero-width spaces and joiners, the byte-order mark. Names, account numbers and notes show on
 * receipts, in chat and to the admin who pays a withdrawal, so "\u202Eevil" must not read backwards there
 * and "0300\u200B1234567" must not pass for another number.
 */
export const invisibleFormatting = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

export function withoutInvisibleFormatting(value: string): string {
  return value.replace(invisibleFormatting, '');
}

/**
 * A text that must be filled in: blank (once trimmed) is "{label} is required.", filled in but shorter
 * than `min` "{label} must be at least {min} characters.", over `max` "{label} must be at most {max}
 * characters.".
 */
export function filledTextSchema(label: string, { min, max }: { min: number; max: number }) {
  return textSchema({ error: `${label} is required.` })
    .overwrite(withoutInvisibleFormatting)
    .trim()
    .min(min, {
      error: (issue) =>
        issue.input === '' ? `${label} is required.` : `${label} must be at least ${min} characters.`,
    })
    .max(max, { error: `${label} must be at most ${max} characters.` });
}

export const emailSchema = textSchema({ error: 'E-mail is required.' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'E-mail is required.' })
  .max(254, { error: 'E-mail is too long.' })
  .pipe(z.email({ error: 'Enter a valid e-mail address.' }));

export const passwordSchema = textSchema({ error: 'Password is required.' })
  .min(8, { error: 'Password must be at least 8 characters.' })
  .max(128, { error: 'Password must be at most 128 characters.' })
  .refine((value) => value.trim() !== '', { error: 'Password must not be only spaces.' });

export const personNameSchema = textSchema({ error: 'Name is required.' })
  .overwrite(withoutInvisibleFormatting)
  .trim()
  .min(2, {
    error: (issue) => (issue.input === '' ? 'Name is required.' : 'Name must be at least 2 characters.'),
  })
  .max(80, { error: 'Name must be at most 80 characters.' });

const EARLIEST_DATE = Date.UTC(2000, 0, 1);
const LATEST_DATE = Date.UTC(2100, 0, 1);

/**
 * An ISO date-time with its offset, between the years 2000 and 2099: every date a request carries
 * (history and admin list filters) uses it, so a year such as 0000 is a 400 and never reaches the database.
 */
export function dateTimeSchema(label: string) {
  return z.iso
    .datetime({ offset: true, error: `${label} must be a date and time such as 2026-01-31T00:00:00Z.` })
    .refine(
      (value) => {
        const time = Date.parse(value);
        return time >= EARLIEST_DATE && time < LATEST_DATE;
      },
      { error: `${label} must be between the years 2000 and 2099.` },
    );
}

export const isoDateTimeSchema = dateTimeSchema('The date');

/**
 * A list filter in a query string, optional, where an empty value means no filter: a client sends
 * `status=` for a select left at "All". Any other value is checked by `schema`, with its own message.
 */
export function queryFilter<T extends z.ZodType>(
  schema: T,
): z.ZodOptional<z.ZodType<z.output<T> | undefined, z.input<T> | ''>> {
  // preprocess types its input as unknown; what it accepts is the schema's input or ''.
  return z
    .preprocess((value) => (value === '' ? undefined : value), schema.optional())
    .optional() as z.ZodOptional<z.ZodType<z.output<T> | undefined, z.input<T> | ''>>;
}

/** The created-at range of a list filter, both ends optional (or empty) and inclusive. */
export const dateRangeShape = {
  startDate: queryFilter(dateTimeSchema('Start date')),
  endDate: queryFilter(dateTimeSchema('End date')),
};

/**
 * `.refine(...orderedDateRange)` on a query with `dateRangeShape`: an end before the start is a mistake
 * to point out, not a filter that answers an empty list.
 */
export const orderedDateRange = [
  (query: { startDate?: string | undefined; endDate?: string | undefined }) =>
    query.startDate === undefined ||
    query.endDate === undefined ||
    Date.parse(query.startDate) <= Date.parse(query.endDate),
  { error: 'The end date must be on or after the start date.', path: ['endDate'] as PropertyKey[] },
] as const;

export const healthResponseSchema = z.object({ status: z.literal('ok') });
/**
 * GET /ready: the database answers. It also says how the newest ledger check went (`ok` false: the books
 * disagree), without failing readiness: a load balancer taking every process out would stop the product,
 * not the disagreement (docs/decisions/0161).
 */
export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  ledger: z.object({
    ok: z.boolean().nullable(),
    problems: z.number().int(),
    checkedAt: z.string().nullable(),
  }),
});

/** Public, non-secret settings the web app needs before anyone signs in. */
export const appConfigResponseSchema = z.object({
  appName: z.string(),
  pkrPerUsd: z.number(),
});
export type AppConfigResponse = z.infer<typeof appConfigResponseSchema>;

/** The longest search the admin lists take (members, deposits and withdrawals, the ledger). */
export const ADMIN_SEARCH_MAX_LENGTH = 100;

export const paginationQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a whole number from 1.' })
    .int({ error: 'Page must be a whole number from 1.' })
    .min(1, { error: 'Page must be a whole number from 1.' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a whole number from 1 to 100.' })
    .int({ error: 'Page size must be a whole number from 1 to 100.' })
    .min(1, { error: 'Page size must be a whole number from 1 to 100.' })
    .max(100, { error: 'Page size must be a whole number from 1 to 100.' })
    .default(20),
});

export function pagedResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /**
     * True when a large filtered list stopped counting: at least `total` rows match ("1000+"); paging on
     * raises the count's limit with the page.
     */
    totalCapped: z.boolean().optional(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

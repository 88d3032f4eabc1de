import { errorResponseSchema } from '@earnflow/contracts';

/** The response schemas of a route's error statuses: every error has the one shape. */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    Status,
    typeof errorResponseSchema
  >;
}

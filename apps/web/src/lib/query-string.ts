export type QueryValue = string | number | boolean | null | undefined;

/** "?a=1&b=x" from the defined, non-empty values (an empty object gives ""). */
export function toQueryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The path with the defined, non-empty values as its query ("/deposits?page=2"). */
export function withQuery(path: string, params: Record<string, QueryValue>): string {
  return `${path}${toQueryString(params)}`;
}

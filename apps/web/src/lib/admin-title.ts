/** The admin header title: the last path segment, hyphens as spaces, words capitalised. */
export function titleFromPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  // A record's own page (/admin/users/<id>) is titled by its list with "Member" etc. left to the page.
  const last = segments.at(-1) ?? '';
  const segment = /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(last) ? (segments.at(-2) ?? '') : last;
  return decodeURIComponent(segment)
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The admin header title: the last path segment, hyphens as spaces, words capitalised. */
export function titleFromPath(pathname: string): string {
  const segment = pathname.split('/').filter(Boolean).at(-1) ?? '';
  return decodeURIComponent(segment)
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

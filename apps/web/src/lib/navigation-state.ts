/** The e-mail that a previous page passed through navigation state (`{ email }`), if any. */
export function readEmailFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined;
  const { email } = state;
  return typeof email === 'string' && email.trim() !== '' ? email : undefined;
}

/** Where each sign-in page may send its visitor back to, and the page it opens when there is none. */
const signInAreas = {
  '/login': { home: '/', belongs: (path: string) => !/^\/(admin|auth)(\/|$)/.test(path) },
  '/auth/login': { home: '/admin/dashboard', belongs: (path: string) => path.startsWith('/admin/') },
} as const;

export type SignInPage = keyof typeof signInAreas;

const base = 'https://this-app.invalid';

/**
 * The path `raw` names when it is a page of this app (same origin: no scheme, no `//host`, no backslash
 * trick) in the sign-in page's area, with its query and hash; else undefined.
 */
function pageInArea(raw: string | null, signIn: SignInPage): string | undefined {
  if (raw === null || !raw.startsWith('/') || raw.length > 2000) return undefined;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base || !signInAreas[signIn].belongs(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page, asked to return to `location` afterwards (`?next=`) unless that is its home. */
export function signInPath(
  signIn: SignInPage,
  location: { pathname: string; search: string; hash: string },
): string {
  const next = pageInArea(`${location.pathname}${location.search}${location.hash}`, signIn);
  return next === undefined || next === signInAreas[signIn].home
    ? signIn
    : `${signIn}?next=${encodeURIComponent(next)}`;
}

/** Where to go once signed in: the `?next=` page when it is one of this app's in the area, else home. */
export function afterSignIn(signIn: SignInPage, search: string): string {
  return pageInArea(new URLSearchParams(search).get('next'), signIn) ?? signInAreas[signIn].home;
}

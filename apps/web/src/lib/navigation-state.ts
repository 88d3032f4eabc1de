/** The e-mail that a previous page passed through navigation state (`{ email }`), if any. */
export function readEmailFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined;
  const { email } = state;
  return typeof email === 'string' && email.trim() !== '' ? email : undefined;
}

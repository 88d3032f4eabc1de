/** Escapes text for use inside HTML content or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A translated sentence as HTML, the words it marks `<0>…</0>` made a link to `href`: "Sign in <0>here</0>."
 * Everything else is escaped.
 */
export function htmlWithLink(text: string, href: string): string {
  const match = /^(.*)<0>(.*)<\/0>(.*)$/s.exec(text);
  if (match === null) return escapeHtml(text);
  const [, before = '', words = '', after = ''] = match;
  return `${escapeHtml(before)}<a href="${escapeHtml(href)}">${escapeHtml(words)}</a>${escapeHtml(after)}`;
}

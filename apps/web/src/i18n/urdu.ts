import '@fontsource/noto-naskh-arabic/arabic-400.css';
import '@fontsource/noto-naskh-arabic/arabic-700.css';
import { i18n, type Messages } from '@lingui/core';
import errors from '@/locales/en/errors';
import { ltr } from './i18n';
import { setTextTranslator } from './server-text';

/**
 * The Urdu catalogue, loaded only for members who read Urdu (with its font): every message module under
 * `src/locales/ur/`, each key as `namespace.key` (the English module's ids).
 */
const modules = import.meta.glob<{ default: Record<string, Messages[string]> }>('../locales/ur/*.ts', {
  eager: true,
});

export const urduMessages: Messages = {};
for (const [path, module] of Object.entries(modules)) {
  const namespace = /([\w-]+)\.ts$/.exec(path)?.[1];
  if (namespace === undefined) continue;
  for (const [key, message] of Object.entries(module.default)) urduMessages[`${namespace}.${key}`] = message;
}

// The English texts that arrive from elsewhere (contracts, server errors), as patterns for translateText:
// each `{name}` stands for any text. A module is a string in tests and the dev server, and Lingui's
// compiled form (literal strings and `[name]` placeholders) in a build.
function pattern(english: unknown): { source: string; names: string[] } {
  const parts: unknown[] =
    typeof english === 'string'
      ? english.split(/(\{\w+\})/).map((part) => /^\{(\w+)\}$/.exec(part)?.slice(1) ?? part)
      : Array.isArray(english)
        ? english
        : [];
  const names: string[] = [];
  const source = parts
    .map((part) => {
      if (typeof part === 'string') return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const name = Array.isArray(part) && typeof part[0] === 'string' ? part[0] : '';
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { source, names };
}

const patterns = Object.entries(errors as Record<string, unknown>).map(([key, english]) => {
  const { source, names } = pattern(english);
  return { id: `errors.${key}`, matcher: new RegExp(`^${source}$`), names };
});

/** An English text from elsewhere in Urdu, by the first `errors` pattern it matches; as it is otherwise. */
export function translateEnglishText(text: string): string {
  for (const { id, matcher, names } of patterns) {
    const match = matcher.exec(text);
    if (match === null) continue;
    const values = Object.fromEntries(names.map((name, index) => [name, ltr(match[index + 1] ?? '')]));
    return i18n._({ id, values });
  }
  return text;
}

setTextTranslator(translateEnglishText);

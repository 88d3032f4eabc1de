import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

type Module = { default: Record<string, string> };

const english = import.meta.glob<Module>('../locales/en/*.ts', { eager: true });
const urdu = import.meta.glob<Module>('../locales/ur/*.ts', { eager: true });
const namespace = (file: string) => path.basename(file, '.ts');
const byNamespace = (modules: Record<string, Module>) =>
  new Map(Object.entries(modules).map(([file, module]) => [namespace(file), module.default]));
const en = byNamespace(english);
const ur = byNamespace(urdu);

/** The app's own source files, as text. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../locales/**', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The argument names a message uses: `{amount}`, `{count, plural, …}`, and `<0>` tags. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  // A compiled message is a list of parts: literal text, or [name] / [name, format, options by choice].
  const walk = (parts: unknown) => {
    if (!Array.isArray(parts)) return;
    for (const part of parts) {
      if (!Array.isArray(part)) continue;
      const [name, , options] = part as [unknown, unknown, unknown];
      if (typeof name === 'string') names.add(name);
      if (typeof options === 'object' && options !== null)
        for (const option of Object.values(options)) walk(option);
    }
  };
  const compiled = compileMessage(message);
  walk(typeof compiled === 'string' ? [] : compiled);
  for (const tag of message.matchAll(/<(\d+)>/g)) names.add(`<${tag[1] ?? ''}>`);
  return [...names].toSorted();
}

describe('the message catalogue', () => {
  it('has an Urdu module for every English one, and none other', () => {
    expect(en.size).toBeGreaterThan(0);
    expect([...ur.keys()].toSorted()).toEqual([...en.keys()].toSorted());
  });

  it.each([...en.keys()])(
    '%s: every key has an Urdu text with the same arguments, and every text compiles',
    (name) => {
      const english = en.get(name) ?? {};
      const translated = ur.get(name) ?? {};
      expect(Object.keys(translated).toSorted()).toEqual(Object.keys(english).toSorted());
      for (const [key, text] of Object.entries(english)) {
        const urduText = translated[key];
        expect(typeof text, `${name}.${key} (English)`).toBe('string');
        expect(urduText?.trim(), `${name}.${key} has no Urdu text`).toBeTruthy();
        // Written in Urdu: some Arabic-script letters (a text that is only a name or a number is kept as is).
        if (/[A-Za-z]{2}/.test(text.replace(/\{[^}]*\}|<\/?\d+>/g, '')))
          expect(urduText, `${name}.${key} is not in Urdu`).toMatch(/[\u0600-\u06FF]/);
        expect(argumentsOf(urduText ?? ''), `${name}.${key}: arguments`).toEqual(argumentsOf(text));
      }
    },
  );

  it('names every message module by its file: defineMessages(namespace, import of locales/en/namespace)', () => {
    const mismatches: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      const imports = new Map(
        [...text.matchAll(/import (\w+) from '@\/locales\/en\/([\w-]+)';/g)].map((match) => [
          match[1],
          match[2],
        ]),
      );
      for (const call of text.matchAll(/defineMessages\(\s*'([\w-]+)',\s*(\w+)\s*\)/g)) {
        const [, name, variable] = call;
        if (imports.get(variable ?? '') !== name)
          mismatches.push(`${file}: defineMessages('${name ?? ''}', ${variable ?? ''})`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineProject } from 'vitest/config';
import { preactAliases } from './preact.ts';

function esmBuilds(files: Record<string, string>) {
  return Object.entries(files).map(([name, file]) => ({
    find: new RegExp(`^${name.replace(/[./]/g, '\\$&')}$`),
    replacement: fileURLToPath(new URL(`../../node_modules/${file}`, import.meta.url)),
  }));
}

const lucideIcons = fileURLToPath(
  new URL('../../node_modules/lucide-react/dist/esm/icons/', import.meta.url),
);

/** `ArrowUpFromLine` → `arrow-up-from-line`, `Disc3` → `disc-3`, `XCircle` → `x-circle`. */
function iconFile(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase();
}

/**
 * lucide-react's ES build is one module per icon behind an index of them all; through the aliases above
 * each test file would transform every icon on its first import. This imports each icon's own module.
 */
function lucideIconImports(): Plugin {
  return {
    name: 'lucide-icon-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/apps/web/src/') || !code.includes("from 'lucide-react'")) return null;
      return code.replace(/import \{([^}]*)\} from 'lucide-react';/g, (whole, names: string) => {
        const imports: string[] = [];
        const kept: string[] = [];
        for (const specifier of names.split(',').map((part) => part.trim())) {
          if (!specifier) continue;
          const match = /^(\w+)(?: as (\w+))?$/.exec(specifier);
          const file = match?.[1] === undefined ? undefined : iconFile(match[1]);
          if (match?.[1] !== undefined && file !== undefined && existsSync(`${lucideIcons}${file}.mjs`)) {
            imports.push(`import ${match[2] ?? match[1]} from 'lucide-react/icons/${file}';`);
          } else kept.push(specifier);
        }
        if (kept.every((specifier) => specifier.startsWith('type '))) {
          const types = kept.map((specifier) => specifier.slice('type '.length));
          if (types.length > 0) imports.push(`import type { ${types.join(', ')} } from 'lucide-react';`);
        } else imports.push(`import { ${kept.join(', ')} } from 'lucide-react';`);
        // As many lines as before, so stack traces keep their line numbers.
        return imports.join(' ') + '\n'.repeat(whole.split('\n').length - 1);
      });
    },
  };
}

export default defineProject({
  plugins: [lucideIconImports()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...preactAliases,
      // Their CommonJS builds would require React itself; the ES builds go through the aliases.
      ...esmBuilds({
        '@testing-library/react': '@testing-library/react/dist/@testing-library/react.esm.js',
        'lucide-react': 'lucide-react/dist/esm/lucide-react.mjs',
        recharts: 'recharts/es6/index.js',
        'react-router': 'react-router/dist/development/index.mjs',
      }),
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Modules are imported once per worker, not once per file (a quarter of the time): every test renders
    // into a page that src/test/setup.ts empties afterwards, with its own query client, and none mocks a
    // module; a global a test stubs is restored after it.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Room for the waits in src/test/setup.ts on a busy two-core machine.
    testTimeout: 20_000,
    // Libraries that import React go through the transform too, so the aliases above reach them.
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /react-router/,
          /@tanstack\/react-query/,
          /react-hook-form/,
          /@hookform/,
          /lucide-react/,
          /react-datepicker/,
          /qrcode\.react/,
          /recharts/,
          /react-redux/,
          /use-sync-external-store/,
          /@floating-ui\/react/,
        ],
      },
    },
  },
});

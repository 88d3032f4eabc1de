// Import boundaries the layout relies on (docs/architecture.md), checked by ESLint so CI fails when one is
// crossed. Paths are resolved from the importing file: `@/x` is apps/web/src/x, relative paths as written.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webSource = path.join(root, 'apps/web/src');
const apiSource = path.join(root, 'apps/api/src');

/** The file an import names, or null for a package. */
function resolveWebImport(file, specifier) {
  if (specifier.startsWith('@/')) return path.join(webSource, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  return null;
}

/** The top folder under apps/web/src a path is in ('app', 'features', 'components', ...) and, for a feature, its name. */
function webPlace(target) {
  const relative = path.relative(webSource, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, feature] = relative.split(path.sep);
  return { top, feature: top === 'features' ? feature : undefined };
}

const webBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Web app layers (bulletproof-react): features do not import each other, shared code imports no feature, nobody imports app/',
    },
    schema: [],
  },
  create(context) {
    const from = webPlace(context.filename);
    if (from === null) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveWebImport(context.filename, specifier);
      if (target === null) return;
      const to = webPlace(target);
      if (to === null) return;
      if (to.top === 'app' && from.top !== 'app') {
        context.report({
          node: node.source,
          message:
            'Nothing imports the app layer (app/): move what is shared to components/, hooks/ or lib/.',
        });
      } else if (to.top === 'features' && from.top === 'features' && to.feature !== from.feature) {
        context.report({
          node: node.source,
          message: `Feature '${from.feature}' imports feature '${to.feature}': features do not import each other; compose them in app/ or move the shared part to components/, hooks/ or lib/.`,
        });
      } else if (to.top === 'features' && ['components', 'hooks', 'lib'].includes(from.top)) {
        context.report({
          node: node.source,
          message: `Shared code (${from.top}/) imports feature '${to.feature}': shared code depends on no feature.`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** Where under apps/api/src a path is: its top folder ('modules', 'plugins', 'lib', ...) and, in modules/, the module. */
function apiPlace(target) {
  const relative = path.relative(apiSource, target);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, module] = relative.split(path.sep);
  return { top, module: top === 'modules' ? module : undefined, file: path.basename(relative) };
}

const apiBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "API layers: nothing below the routes imports plugins/, lib/ and db/ import no module, a module never imports another module's repository",
    },
    schema: [],
  },
  create(context) {
    const from = apiPlace(context.filename);
    // Tests set up and inspect across layers on purpose.
    if (from === null || /\.test\.ts$/.test(from.file)) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = apiPlace(path.resolve(path.dirname(context.filename), specifier));
      if (to === null) return;
      if (
        to.top === 'plugins' &&
        ['modules', 'lib', 'db'].includes(from.top) &&
        !from.file.endsWith('.routes.ts')
      ) {
        context.report({
          node: node.source,
          message: `${from.top}/ imports plugins/: the Fastify plugins sit above the modules; only route files use them (session SQL lives in modules/sessions).`,
        });
      } else if (to.top === 'modules' && ['lib', 'db'].includes(from.top)) {
        context.report({
          node: node.source,
          message: `${from.top}/ imports module '${to.module}': lib/ and db/ sit below the modules.`,
        });
      } else if (
        to.top === 'modules' &&
        from.top === 'modules' &&
        to.module !== from.module &&
        /\.repository(\.ts)?$/.test(to.file)
      ) {
        context.report({
          node: node.source,
          message: `Module '${from.module}' imports the repository of '${to.module}': use its service (${to.module}.service.ts), which exports what other modules may use.`,
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** The file a relative or `@/` import names, with the extensions the apps use; null for a package. */
function resolveSourceFile(file, specifier) {
  const inWeb = !path.relative(webSource, file).startsWith('..');
  let base;
  if (specifier.startsWith('@/') && inWeb) base = path.join(webSource, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(file), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const importPattern =
  /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
/** The source files a file imports (types included), read from disk once per lint run. */
const importsByFile = new Map();
function importsOf(file) {
  let imports = importsByFile.get(file);
  if (imports === undefined) {
    const text = fs.readFileSync(file, 'utf8');
    imports = [];
    for (const match of text.matchAll(importPattern)) {
      const target = resolveSourceFile(file, match[1] ?? match[2] ?? '');
      if (target !== null) imports.push(target);
    }
    importsByFile.set(file, imports);
  }
  return imports;
}

/** A chain of imports from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const seen = new Set();
  const walk = (file, trail) => {
    if (file === goal) return trail;
    if (seen.has(file)) return null;
    seen.add(file);
    for (const next of importsOf(file)) {
      const found = walk(next, [...trail, next]);
      if (found !== null) return found;
    }
    return null;
  };
  return walk(start, [start]);
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycles between the source files of an app (type imports count too)' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveSourceFile(file, specifier);
      if (target === null) return;
      const trail = pathBack(target, file);
      if (trail === null) return;
      const names = [file, ...trail].map((step) => path.relative(root, step));
      context.report({ node: node.source, message: `Import cycle: ${names.join(' → ')}.` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const boundaries = { rules: { web: webBoundaries, api: apiBoundaries, 'no-cycle': noCycle } };

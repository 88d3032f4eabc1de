// Import boundaries the layout relies on (docs/architecture.md), checked by ESLint so CI fails when one is
// crossed. Paths are resolved from the importing file: `@/x` is apps/web/src/x, relative paths as written.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webSource = path.join(root, 'apps/web/src');

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

export const boundaries = { rules: { web: webBoundaries } };

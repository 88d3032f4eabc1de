import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every text a member reads comes from the message catalogue (docs/decisions/0185): this test reads the
 * member app's source and fails on English written into a screen — JSX text, a text-bearing prop, or a
 * literal handed to a toast or dialog — outside `src/locales/en/`.
 */
const sources = import.meta.glob<string>(
  ['../**/*.tsx', '../lib/dialogs.ts', '../lib/watch-day-texts.ts', '!../**/*.test.tsx', '!../test/**'],
  { query: '?raw', import: 'default', eager: true },
);

/** The admin console, which stays in English. */
const adminOnly = [
  /^\.\.\/app\/routes\/admin\//,
  /^\.\.\/features\/admin[\w-]*\//,
  /^\.\.\/features\/audit-log\//,
  /^\.\.\/features\/dashboard\//,
  /^\.\.\/features\/email-broadcasts\/components\/(?!email-preferences-switch)/,
  /^\.\.\/components\/layouts\/admin-/,
  /^\.\.\/components\/ui\/(admin-section|admin-status-list|data-table|member-cell|date-range-field|filter-chips)\.tsx$/,
];

/** Props whose value people read. */
const textProps = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
  'description',
  'busyText',
  'emptyText',
  'emptyTitle',
  'emptyDescription',
  'heading',
  'subtitle',
  'text',
  'message',
  'hint',
  'helperText',
  'confirmText',
  'cancelText',
  'actionLabel',
  'eyebrow',
  'caption',
  'tooltip',
  'summary',
  'loadingText',
]);

/** Functions whose text arguments people read (toasts and dialogs). */
const textCalls = new Set(['showToast', 'showAlert', 'showAlertWithDetail', 'showLoading', 'confirmAction']);

/** A dialog's icon, the first argument of a toast or alert. */
const dialogIcons = new Set(['success', 'error', 'warning', 'info', 'question']);

/** What may stay as written in any language: names, units and symbols. */
const untranslated =
  /^(?:[^A-Za-z]*|.*\b(?:Easypaisa|SadaPay|NayaPay|Binance|TRC20|Tron|USD|PKR|Rs|EarnFlow)\b[^A-Za-z]*)$/;

function isEnglish(text: string): boolean {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  if (!/[A-Za-z]{2}/.test(trimmed)) return false;
  // A lone name, unit or symbol (USD, PKR, Easypaisa) is not a sentence to translate.
  return !(/^[\w$.:%×-]+$/.test(trimmed) && untranslated.test(trimmed)) && !untranslated.test(trimmed);
}

/** String literals an expression can evaluate to directly (through ?:, ??, ||, && and parentheses). */
function literalsOf(node: ts.Node): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node)) return [node.head, ...node.templateSpans.map((span) => span.literal)];
  if (ts.isParenthesizedExpression(node)) return literalsOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [
      ts.SyntaxKind.QuestionQuestionToken,
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.AmpersandAmpersandToken,
    ].includes(node.operatorToken.kind)
  )
    return [...literalsOf(node.left), ...literalsOf(node.right)];
  return [];
}

function textOf(node: ts.Node): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) return node.text;
  return '';
}

function hardCodedTexts(file: string, text: string): string[] {
  const found: string[] = [];
  const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const report = (node: ts.Node, value: string) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    found.push(
      `${file.replace(/^\.\.\//, 'src/')}:${String(line + 1)}: ${value.replace(/\s+/g, ' ').trim()}`,
    );
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isEnglish(node.text)) report(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    )
      for (const literal of literalsOf(node.expression))
        if (isEnglish(textOf(literal))) report(literal, textOf(literal));
    if (ts.isJsxAttribute(node) && textProps.has(node.name.getText(sourceFile)) && node.initializer) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      // A one-word placeholder is an example of what to type (you@example.com, WELCOME5), not a sentence.
      const example = node.name.getText(sourceFile) === 'placeholder';
      if (value)
        for (const literal of literalsOf(value)) {
          const written = textOf(literal);
          if (isEnglish(written) && !(example && !/\s/.test(written.trim()))) report(literal, written);
        }
    }
    if (ts.isCallExpression(node) && textCalls.has(node.expression.getText(sourceFile))) {
      const values = node.arguments.flatMap((argument) =>
        ts.isObjectLiteralExpression(argument)
          ? argument.properties.flatMap((property) =>
              ts.isPropertyAssignment(property) ? [property.initializer] : [],
            )
          : [argument],
      );
      for (const value of values)
        for (const literal of literalsOf(value)) {
          const written = textOf(literal);
          if (isEnglish(written) && !dialogIcons.has(written)) report(literal, written);
        }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

describe('member-facing texts', () => {
  const files = Object.entries(sources).filter(([file]) => !adminOnly.some((pattern) => pattern.test(file)));

  it('reads the member app', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('are all in the message catalogue: no English written into a member screen', () => {
    const found = files.flatMap(([file, text]) => hardCodedTexts(file, text));
    expect(found).toEqual([]);
  });

  it('would catch English written into a screen', () => {
    expect(
      hardCodedTexts(
        'sample.tsx',
        `export const A = () => <p title="Your balance" aria-label={busy ? 'Saving...' : 'Save'}>Withdraw now {'or later'}</p>;
         showToast('success', 'Saved.');
         void confirmAction({ title: 'Cancel it?', confirmText: t(m.yes) });`,
      ),
    ).toHaveLength(7);
    expect(
      hardCodedTexts(
        'sample.tsx',
        `export const B = () => <p className="text-sm">{t(m.title)} USD · Easypaisa</p>;`,
      ),
    ).toEqual([]);
  });
});

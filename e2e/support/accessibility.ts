import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

/** What fails a browser test: WCAG A/AA and best-practice rules at these impacts. */
const failingImpacts: readonly ImpactValue[] = ['serious', 'critical'];

/** One rule broken on one screen, as the page reports it. */
export interface AccessibilityViolation {
  /** Path and query of the screen. */
  screen: string;
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** The offending elements: CSS selector, the start of their HTML, and axe's own explanation. */
  nodes: { target: string; html: string; summary: string }[];
}

interface WatchSettings {
  bindingName: string;
  failingImpacts: readonly ImpactValue[];
  /** The DOM must stay unchanged this long after a route change before the check runs. */
  quietMs: number;
  /** ...but the check runs at the latest this long after the route change. */
  maxWaitMs: number;
  /** Reads of a page that keeps changing under axe; the last two then count only where they agree. */
  maxAttempts: number;
  runOptions: RunOptions;
}

declare global {
  interface Window {
    /** Runs axe on the page as it is now (after running checks) and reports what fails. */
    __checkAccessibility?: () => Promise<void>;
    axe: typeof import('axe-core');
  }
}

/**
 * Runs inside every page (an init script): checks the screen with axe on load and after each client-side
 * route change (history pushState/replaceState, popstate), once the DOM has settled, and hands serious
 * or critical violations to the test through a binding. Self-contained: it is serialised into the page.
 */
function watchAccessibility(settings: WatchSettings): void {
  if (window.top !== window) return;
  const report = (window as unknown as Record<string, (payload: unknown) => Promise<void>>)[
    settings.bindingName
  ] as (payload: unknown) => Promise<void>;
  let queue: Promise<void> = Promise.resolve();
  let scheduled = 0;
  let lastScreen = '';

  const screen = () => `${location.pathname}${location.search}`;

  const domSettled = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const finish = () => {
        observer.disconnect();
        clearTimeout(timer);
        resolve();
      };
      const restart = () => {
        clearTimeout(timer);
        const left = settings.maxWaitMs - (performance.now() - started);
        timer = setTimeout(finish, Math.max(0, Math.min(settings.quietMs, left)));
      };
      const observer = new MutationObserver(restart);
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      restart();
    });

  const ends = (animation: Animation) => animation.effect?.getComputedTiming().endTime !== Infinity;

  const toViolations = (results: AxeResults, checked: string): AccessibilityViolation[] =>
    results.violations
      .filter((violation) => violation.impact && settings.failingImpacts.includes(violation.impact))
      .map((violation) => ({
        screen: checked,
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        helpUrl: violation.helpUrl,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String).join(' '),
          html: node.html.length > 160 ? `${node.html.slice(0, 160)}…` : node.html,
          summary: node.failureSummary ?? '',
        })),
      }));

  // A page that changed while axe read it (a dialog fading out, a list arriving) may be judged on a frame
  // nobody sees: that read is void and the page is read again once settled. If it keeps changing, only
  // what two reads in a row both found is reported.
  const audit = async (): Promise<void> => {
    let previous: Set<string> | null = null;
    for (let attempt = 1; ; attempt += 1) {
      await Promise.all(
        document
          .getAnimations()
          .filter(ends)
          .map((animation) => animation.finished.catch(() => undefined)),
      );
      const checked = screen();
      const seen = { changes: 0 };
      const observer = new MutationObserver(() => {
        seen.changes += 1;
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const results = await window.axe.run(document, settings.runOptions);
      observer.disconnect();
      // A dialog on its way out fades over the page: not a frame anyone reads.
      const closingDialog = document.querySelector('.swal2-hide, .swal2-backdrop-hide') !== null;
      const animating =
        closingDialog ||
        document.getAnimations().some((animation) => ends(animation) && animation.playState === 'running');
      const violations = toViolations(results, checked);
      if (seen.changes === 0 && !animating) {
        if (violations.length > 0) await report(violations);
        return;
      }
      if (attempt === settings.maxAttempts) {
        if (closingDialog) return;
        // Colours are judged on settled frames only: while dialogs open and close one after another, two
        // reads can both catch one mid-transition (text and popup blended towards white). What the markup
        // says (names, roles, labels) does not depend on the frame and is still reported.
        const stable = violations
          .filter((violation) => violation.rule !== 'color-contrast')
          .map((violation) => ({
            ...violation,
            nodes: violation.nodes.filter((node) => previous?.has(`${violation.rule} ${node.target}`)),
          }))
          .filter((violation) => violation.nodes.length > 0);
        if (stable.length > 0) await report(stable);
        return;
      }
      previous = new Set(
        violations.flatMap((violation) => violation.nodes.map((node) => `${violation.rule} ${node.target}`)),
      );
      await domSettled();
    }
  };

  const enqueue = (task: () => Promise<void>) => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  const screenShown = () => {
    const current = screen();
    if (current === lastScreen) return;
    lastScreen = current;
    scheduled += 1;
    const mine = scheduled;
    void domSettled().then(() => (mine === scheduled ? enqueue(audit) : undefined));
  };

  window.__checkAccessibility = () => enqueue(audit);

  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args);
      screenShown();
    };
  }
  window.addEventListener('popstate', screenShown);
  window.addEventListener('load', screenShown);
}

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const bindingName = '__reportAccessibilityViolations';

/**
 * Checks every screen the context's pages show with axe-core; what fails is added to `found`.
 * Call before the first page of the context is opened.
 */
export async function watchContextAccessibility(
  context: BrowserContext,
  found: AccessibilityViolation[],
): Promise<void> {
  await context.exposeBinding(bindingName, (_source, violations: AccessibilityViolation[]) => {
    found.push(...violations);
  });
  await context.addInitScript({ content: axeSource });
  await context.addInitScript(watchAccessibility, {
    bindingName,
    failingImpacts,
    quietMs: 250,
    maxWaitMs: 3000,
    maxAttempts: 3,
    runOptions: { resultTypes: ['violations'] },
  } satisfies WatchSettings);
}

/** Checks the page as it is now (an open dialog, a drawer), after any check already under way. */
export async function checkPageAccessibility(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.evaluate(async () => {
        await window.__checkAccessibility?.();
      });
      return;
    } catch (error) {
      // A navigation under way replaces the page's scripts: check the page it lands on.
      if (attempt === 3 || page.isClosed()) throw error;
      await page.waitForLoadState('load');
    }
  }
}

/** One block per rule and screen: rule, impact, what to do, and each element with axe's explanation. */
export function formatViolations(violations: AccessibilityViolation[]): string {
  const seen = new Set<string>();
  const blocks: string[] = [];
  for (const violation of violations) {
    const nodes = violation.nodes.filter((node) => {
      const key = `${violation.screen} ${violation.rule} ${node.target}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (nodes.length === 0) continue;
    blocks.push(
      [
        `${violation.rule} (${violation.impact}) on ${violation.screen}: ${violation.help}`,
        `  ${violation.helpUrl}`,
        ...nodes.map(
          (node) =>
            `  - ${node.target}\n      ${node.html}\n${node.summary
              .split('\n')
              .map((line) => `      ${line.trim()}`)
              .join('\n')}`,
        ),
      ].join('\n'),
    );
  }
  return blocks.join('\n\n');
}

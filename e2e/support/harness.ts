import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createTestContext, type TestContext } from '../../apps/api/test/app';
import {
  checkPageAccessibility,
  formatViolations,
  watchContextAccessibility,
  type AccessibilityViolation,
} from './accessibility';
import { chromiumArgs, findChromium } from './chromium';

export const chromiumPath = findChromium();
export const hasBrowser = chromiumPath !== undefined;

const webDist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
export const artifactsDir = fileURLToPath(new URL('../artifacts', import.meta.url));

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1440, height: 900 };

// Responses the app expects and handles (a wrong password, a guard's 401) still print this line.
const expectedConsoleNoise =
  /^Failed to load resource: the server responded with a status of (400|401|403|404|409|429)/;

export interface BrowserHarness {
  ctx: TestContext;
  baseUrl: string;
  browser: Browser;
  /**
   * A fresh browser context (empty storage) and page at the given size. The app's service worker is
   * blocked unless asked for, so screens load from the server as a first visit does. With `clock`, the
   * page's clock runs as usual but a test can move it on (`nextPoll`), so what a poll brings shows at
   * once instead of after the poll's interval. `timezoneId` sets the browser's own time zone.
   */
  newPage(
    viewport?: { width: number; height: number },
    options?: { serviceWorkers?: 'allow' | 'block'; clock?: boolean; timezoneId?: string },
  ): Promise<Page>;
  /** Console errors seen since the last check that a test did not expect. */
  consoleErrors: string[];
  screenshot(page: Page, name: string): Promise<void>;
  /**
   * Checks the page with axe-core as it is now (an open dialog or drawer). Without asking, every screen
   * is checked on load, after each route change and at the end of the test.
   */
  checkAccessibility(page: Page): Promise<void>;
}

/**
 * Waits until the page has had no request in flight for `quietMs`, the live event stream aside (it stays
 * open, so Playwright's 'networkidle' never comes while a member or admin is signed in).
 */
export async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const counted = (request: Request) => new URL(request.url()).pathname !== '/api/events';
  const started = (request: Request) => {
    if (!counted(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    while (inFlight.size > 0 || Date.now() - lastChange < quietMs) await page.waitForTimeout(50);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Moves the clock of a page opened with `clock: true` on by one poll interval: the poll's timer fires at
 * once, so what the server has now shows without waiting the interval out (docs/decisions/0122).
 */
export async function nextPoll(page: Page, intervalMs: number): Promise<void> {
  await page.clock.fastForward(intervalMs);
}

/**
 * Boots the real server (built web app + API on a fresh database, e-mail to an in-process SMTP server)
 * and Chromium for one spec file. A console error in the page, or a serious or critical axe-core violation
 * on any screen it shows, fails the test.
 */
export function useBrowserHarness(): BrowserHarness {
  const harness = { consoleErrors: [] as string[] } as unknown as BrowserHarness & {
    contexts: BrowserContext[];
    violations: AccessibilityViolation[];
  };
  harness.contexts = [];
  harness.violations = [];

  beforeAll(async () => {
    if (chromiumPath === undefined) return;
    if (!fs.existsSync(path.join(webDist, 'index.html'))) {
      throw new Error('The web app is not built: run `npm run build` first.');
    }
    const ctx = await createTestContext({ webDist });
    const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    harness.ctx = ctx;
    harness.baseUrl = address;
    harness.browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    harness.newPage = async (
      viewport = phone,
      { serviceWorkers = 'block', clock = false, timezoneId = undefined as string | undefined } = {},
    ) => {
      const context = await harness.browser.newContext({
        viewport,
        baseURL: address,
        serviceWorkers,
        ...(timezoneId === undefined ? {} : { timezoneId }),
      });
      if (clock) await context.clock.install();
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: address });
      harness.contexts.push(context);
      await watchContextAccessibility(context, harness.violations);
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error' && !expectedConsoleNoise.test(message.text())) {
          harness.consoleErrors.push(message.text());
        }
      });
      page.on('pageerror', (error) => harness.consoleErrors.push(error.message));
      return page;
    };
    harness.screenshot = async (page, name) => {
      fs.mkdirSync(artifactsDir, { recursive: true });
      // Let slide-ins and fades finish, so the picture shows what a person sees (spinners never finish,
      // and an animation cancelled on the way counts as done).
      await page.evaluate(() =>
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
      );
      await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: false });
    };
    harness.checkAccessibility = checkPageAccessibility;
  });

  afterEach(async () => {
    const contexts = harness.contexts.splice(0);
    try {
      // Every page ends with a check of what it shows last.
      for (const page of contexts.flatMap((context) => context.pages())) {
        if (page.url().startsWith(harness.baseUrl)) await checkPageAccessibility(page);
      }
    } finally {
      for (const context of contexts) await context.close();
    }
    const errors = harness.consoleErrors.splice(0);
    const violations = formatViolations(harness.violations.splice(0));
    expect(errors, 'console errors in the page').toEqual([]);
    if (violations) {
      throw new Error(`Serious or critical accessibility violations (axe-core):\n\n${violations}`);
    }
  });

  afterAll(async () => {
    if (chromiumPath === undefined) return;
    await harness.browser.close();
    await harness.ctx.close();
  });

  return harness;
}

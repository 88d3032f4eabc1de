import { describe, expect, it } from 'vitest';
import { firstLoadRoutes, measureFirstLoad } from '../support/first-load';

/**
 * The member app's first load: the entry chunk and everything it imports (React and react-dom among
 * them), plus the chunks /login and / (member shell and home page) import before their first paint,
 * gzipped (docs/decisions/0090, 0150). Run `npx tsx e2e/support/first-load.ts` after a build to see the
 * files.
 */
/**
 * Decision 0150's budget, 130 KB (128.7 KB on 3 December, decision 0176), and the language runtime and
 * menus decision 0185 added to it: 137.5 KB on 3 December.
 */
const BUDGET_KB = 138;

describe('the member app first load', () => {
  it(`stays within ${BUDGET_KB} KB of gzipped JavaScript`, () => {
    const { files, gzip } = measureFirstLoad();
    const report = files
      .toSorted((a, b) => b.gzip - a.gzip)
      .slice(0, 8)
      .map(({ file, gzip: size }) => `${(size / 1024).toFixed(1)} KB ${file}`)
      .join('\n');
    expect(gzip / 1024, `first load (${firstLoadRoutes.join(', ')}):\n${report}`).toBeLessThanOrEqual(
      BUDGET_KB,
    );
  });

  it('counts React and react-dom, which the app runs on', () => {
    const { files } = measureFirstLoad();
    // react-dom's production build points its minified errors at this page; Preact's does not.
    expect(files.some(({ code }) => code.includes('https://react.dev/errors/'))).toBe(true);
  });

  it('leaves the admin console, date picker, dialogs, charts and image export out of it', () => {
    const { files } = measureFirstLoad();
    const lazy = {
      'date picker': /react-datepicker__/,
      dialogs: /swal2-/,
      charts: /recharts-/,
      'image export': /Provided element is not within a Document/,
    };
    const adminModules = files.filter(({ key }) => /src\/(app\/routes\/admin|features\/admin-)/.test(key));
    expect(
      adminModules.map(({ key }) => key),
      'admin console in the first load',
    ).toEqual([]);
    for (const [name, marker] of Object.entries(lazy)) {
      const holders = files.filter(({ code }) => marker.test(code)).map(({ file }) => file);
      expect(holders, `${name} in the first load`).toEqual([]);
    }
  });
});

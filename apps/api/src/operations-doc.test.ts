import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { apiPackageFolder } from './package-folder';

const root = path.join(apiPackageFolder, '../..');
const guide = fs.readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');

/** Every `KEY=value` the guide sets: at the start of a shell line, or quoted inline in its text. */
function settingsInGuide(): [string, string][] {
  const found: [string, string][] = [];
  for (const line of guide.split('\n')) {
    for (const match of line.matchAll(/(?:^\s*|\s|`)([A-Z][A-Z0-9_]+)=([^\s`]+)/g)) {
      const [, key = '', value = ''] = match;
      found.push([key, value]);
    }
  }
  return found;
}

describe('docs/operations.md', () => {
  it('sets only settings the README lists, each to a value the app accepts', () => {
    const settings = settingsInGuide();
    expect(settings.length).toBeGreaterThan(8);
    // The settings they need beside them (API_PROCESSES needs both servers, STORAGE=s3 a bucket).
    const base = {
      DATABASE_URL: 'postgres://db/earnflow',
      REDIS_URL: 'redis://127.0.0.1:6379',
      S3_BUCKET: 'earnflow',
    };
    for (const [key, value] of settings) {
      expect(readme, `${key} is not in the README's configuration table`).toMatch(
        new RegExp(`\\| [^|\\n]*\\b${key}\\b`),
      );
      expect(() => loadConfig({ ...base, [key]: value }), `${key}=${value}`).not.toThrow();
    }
  });

  it('names only npm scripts that exist', () => {
    const scripts = Object.keys(
      (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: object }).scripts,
    );
    const named = [...guide.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(3);
    for (const name of named) expect(scripts).toContain(name);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * The route modules a member's first visit runs before the first paint: /login (a visitor) and / (a
 * signed-in member: the member shell and the home page). Everything their static imports pull in counts;
 * pages reached by a later click (lazy routes, the admin console, dialogs, the date picker) do not.
 */
export const firstLoadRoutes = [
  'src/app/routes/member/login.tsx',
  'src/app/routes/member/member-layout.tsx',
  'src/app/routes/member/home.tsx',
];

export interface FirstLoad {
  /**
   * JavaScript files, entry first: the build manifest's key (the source module or shared chunk), the file,
   * its gzipped size (zlib level 9) and its text.
   */
  files: { key: string; file: string; gzip: number; code: string }[];
  gzip: number;
}

export const webDist = path.resolve(import.meta.dirname, '../../apps/web/dist');

export function measureFirstLoad(distDir = webDist): FirstLoad {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entryKey === undefined) throw new Error('The build manifest has no entry chunk.');

  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`The build manifest has no chunk for ${key}.`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  for (const route of firstLoadRoutes) {
    // A route module the entry imports statically is bundled into it, not a chunk of its own.
    if (manifest[route] !== undefined) visit(route);
    else if (!fs.existsSync(path.join(distDir, '..', route))) throw new Error(`${route} does not exist.`);
  }

  const files = [...seen]
    .map((key) => ({ key, file: manifest[key]?.file ?? key }))
    .filter(({ file }) => file.endsWith('.js'))
    .map(({ key, file }) => {
      const code = fs.readFileSync(path.join(distDir, file));
      return { key, file, gzip: gzipSync(code, { level: 9 }).length, code: code.toString('utf8') };
    });
  return { files, gzip: files.reduce((sum, { gzip }) => sum + gzip, 0) };
}

if (process.argv[1] === import.meta.filename) {
  const { files, gzip } = measureFirstLoad();
  for (const { file, gzip: size } of [...files].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB  first load, gzipped`);
}

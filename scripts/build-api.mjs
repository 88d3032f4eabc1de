// Bundles the API's TypeScript (apps/api/src/server.ts with the contracts package) into one ES module,
// apps/api/dist/server.mjs, with esbuild: the transform tsx applies at run time, done once, so a start
// loads plain JavaScript through Node's own loader. Dependencies stay in node_modules (imported, not
// bundled): native addons, WebAssembly and optional packages load as they always do.
//   node scripts/build-api.mjs [outfile]
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const apiBundle = path.join(root, 'apps/api/dist/server.mjs');

/** Everything the bundle is made of: when one of these is newer than the bundle, it is rebuilt. */
export const apiSources = [
  'apps/api/src',
  'apps/api/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'package-lock.json',
  'scripts/build-api.mjs',
].map((entry) => path.join(root, entry));

export async function buildApi(outfile = apiBundle) {
  // Imported here, so that a start with nothing to build does not load esbuild.
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(root, 'apps/api/src/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'dependencies-stay-in-node-modules',
        setup(bundler) {
          // A bare import is a package: the workspace's own (@earnflow/…, TypeScript) is bundled, the
          // rest is imported from node_modules at run time.
          bundler.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@earnflow/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outfile = path.resolve(process.argv[2] ?? apiBundle);
  await buildApi(outfile);
  console.log(`API built: ${path.relative(root, outfile)}`);
}

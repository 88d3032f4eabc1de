import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's own folder (apps/api), for the files it reads at run time (migrations, the built web
 * app): the nearest folder above this module with a package.json, so it is the same from the sources
 * (src/) and from a bundle of them (dist/server.mjs, scripts/build-api.mjs).
 */
function packageFolder(from: string): string {
  let folder = path.dirname(fileURLToPath(from));
  while (!fs.existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`no package.json above ${fileURLToPath(from)}`);
    folder = parent;
  }
  return folder;
}

export const apiPackageFolder = packageFolder(import.meta.url);

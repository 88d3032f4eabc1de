// Every installed package must accept the oldest Node the README promises (package.json "engines"):
// npm ci only warns (EBADENGINE) when one does not, and such a package may fail at run time on that Node.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const root = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const oldest = semver.minVersion(root.engines.node);
const nodes = [oldest.version, process.versions.node];

const refused = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  const wanted = entry.engines?.node;
  if (!path || typeof wanted !== 'string') continue;
  for (const node of nodes) {
    if (!semver.satisfies(node, wanted))
      refused.push(`${path}@${entry.version} wants node ${wanted}, not ${node}`);
  }
}

if (refused.length > 0) {
  console.error(`Packages that refuse the Node this project promises (${root.engines.node}):`);
  for (const line of refused) console.error(`  ${line}`);
  process.exit(1);
}
console.log(`Every package in package-lock.json accepts Node ${nodes.join(' and ')}.`);

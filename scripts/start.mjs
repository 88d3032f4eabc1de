// npm start: builds the web app only when its sources changed since the last build, then serves web + API.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
  'package-lock.json',
].map((entry) => path.join(root, entry));

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) latest = Math.max(latest, newest(path.join(entry, child)));
  return latest;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const built = newest(builtIndex);
if (built === 0 || sources.some((entry) => newest(entry) > built)) {
  console.log(
    built === 0 ? 'Building the web app…' : 'The web app changed since its last build: rebuilding…',
  );
  run('npm', ['run', 'build']);
} else {
  console.log('The web app is built and unchanged: starting.');
}
run(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')]);

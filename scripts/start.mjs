// npm start: builds the web app and the API bundle only when their sources changed since their last
// build, then serves web + API from the bundle.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiBundle, apiSources, buildApi } from './build-api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const webSources = [
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

/** True when `output` is missing or older than one of `sources`. */
const stale = (output, sources) => {
  const built = newest(output);
  return built === 0 || sources.some((entry) => newest(entry) > built);
};

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (stale(builtIndex, webSources)) {
  console.log(
    fs.existsSync(builtIndex)
      ? 'The web app changed since its last build: rebuilding…'
      : 'Building the web app…',
  );
  run('npm', ['run', 'build', '-w', '@earnflow/web']);
} else {
  console.log('The web app is built and unchanged: starting.');
}
if (stale(apiBundle, apiSources)) {
  console.log(
    fs.existsSync(apiBundle) ? 'The API changed since its last build: rebuilding…' : 'Building the API…',
  );
  await buildApi();
}
// The server runs as a child. A supervisor's SIGTERM or SIGHUP sent to this process alone is passed on,
// so the server closes its database cleanly instead of running on without its parent; Ctrl+C reaches
// both from the terminal, so here it only keeps this process waiting for the server to close.
const server = spawn(process.execPath, ['--enable-source-maps', apiBundle], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
process.on('SIGINT', () => {});
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// Runs npm scripts side by side (each on a core of its own), prints each one's output when it ends, and
// fails when any of them fails: `node scripts/run-together.mjs lint typecheck`.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
const runs = names.map(
  (name) =>
    new Promise((resolve) => {
      const started = Date.now();
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      child.on('close', (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        process.stdout.write(`\n> npm run ${name} (${seconds} s, ${code === 0 ? 'passed' : 'failed'})\n`);
        process.stdout.write(Buffer.concat(output));
        resolve(code === 0);
      });
    }),
);
const passed = await Promise.all(runs);
process.exit(passed.every(Boolean) ? 0 : 1);

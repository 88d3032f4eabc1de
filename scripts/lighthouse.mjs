// npm run lighthouse: Lighthouse's mobile profile (simulated throttling) on /login, on / for a signed-in
// member and on /daily-ads, three runs each, the median reported. It builds the web app and the API bundle,
// starts the server on a fresh embedded database in a temporary folder and signs a member up through the
// API; with LIGHTHOUSE_URL it measures a server already running there instead (given a member's
// LIGHTHOUSE_EMAIL and LIGHTHOUSE_PASSWORD). Chromium comes from CHROME_PATH (default /usr/bin/chromium);
// LIGHTHOUSE_REPORTS names a folder for each run's full report.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { apiBundle, buildApi } from './build-api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const runs = 3;
// LIGHTHOUSE_REPORTS=folder keeps each run's full report (JSON) there, to read where the time goes.
const reportDir = process.env.LIGHTHOUSE_REPORTS;
const pages = [
  { path: '/login', member: false },
  { path: '/', member: true },
  { path: '/daily-ads', member: true },
];
const goals = { performance: 90, accessibility: 100 };

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Builds both halves, then starts the API bundle (serving the web app) on a fresh data folder. */
async function startServer() {
  const built = spawnSync('npm', ['run', 'build', '-w', '@earnflow/web'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
  await buildApi();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earnflow-lighthouse-'));
  const port = await freePort();
  // A server of its own: the embedded database, no mail server, one process.
  const own = new Set(['DATABASE_URL', 'SMTP_URL', 'REDIS_URL', 'API_PROCESSES', 'WEB_DIST']);
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !own.has(name))),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
  };
  const server = spawn(process.execPath, [apiBundle], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Without SMTP_URL the server writes each e-mail (with its code) to its log: the sign-up code is read there.
  const mails = [];
  let pending = '';
  server.stdout.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        const entry = JSON.parse(line);
        if (typeof entry.text === 'string' && typeof entry.to === 'string') mails.push(entry);
      } catch {
        // Not a log line of the server's own.
      }
    }
  });
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  for (let tries = 0; ; tries += 1) {
    if (server.exitCode !== null) throw new Error('The server stopped while starting.');
    try {
      if ((await fetch(`${baseUrl}/login`)).ok) break;
    } catch {
      if (tries > 600) throw new Error('The server did not answer within a minute.');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = () => {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, mails, stop };
}

async function call(baseUrl, route, body) {
  const response = await fetch(`${baseUrl}/api${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok)
    throw new Error(`${route} answered ${String(response.status)}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Signs a new member up (the code read from the server's log) and returns the session the app stores. */
async function signUpMember(baseUrl, mails) {
  const email = `lighthouse-${String(Date.now())}@example.com`;
  const password = 'correct-horse-9';
  await call(baseUrl, '/users/signup', { name: 'Ayesha Khan', email, password });
  let mail;
  for (let tries = 0; mail === undefined; tries += 1) {
    if (tries > 100) throw new Error('No sign-up code reached the server log.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    mail = mails.find((entry) => entry.to === email);
  }
  const otp = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (otp === undefined) throw new Error('The sign-up e-mail holds no code.');
  await call(baseUrl, '/users/verify-otp', { email, otp });
  return signIn(baseUrl, email, password);
}

async function signIn(baseUrl, email, password) {
  const { token, user } = await call(baseUrl, '/users/login', { email, password });
  return { userToken: token, userId: user.id, userName: user.name, userEmail: user.email };
}

/** One Lighthouse run in a fresh browser profile: nothing cached, no service worker. */
async function measure(url, session) {
  const browser = await puppeteer.launch({ executablePath: chromePath, headless: false, args: chromeFlags });
  try {
    const page = await browser.newPage();
    if (session !== undefined) {
      // The session is stored from a file of the same origin that loads none of the app.
      await page.goto(new URL('/favicon.svg', url).href);
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, session);
    }
    const result = await lighthouse(
      url,
      {
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Lighthouse would clear the origin's storage, session included; the profile is fresh anyway.
        disableStorageReset: session !== undefined,
      },
      undefined,
      page,
    );
    if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}.`);
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    if (reportDir !== undefined) {
      const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${String(Date.now())}.json`;
      fs.mkdirSync(reportDir, { recursive: true });
      fs.writeFileSync(path.join(reportDir, name), JSON.stringify(result.lhr));
    }
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${finalDisplayedUrl}.`);
    }
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      fcp: audits['first-contentful-paint'].numericValue ?? 0,
      lcp: audits['largest-contentful-paint'].numericValue ?? 0,
      tbt: audits['total-blocking-time'].numericValue ?? 0,
      cls: audits['cumulative-layout-shift'].numericValue ?? 0,
    };
  } finally {
    await browser.close();
  }
}

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const external = process.env.LIGHTHOUSE_URL;
const server = external === undefined ? await startServer() : undefined;
let failed = false;
try {
  const baseUrl = external ?? server?.baseUrl ?? '';
  const session =
    server === undefined
      ? await signIn(baseUrl, process.env.LIGHTHOUSE_EMAIL ?? '', process.env.LIGHTHOUSE_PASSWORD ?? '')
      : await signUpMember(baseUrl, server.mails);
  const rows = [];
  for (const { path: pagePath, member } of pages) {
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await measure(new URL(pagePath, baseUrl).href, member ? session : undefined);
      console.log(
        `${pagePath} run ${String(run)}: performance ${String(result.performance)}, accessibility ${String(result.accessibility)}`,
      );
      results.push(result);
    }
    const pick = (key) => median(results.map((result) => result[key]));
    rows.push({
      page: pagePath,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      'FCP (s)': (pick('fcp') / 1000).toFixed(1),
      'LCP (s)': (pick('lcp') / 1000).toFixed(1),
      'TBT (ms)': Math.round(pick('tbt')),
      CLS: pick('cls').toFixed(3),
    });
  }
  console.log(`\nMedian of ${String(runs)} runs (Lighthouse mobile, simulated throttling):`);
  console.table(rows);
  for (const row of rows) {
    if (row.performance < goals.performance || row.accessibility < goals.accessibility) {
      console.error(
        `${row.page}: performance ${String(row.performance)} (at least ${String(goals.performance)}), accessibility ${String(row.accessibility)} (needs ${String(goals.accessibility)})`,
      );
      failed = true;
    }
  }
} finally {
  server?.stop();
}
process.exit(failed ? 1 : 0);

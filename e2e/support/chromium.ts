import fs from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Chromium from CHROME_PATH or a standard path; undefined when there is none. */
export function findChromium(): string | undefined {
  const configured = process.env.CHROME_PATH;
  if (configured !== undefined && configured !== '')
    return fs.existsSync(configured) ? configured : undefined;
  return candidates.find((candidate) => fs.existsSync(candidate));
}

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

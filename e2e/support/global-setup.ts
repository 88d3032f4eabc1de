import { findChromium } from './chromium';

export default function setup() {
  if (findChromium() !== undefined) return;
  if (process.env.CI === 'true') {
    throw new Error(
      'Browser tests need Chromium and CI=true forbids skipping them: install chromium or set CHROME_PATH.',
    );
  }
  console.log('Browser tests skipped: no Chromium found (install chromium or set CHROME_PATH).');
}

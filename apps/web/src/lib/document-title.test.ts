import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_APP_NAME, formatDocumentTitle, readAppName } from './document-title';

function setMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'app-name';
  meta.content = content;
  document.head.append(meta);
}

describe('app name and page titles', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads the name the server wrote into index.html', () => {
    setMeta('CashTube');
    expect(readAppName()).toBe('CashTube');
  });

  it('falls back to the default while the placeholder is still there (vite dev)', () => {
    setMeta('__APP_NAME__');
    expect(readAppName()).toBe(DEFAULT_APP_NAME);
  });

  it('formats "{title} - {appName}"', () => {
    expect(formatDocumentTitle('Settings', 'EarnFlow')).toBe('Settings - EarnFlow');
  });
});

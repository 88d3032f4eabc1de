export const DEFAULT_APP_NAME = 'EarnFlow';
const APP_NAME_PLACEHOLDER = '__APP_NAME__';

/** The product name the server wrote into index.html; the placeholder (vite dev) means the default. */
export function readAppName(): string {
  const content = document.querySelector('meta[name="app-name"]')?.getAttribute('content')?.trim();
  return content && content !== APP_NAME_PLACEHOLDER ? content : DEFAULT_APP_NAME;
}

let cachedAppName: string | undefined;

export function getAppName(): string {
  cachedAppName ??= readAppName();
  return cachedAppName;
}

export function formatDocumentTitle(title: string, appName = getAppName()): string {
  return `${title} - ${appName}`;
}

export function setDocumentTitle(title: string): void {
  document.title = formatDocumentTitle(title);
}

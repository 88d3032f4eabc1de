import type { SignalKind } from '@earnflow/contracts';
import { defineMessages, translate } from '@/i18n/i18n';
import devicesEn from '@/locales/en/devices';

const m = defineMessages('devices', devicesEn);

/** What the member did when a signal was recorded, as the member's Settings and the console name it. */
export const signalKindLabels: Record<SignalKind, string> = {
  SIGN_UP: 'Sign-up',
  SIGN_IN: 'Sign-in',
  DEPOSIT: 'Deposit',
  WITHDRAWAL: 'Withdrawal',
  TRANSFER: 'Transfer',
};

// Order matters: Edge, Opera and Samsung Internet also say "Chrome", and Chrome also says "Safari".
const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A user agent read as a person names a device: "Chrome on Android"; "Unknown device" when unreadable. */
export function deviceName(userAgent: string | null): string {
  if (userAgent === null || userAgent.trim() === '') return translate(m.unknownDevice);
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser !== undefined && system !== undefined) return translate(m.deviceOn, { browser, system });
  return browser ?? system ?? translate(m.unknownDevice);
}

import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage } from './i18n';
import {
  browserLanguage,
  chooseLanguage,
  initialLanguage,
  showLanguage,
  storedLanguage,
  takeLanguageChosenBeforeSignIn,
} from './language';

describe('the language shown', () => {
  afterEach(async () => {
    await showLanguage('en');
    localStorage.removeItem('language');
    sessionStorage.clear();
  });

  it('guesses from the browser: Urdu when it comes before English', () => {
    expect(browserLanguage(['ur-PK', 'en-US'])).toBe('ur');
    expect(browserLanguage(['en-GB', 'ur'])).toBe('en');
    expect(browserLanguage(['de-DE', 'UR'])).toBe('ur');
    expect(browserLanguage(['fr-FR'])).toBe('en');
    expect(browserLanguage([])).toBe('en');
  });

  it('opens in the remembered choice, else the guess; a stored value of another kind is ignored', () => {
    localStorage.setItem('language', 'ur');
    expect(initialLanguage()).toBe('ur');
    localStorage.setItem('language', 'fr');
    expect(storedLanguage()).toBeNull();
  });

  it('shows Urdu right to left, and English left to right again', async () => {
    await showLanguage('ur');
    expect(currentLanguage()).toBe('ur');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ur', 'rtl']);
    await showLanguage('en');
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr']);
    // Shown without being chosen (the admin console's English): nothing remembered.
    expect(storedLanguage()).toBeNull();
  });

  it('remembers a choice; one made before sign-in is handed to the account once', async () => {
    await chooseLanguage('ur', { signedIn: false });
    expect(storedLanguage()).toBe('ur');
    expect(takeLanguageChosenBeforeSignIn()).toBe('ur');
    expect(takeLanguageChosenBeforeSignIn()).toBeNull();
    await chooseLanguage('en', { signedIn: true });
    expect(storedLanguage()).toBe('en');
    expect(takeLanguageChosenBeforeSignIn()).toBeNull();
  });
});

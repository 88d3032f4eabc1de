import { describe, expect, it } from 'vitest';
import {
  alreadyRegisteredEmail,
  newDeviceSignInEmail,
  passwordResetEmail,
  signInCodeEmail,
  signupAgainEmail,
  verificationEmail,
} from './mail.templates';

describe('e-mail texts', () => {
  // The app's name is the operator's: no article in front of it reads right for every name.
  it.each(['EarnFlow', 'Apex Rewards', 'Uplift'])('put no "a" or "an" before the app name %s', (appName) => {
    const emails = [
      verificationEmail(appName, 'a@example.com', 'Ayesha', '123456'),
      passwordResetEmail(appName, 'a@example.com', 'Ayesha', '123456'),
      signupAgainEmail(appName, 'a@example.com', '123456'),
      signInCodeEmail(appName, 'a@example.com', 'Ayesha', '123456'),
      alreadyRegisteredEmail(appName, 'a@example.com', 'Ayesha', 'https://example.com/login'),
      newDeviceSignInEmail(appName, 'a@example.com', 'Ayesha', {
        at: new Date('2026-12-02T08:00:00Z'),
        userAgent: 'Mozilla/5.0',
        ip: '203.0.113.5',
        settingsUrl: 'https://example.com/settings',
      }),
    ];
    for (const email of emails) {
      for (const text of [email.subject, email.text, email.html]) {
        expect(text).not.toMatch(new RegExp(`\\ban? ${appName}\\b`));
      }
    }
  });
});

describe('the new-device sign-in e-mail', () => {
  it('names the time on Pakistan time, the browser and the address, and escapes them in the HTML', () => {
    const email = newDeviceSignInEmail('EarnFlow', 'a@example.com', 'Ayesha', {
      at: new Date('2026-12-02T08:00:00Z'),
      userAgent: '<script>alert(1)</script>',
      ip: '203.0.113.5',
      settingsUrl: 'https://example.com/settings',
    });
    expect(email.subject).toBe('EarnFlow: new sign-in to your account');
    expect(email.text).toContain('When: 2 Dec 2026, 1:00 pm (Pakistan time)');
    expect(email.text).toContain('Browser: <script>alert(1)</script>');
    expect(email.text).toContain('Address: 203.0.113.5');
    expect(email.text).toContain('turn on two-factor sign-in');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&#60;script&#62;');
  });
});

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

describe('e-mails in Urdu', () => {
  const signIn = {
    at: new Date('2026-12-02T08:00:00Z'),
    userAgent: 'Mozilla/5.0',
    ip: '203.0.113.5',
    settingsUrl: 'https://example.com/settings',
  };
  const urdu = [
    verificationEmail('EarnFlow', 'a@example.com', 'Ayesha', '123456', 'ur'),
    passwordResetEmail('EarnFlow', 'a@example.com', 'Ayesha', '123456', 'ur'),
    signupAgainEmail('EarnFlow', 'a@example.com', '123456', 'ur'),
    signInCodeEmail('EarnFlow', 'a@example.com', 'Ayesha', '123456', 'ur'),
    alreadyRegisteredEmail('EarnFlow', 'a@example.com', 'Ayesha', 'https://example.com/login', 'ur'),
    newDeviceSignInEmail('EarnFlow', 'a@example.com', 'Ayesha', signIn, 'ur'),
  ];

  it('have their subject and body in Urdu, the HTML right to left under one root', () => {
    for (const email of urdu) {
      expect(email.subject).toMatch(/^\u2066EarnFlow\u2069: [\u0600-\u06FF]/);
      expect(email.text).toMatch(/^السلام علیکم/);
      expect(email.html).toMatch(/^<div dir="rtl" lang="ur">.*<\/div>$/s);
      expect(email.text).not.toMatch(/\b(Hello|code expires|ignore this)\b/);
    }
  });

  it('keep the code, the links and the details left to right', () => {
    const [verification] = urdu;
    expect(verification?.text).toContain('\n\n••••••\n\n');
    expect(verification?.code).toBe('123456');
    expect(verification?.text).toContain('السلام علیکم \u2068Ayesha\u2069،');

    const already = alreadyRegisteredEmail(
      'EarnFlow',
      'a@example.com',
      'Ayesha',
      'https://example.com/login',
      'ur',
    );
    expect(already.text).toContain('\u2066https://example.com/login\u2069 پر سائن اِن کریں');
    expect(already.html).toContain('<a href="https://example.com/login">سائن اِن کریں</a>');

    const device = newDeviceSignInEmail('EarnFlow', 'a@example.com', 'Ayesha', signIn, 'ur');
    expect(device.subject).toBe('\u2066EarnFlow\u2069: آپ کے اکاؤنٹ میں نیا سائن اِن');
    expect(device.text).toMatch(/وقت: 2 دسمبر، 2026، \u20661:00 PM\u2069 \(پاکستانی وقت\)/);
    expect(device.text).toContain('براؤزر: \u2066Mozilla/5.0\u2069');
    expect(device.text).toContain('آئی پی ایڈریس: \u2066203.0.113.5\u2069');
    expect(device.html).toContain('<a href="https://example.com/settings">ابھی سیٹنگز میں اسے بدلیں</a>');
  });

  it('stay in English, as before, for an English member', () => {
    const email = alreadyRegisteredEmail(
      'EarnFlow',
      'a@example.com',
      'Ayesha',
      'https://example.com/login',
      'en',
    );
    expect(email).toEqual(
      alreadyRegisteredEmail('EarnFlow', 'a@example.com', 'Ayesha', 'https://example.com/login'),
    );
    expect(email.html).toBe(
      '<p>Hello Ayesha,</p><p>Someone tried to create an account on EarnFlow with this e-mail address, but you already have one. <a href="https://example.com/login">Sign in</a>, or reset your password there if you have forgotten it.</p><p>If this was not you, you can ignore this e-mail.</p>',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  alreadyRegisteredEmail,
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
    ];
    for (const email of emails) {
      for (const text of [email.subject, email.text, email.html]) {
        expect(text).not.toMatch(new RegExp(`\\ban? ${appName}\\b`));
      }
    }
  });
});

import { CODE_MASK, type OutgoingEmail } from './mail.service';
import { escapeHtml } from '../../lib/html';

const CODE_EXPIRY = 'The code expires in 10 minutes.';

/**
 * An e-mail carrying a one-time code. Its text holds CODE_MASK where the code goes: the code itself travels
 * apart and is put in only when the e-mail is sent, so the outbox never keeps it. Subjects never carry it.
 */
function codeEmail(options: {
  appName: string;
  to: string;
  name: string;
  subject: string;
  before: string[];
  after: string[];
  code: string;
}): OutgoingEmail {
  const { appName, to, name, subject, before, after, code } = options;
  const text = [`Hello ${name},`, ...before, CODE_MASK, ...after, appName].join('\n\n');
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const html = `<p>Hello ${escapeHtml(name)},</p>${paragraphs(before)}<p style="font-size:28px;font-weight:700;letter-spacing:6px">${CODE_MASK}</p>${paragraphs(after)}<p>${escapeHtml(appName)}</p>`;
  return { to, subject, text, html, code };
}

export function verificationEmail(appName: string, to: string, name: string, code: string): OutgoingEmail {
  return codeEmail({
    appName,
    to,
    name,
    subject: `${appName}: your verification code`,
    before: [`Welcome to ${appName}! Enter this code to verify your e-mail address:`],
    after: [`${CODE_EXPIRY} If you did not ask for it, you can ignore this e-mail.`],
    code,
  });
}

export function passwordResetEmail(appName: string, to: string, name: string, code: string): OutgoingEmail {
  return codeEmail({
    appName,
    to,
    name,
    subject: `${appName}: your password reset code`,
    before: ['Enter this code to choose a new password:'],
    after: [`${CODE_EXPIRY} If you did not ask for it, you can ignore this e-mail.`],
    code,
  });
}

/**
 * A second sign-up with an address still waiting for verification: the account keeps its first details
 * (docs/decisions/0016-sign-up-again-keeps-the-first-details.md), and the mailbox owner gets a code and
 * the way to a password of their own.
 */
export function signupAgainEmail(
  appName: string,
  to: string,
  name: string,
  code: string,
  forgotPasswordUrl: string,
): OutgoingEmail {
  return codeEmail({
    appName,
    to,
    name,
    subject: `${appName}: your verification code`,
    before: [
      `Someone, maybe you, just tried to sign up for ${appName} again with this e-mail address. An account for it is already waiting for verification, and nothing about it was changed: it keeps the name, password and referral code it was first created with.`,
      'To verify this address, enter this code:',
    ],
    after: [
      CODE_EXPIRY,
      `If you do not know the password the account was first created with, choose your own at ${forgotPasswordUrl} instead: that verifies your address too. If none of this was you, you can ignore this e-mail.`,
    ],
    code,
  });
}

export function alreadyRegisteredEmail(
  appName: string,
  to: string,
  name: string,
  loginUrl: string,
): OutgoingEmail {
  const text = `Hello ${name},\n\nSomeone tried to create a ${appName} account with this e-mail address, but you already have one. Sign in at ${loginUrl}, or reset your password there if you have forgotten it.\n\nIf this was not you, you can ignore this e-mail.\n\n${appName}`;
  return {
    to,
    subject: `${appName}: you already have an account`,
    text,
    html: `<p>Hello ${escapeHtml(name)},</p><p>Someone tried to create a ${escapeHtml(appName)} account with this e-mail address, but you already have one. <a href="${escapeHtml(loginUrl)}">Sign in</a>, or reset your password there if you have forgotten it.</p><p>If this was not you, you can ignore this e-mail.</p>`,
  };
}

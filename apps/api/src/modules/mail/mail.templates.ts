import type { OutgoingEmail } from './mail.service';
import { escapeHtml } from '../../lib/html';

function codeEmail(options: {
  appName: string;
  to: string;
  name: string;
  subject: string;
  intro: string;
  code: string;
}): OutgoingEmail {
  const { appName, to, name, subject, intro, code } = options;
  const text = `Hello ${name},\n\n${intro}\n\n${code}\n\nThe code expires in 10 minutes. If you did not ask for it, you can ignore this e-mail.\n\n${appName}`;
  const html = `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(intro)}</p><p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p><p>The code expires in 10 minutes. If you did not ask for it, you can ignore this e-mail.</p><p>${escapeHtml(appName)}</p>`;
  return { to, subject, text, html };
}

export function verificationEmail(appName: string, to: string, name: string, code: string): OutgoingEmail {
  return codeEmail({
    appName,
    to,
    name,
    subject: `${appName}: your verification code is ${code}`,
    intro: `Welcome to ${appName}! Enter this code to verify your e-mail address:`,
    code,
  });
}

export function passwordResetEmail(appName: string, to: string, name: string, code: string): OutgoingEmail {
  return codeEmail({
    appName,
    to,
    name,
    subject: `${appName}: your password reset code is ${code}`,
    intro: 'Enter this code to choose a new password:',
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

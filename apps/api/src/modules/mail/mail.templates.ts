import { CODE_MASK, type OutgoingEmail } from './mail.service';
import { businessMomentText } from '../../lib/business-day';
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
 * Another sign-up with an address still waiting for verification (decision 0140): its own code, which
 * decides the account's name, password and referral code when it is entered. The greeting names nobody:
 * neither the earlier sign-up's name nor the text this one typed is the mailbox owner's for sure.
 */
export function signupAgainEmail(appName: string, to: string, code: string): OutgoingEmail {
  return codeEmail({
    appName,
    to,
    name: 'there',
    subject: `${appName}: your verification code`,
    before: [
      `Someone, maybe you, just signed up for ${appName} with this e-mail address, which another sign-up used before and has not verified.`,
      'Enter this code to finish the sign-up you just made. The account takes the name, password and referral code of the sign-up whose code is entered, so a password someone else chose never opens it:',
    ],
    after: [
      `${CODE_EXPIRY} If you did not sign up, you can ignore this e-mail: nothing changes unless the code is used.`,
    ],
    code,
  });
}

/** A sign-in from a new device while the account is under attack by wrong passwords (decision 0140). */
export function signInCodeEmail(appName: string, to: string, name: string, code: string): OutgoingEmail {
  return codeEmail({
    appName,
    to,
    name,
    subject: `${appName}: your sign-in code`,
    before: [
      `Someone signed in to ${appName} with your password from a device or address you have not used before. Many wrong passwords were tried on your account lately, so a sign-in from somewhere new also needs this code:`,
    ],
    after: [
      `${CODE_EXPIRY} If this was not you, your password is known to someone else: choose a new one with "Forgot password" now.`,
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
  const text = `Hello ${name},\n\nSomeone tried to create an account on ${appName} with this e-mail address, but you already have one. Sign in at ${loginUrl}, or reset your password there if you have forgotten it.\n\nIf this was not you, you can ignore this e-mail.\n\n${appName}`;
  return {
    to,
    subject: `${appName}: you already have an account`,
    text,
    html: `<p>Hello ${escapeHtml(name)},</p><p>Someone tried to create an account on ${escapeHtml(appName)} with this e-mail address, but you already have one. <a href="${escapeHtml(loginUrl)}">Sign in</a>, or reset your password there if you have forgotten it.</p><p>If this was not you, you can ignore this e-mail.</p>`,
  };
}

/**
 * A sign-in from a device the member had not used before: when, with what browser and from where, and what
 * to do if it was not them.
 */
export function newDeviceSignInEmail(
  appName: string,
  to: string,
  name: string,
  signIn: { at: Date; userAgent: string | undefined; ip: string; settingsUrl: string },
): OutgoingEmail {
  const browser = signIn.userAgent?.trim().slice(0, 200) || 'Unknown browser';
  const details = [
    `When: ${businessMomentText(signIn.at)} (Pakistan time)`,
    `Browser: ${browser}`,
    `Address: ${signIn.ip}`,
  ];
  const intro = `Your ${appName} account was just signed in to from a device it had not been used on before.`;
  const ifYou = 'If this was you, there is nothing to do.';
  const ifNot = `If it was not you, someone knows your password: change it now in Settings (${signIn.settingsUrl}), which signs out every other device, and turn on two-factor sign-in there so a password alone is not enough.`;
  return {
    to,
    subject: `${appName}: new sign-in to your account`,
    text: [`Hello ${name},`, intro, details.join('\n'), ifYou, ifNot, appName].join('\n\n'),
    html:
      `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(intro)}</p><ul>` +
      details.map((line) => `<li>${escapeHtml(line)}</li>`).join('') +
      `</ul><p>${escapeHtml(ifYou)}</p><p>If it was not you, someone knows your password: ` +
      `<a href="${escapeHtml(signIn.settingsUrl)}">change it now in Settings</a>, which signs out every other device, ` +
      `and turn on two-factor sign-in there so a password alone is not enough.</p><p>${escapeHtml(appName)}</p>`,
  };
}

/** To each owner when a reconciliation fails after passing: what disagrees, and where to read it all. */
export function ledgerAlarmEmail(
  appName: string,
  to: string,
  name: string,
  report: { checkedAt: string; checks: { name: string; ok: boolean; problems: number }[] },
): OutgoingEmail {
  const failed = report.checks.filter((check) => !check.ok);
  const lines = failed.map((check) => `${check.name}: ${String(check.problems)} problem(s)`);
  const intro = `The ledger check of ${report.checkedAt} failed. What disagrees:`;
  const after =
    'Money keeps moving meanwhile. The admin console shows the details on Transactions (Reconciliation). ' +
    'You get this e-mail once per failure; the next one comes after the ledger has reconciled again.';
  return {
    to,
    subject: `${appName}: the ledger does not reconcile`,
    text: [`Hello ${name},`, intro, lines.join('\n'), after, appName].join('\n\n'),
    html:
      `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(intro)}</p><ul>` +
      lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('') +
      `</ul><p>${escapeHtml(after)}</p><p>${escapeHtml(appName)}</p>`,
  };
}

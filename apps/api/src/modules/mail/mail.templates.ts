import type { Language } from '@earnflow/contracts';
import { CODE_MASK, type OutgoingEmail } from './mail.service';
import { escapeHtml, htmlWithLink } from '../../lib/html';
import { isolate, ltr, momentText, translate, type MessageKey } from '../../lib/i18n/translate';

/*
 * The e-mails to members are in the member's language (decision 0185): for a sign-up, the language it was
 * made in. In Urdu the HTML reads right to left, and names, addresses and links keep their own direction.
 */

/** The HTML of an e-mail in the language: Urdu's is wrapped in one right-to-left root. */
function htmlIn(language: Language, html: string): string {
  return language === 'ur' ? `<div dir="rtl" lang="ur">${html}</div>` : html;
}

/**
 * An e-mail carrying a one-time code. Its text holds CODE_MASK where the code goes: the code itself travels
 * apart and is put in only when the e-mail is sent, so the outbox never keeps it. Subjects never carry it.
 */
function codeEmail(options: {
  language: Language;
  appName: string;
  to: string;
  greeting: string;
  subject: string;
  before: string[];
  after: string[];
  code: string;
}): OutgoingEmail {
  const { language, appName, to, greeting, subject, before, after, code } = options;
  const text = [greeting, ...before, CODE_MASK, ...after, appName].join('\n\n');
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const html = `<p>${escapeHtml(greeting)}</p>${paragraphs(before)}<p style="font-size:28px;font-weight:700;letter-spacing:6px">${CODE_MASK}</p>${paragraphs(after)}<p>${escapeHtml(appName)}</p>`;
  return { to, subject, text, html: htmlIn(language, html), code };
}

/** The words of a member's e-mail in their language, with the app's name and the member's own in place. */
function wordsFor(language: Language, appName: string) {
  const app = ltr(language, appName);
  return {
    app,
    t: (key: MessageKey, values: Record<string, string> = {}) =>
      translate(language, key, { appName: app, ...values }),
    hello: (name: string) => translate(language, 'mail.hello', { name: isolate(language, name) }),
  };
}

export function verificationEmail(
  appName: string,
  to: string,
  name: string,
  code: string,
  language: Language = 'en',
): OutgoingEmail {
  const { t, hello } = wordsFor(language, appName);
  return codeEmail({
    language,
    appName,
    to,
    greeting: hello(name),
    subject: t('mail.verification.subject'),
    before: [t('mail.verification.intro')],
    after: [`${t('mail.codeExpiry')} ${t('mail.ignoreIfNotAsked')}`],
    code,
  });
}

export function passwordResetEmail(
  appName: string,
  to: string,
  name: string,
  code: string,
  language: Language = 'en',
): OutgoingEmail {
  const { t, hello } = wordsFor(language, appName);
  return codeEmail({
    language,
    appName,
    to,
    greeting: hello(name),
    subject: t('mail.passwordReset.subject'),
    before: [t('mail.passwordReset.intro')],
    after: [`${t('mail.codeExpiry')} ${t('mail.ignoreIfNotAsked')}`],
    code,
  });
}

/**
 * Another sign-up with an address still waiting for verification (decision 0140): its own code, which
 * decides the account's name, password and referral code when it is entered. The greeting names nobody:
 * neither the earlier sign-up's name nor the text this one typed is the mailbox owner's for sure.
 */
export function signupAgainEmail(
  appName: string,
  to: string,
  code: string,
  language: Language = 'en',
): OutgoingEmail {
  const { t } = wordsFor(language, appName);
  return codeEmail({
    language,
    appName,
    to,
    greeting: t('mail.helloThere'),
    subject: t('mail.verification.subject'),
    before: [t('mail.signupAgain.intro'), t('mail.signupAgain.enterCode')],
    after: [`${t('mail.codeExpiry')} ${t('mail.signupAgain.ignore')}`],
    code,
  });
}

/** A sign-in from a new device while the account is under attack by wrong passwords (decision 0140). */
export function signInCodeEmail(
  appName: string,
  to: string,
  name: string,
  code: string,
  language: Language = 'en',
): OutgoingEmail {
  const { t, hello } = wordsFor(language, appName);
  return codeEmail({
    language,
    appName,
    to,
    greeting: hello(name),
    subject: t('mail.signInCode.subject'),
    before: [t('mail.signInCode.intro')],
    after: [`${t('mail.codeExpiry')} ${t('mail.signInCode.ifNotYou')}`],
    code,
  });
}

export function alreadyRegisteredEmail(
  appName: string,
  to: string,
  name: string,
  loginUrl: string,
  language: Language = 'en',
): OutgoingEmail {
  const { t, hello } = wordsFor(language, appName);
  const body = t('mail.alreadyRegistered.body', { loginUrl: ltr(language, loginUrl) });
  const ignore = t('mail.ignoreIfNotYou');
  return {
    to,
    subject: t('mail.alreadyRegistered.subject'),
    text: [hello(name), body, ignore, appName].join('\n\n'),
    html: htmlIn(
      language,
      `<p>${escapeHtml(hello(name))}</p><p>${htmlWithLink(t('mail.alreadyRegistered.bodyHtml'), loginUrl)}</p><p>${escapeHtml(ignore)}</p>`,
    ),
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
  language: Language = 'en',
): OutgoingEmail {
  const { t, hello } = wordsFor(language, appName);
  const userAgent = signIn.userAgent?.trim().slice(0, 200);
  const browser = userAgent ? ltr(language, userAgent) : t('mail.newDevice.unknownBrowser');
  const details = [
    t('mail.newDevice.when', { at: momentText(language, signIn.at) }),
    t('mail.newDevice.browser', { browser }),
    t('mail.newDevice.address', { ip: ltr(language, signIn.ip) }),
  ];
  const intro = t('mail.newDevice.intro');
  const ifYou = t('mail.newDevice.ifYou');
  const ifNot = t('mail.newDevice.ifNot', { settingsUrl: ltr(language, signIn.settingsUrl) });
  return {
    to,
    subject: t('mail.newDevice.subject'),
    text: [hello(name), intro, details.join('\n'), ifYou, ifNot, appName].join('\n\n'),
    html: htmlIn(
      language,
      `<p>${escapeHtml(hello(name))}</p><p>${escapeHtml(intro)}</p><ul>` +
        details.map((line) => `<li>${escapeHtml(line)}</li>`).join('') +
        `</ul><p>${escapeHtml(ifYou)}</p><p>${htmlWithLink(t('mail.newDevice.ifNotHtml'), signIn.settingsUrl)}</p>` +
        `<p>${escapeHtml(appName)}</p>`,
    ),
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

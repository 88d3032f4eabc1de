import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
}

/** A real SMTP server in this process that keeps what it receives. */
export interface TestMailServer {
  url: string;
  messages: ReceivedMail[];
  /** Waits for the next mail to this address, after those already seen. */
  waitFor(to: string, options?: { timeoutMs?: number; after?: number }): Promise<ReceivedMail>;
  countTo(to: string): number;
  close(): Promise<void>;
}

function decodeSubject(raw: string): string {
  const match = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ').trim();
}

export async function startMailServer(): Promise<TestMailServer> {
  const messages: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw,
          subject: decodeSubject(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const mailsTo = (to: string) => messages.filter((mail) => mail.to.includes(to.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    countTo: (to) => mailsTo(to).length,
    async waitFor(to, options = {}) {
      const after = options.after ?? 0;
      const deadline = Date.now() + (options.timeoutMs ?? 10_000);
      for (;;) {
        const found = mailsTo(to)[after];
        if (found !== undefined) return found;
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`no e-mail #${after + 1} to ${to} within the timeout`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(remaining, 200));
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** One part of a received e-mail (text/plain, text/html), decoded. */
export function partOf(mail: ReceivedMail, type: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(mail.raw)?.[1];
  const parts = boundary === undefined ? [mail.raw] : mail.raw.split(`--${boundary}`);
  for (const part of parts) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split);
    if (!new RegExp(`^content-type:\\s*${type}`, 'im').test(headers)) continue;
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase() ?? '7bit';
    return decodeBody(part.slice(split).trim(), encoding);
  }
  throw new Error(`no ${type} part in e-mail "${mail.subject}"`);
}

/** The text/plain part of a received e-mail, decoded. */
export const textOf = (mail: ReceivedMail): string => partOf(mail, 'text/plain');

/** The 6-digit code in a verification or reset e-mail: the line of its text that is only the code. */
export function codeFrom(mail: ReceivedMail): string {
  const match = /^(\d{6})\r?$/m.exec(textOf(mail));
  if (match?.[1] === undefined) throw new Error(`no code in e-mail "${mail.subject}"`);
  return match[1];
}

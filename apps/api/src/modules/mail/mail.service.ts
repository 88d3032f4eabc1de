import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { Database, Executor } from '../../db/client';
import { postgresErrorCode } from '../../lib/db-errors';
import { enqueueJob } from '../jobs/jobs.service';
import type { Job, JobPriority } from '../jobs/jobs.service';
import { findEmail, insertEmail, markEmailLogged, markEmailSent, recordEmailError } from './mail.repository';

export const SEND_EMAIL_JOB = 'send-email';

/** Stands in the outbox for a one-time code; the code itself is put in only when the e-mail is sent. */
export const CODE_MASK = '••••••';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A one-time code for the places CODE_MASK holds. */
  code?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

/**
 * Writes the e-mail to the outbox and queues its delivery, inside the caller's transaction. A bulk e-mail
 * (one of an e-mail to all members) is sent after the e-mails queued as normal, whenever those came.
 */
export async function queueEmail(
  db: Executor,
  email: OutgoingEmail,
  options: { priority?: JobPriority } = {},
): Promise<string> {
  let row: { id: string } | undefined;
  try {
    row = await insertEmail(db, {
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
      code: email.code ?? null,
      headers: email.headers ?? null,
    });
  } catch (error) {
    // The driver's error carries the query's parameters (the code among them), which would reach the log:
    // pass on only what it says and its PostgreSQL code.
    const reason = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    throw Object.assign(new Error(`could not write an e-mail to the outbox${reason}`), {
      code: postgresErrorCode(error),
    });
  }
  if (row === undefined) throw new Error('email insert returned nothing');
  await enqueueJob(db, SEND_EMAIL_JOB, { emailId: row.id }, { priority: options.priority ?? 'normal' });
  return row.id;
}

function withCode(content: string, code: string | null): string {
  return code === null ? content : content.replaceAll(CODE_MASK, code);
}

export interface MailTransport {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/**
 * How long a send waits for the server to connect, to greet, and between any two replies. Nodemailer's
 * own defaults (up to 10 minutes of silence) would outlast the job's lock and get the mail sent twice.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createSmtpTransport(
  smtpUrl: string,
  from: string,
  timeouts: typeof SMTP_TIMEOUTS = SMTP_TIMEOUTS,
): MailTransport {
  // A pool keeps a few connections open between messages: a broadcast to thousands of members does not
  // pay a new connection and greeting per e-mail. The transport itself merges the URL with the options;
  // createTransport would drop them beside a URL.
  const transporter = nodemailer.createTransport(
    new SMTPPool({ pool: true, url: smtpUrl, ...timeouts, maxConnections: 3, maxMessages: 100 }),
  );
  return {
    async send(email) {
      await transporter.sendMail({ from, ...email });
    },
    close() {
      transporter.close();
    },
  };
}

/** Delivers one queued e-mail: over SMTP when configured, else into the log (kept in the outbox). */
export function createSendEmailHandler(options: {
  db: Database;
  log: FastifyBaseLogger;
  transport: MailTransport | undefined;
}) {
  const { db, log, transport } = options;
  return async (job: Job): Promise<void> => {
    const emailId = job.payload.emailId;
    if (typeof emailId !== 'string') throw new Error('send-email job without emailId');
    const email = await findEmail(db, emailId);
    if (email === undefined || email.status !== 'QUEUED') return;
    const message = {
      to: email.to,
      subject: email.subject,
      text: withCode(email.text, email.code),
      ...(email.html === null ? {} : { html: withCode(email.html, email.code) }),
      ...(email.headers === null ? {} : { headers: email.headers }),
    };
    if (transport === undefined) {
      // The one place a code can be read without SMTP: this line, when the e-mail is "sent".
      log.info(
        { to: message.to, subject: message.subject, text: message.text },
        'e-mail kept in the outbox, not sent (SMTP_URL is not set)',
      );
      await markEmailLogged(db, emailId);
      return;
    }
    try {
      await transport.send(message);
    } catch (error) {
      // After the last try the e-mail is given up, and its code with it.
      const givenUp = job.attempts >= job.maxAttempts;
      await recordEmailError(db, emailId, error instanceof Error ? error.message : String(error), givenUp);
      throw error;
    }
    await markEmailSent(db, emailId);
  };
}

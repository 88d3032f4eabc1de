import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database, Executor } from '../../db/client';
import { emails } from '../../db/schema';
import { enqueueJob } from '../jobs/jobs.repository';
import type { Job } from '../jobs/jobs.repository';

export const SEND_EMAIL_JOB = 'send-email';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Writes the e-mail to the outbox and queues its delivery, inside the caller's transaction. */
export async function queueEmail(db: Executor, email: OutgoingEmail): Promise<string> {
  const [row] = await db
    .insert(emails)
    .values({ to: email.to, subject: email.subject, text: email.text, html: email.html ?? null })
    .returning({ id: emails.id });
  if (row === undefined) throw new Error('email insert returned nothing');
  await enqueueJob(db, SEND_EMAIL_JOB, { emailId: row.id });
  return row.id;
}

export interface MailTransport {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
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
    const [email] = await db.select().from(emails).where(eq(emails.id, emailId));
    if (email === undefined || email.status === 'SENT' || email.status === 'LOGGED') return;
    const message = {
      to: email.to,
      subject: email.subject,
      text: email.text,
      ...(email.html === null ? {} : { html: email.html }),
    };
    if (transport === undefined) {
      log.info(
        { to: email.to, subject: email.subject, text: email.text },
        'e-mail kept in the outbox, not sent (SMTP_URL is not set)',
      );
      await db
        .update(emails)
        .set({ status: 'LOGGED', sentAt: sql`now()` })
        .where(eq(emails.id, emailId));
      return;
    }
    try {
      await transport.send(message);
    } catch (error) {
      await db
        .update(emails)
        .set({ error: error instanceof Error ? error.message : String(error) })
        .where(eq(emails.id, emailId));
      throw error;
    }
    await db
      .update(emails)
      .set({ status: 'SENT', sentAt: sql`now()`, error: null })
      .where(eq(emails.id, emailId));
  };
}

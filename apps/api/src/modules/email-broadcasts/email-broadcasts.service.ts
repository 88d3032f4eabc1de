import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { convert } from 'html-to-text';
import { Parser as HtmlParser } from 'htmlparser2';
import sanitizeHtml from 'sanitize-html';
import type { EmailBroadcast, Language, SendEmailToAllBody } from '@earnflow/contracts';
import { EMAIL_FIELDS_REQUIRED_MESSAGE } from '@earnflow/contracts';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { htmlWithLink } from '../../lib/html';
import { ltr, translate } from '../../lib/i18n/translate';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { inTransaction } from '../../lib/transactions';
import { recordAudit } from '../audit/audit.service';
import { enqueueJob, type Job } from '../jobs/jobs.service';
import { queueEmail } from '../mail/mail.service';
import {
  claimRecipient,
  countEligibleMembers,
  findBroadcast,
  findBroadcastContent,
  insertBroadcast,
  markAllQueued,
  nextRecipients,
  recipientByTokenHash,
  setOptOut,
  setRecipientEmail,
  stalledBroadcasts,
  broadcastPage,
  isOptedOut,
} from './email-broadcasts.repository';

/** The job that queues one e-mail per member for a broadcast, in batches; it can stop and go on. */
export const BROADCAST_EMAIL_JOB = 'broadcast-email';
/** The repeating job that gives a broadcast whose queueing job gave up a new one. */
export const BROADCAST_RESUME_JOB = 'broadcast-resume';
export const BROADCAST_RESUME_EVERY_SECONDS = 900;
const QUEUEING_JOB_OPTIONS = { maxAttempts: 10, priority: 'bulk' } as const;
const BATCH_SIZE = 200;
/** Batches one run queues before handing over to a fresh job, well inside the worker's time limit. */
const BATCHES_PER_RUN = 25;

/** What an admin's HTML may keep: text formatting, links and images over http(s); never scripts or styles. */
const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  disallowedTagsMode: 'discard',
};

/** What an admin's e-mail may hold: deeper or larger is refused before sanitising costs more (decision 0135). */
export const emailHtmlBounds = { maxDepth: 64, maxElements: 10_000 };

class HtmlTooComplex extends Error {}

/** True when the HTML nests deeper or holds more elements than `emailHtmlBounds`; stops at the first excess. */
export function htmlExceedsBounds(html: string): boolean {
  let depth = 0;
  let elements = 0;
  const parser = new HtmlParser({
    onopentag() {
      depth += 1;
      elements += 1;
      if (depth > emailHtmlBounds.maxDepth || elements > emailHtmlBounds.maxElements)
        throw new HtmlTooComplex();
    },
    onclosetag() {
      depth -= 1;
    },
  });
  try {
    parser.end(html);
  } catch (error) {
    if (error instanceof HtmlTooComplex) return true;
    throw error;
  }
  return false;
}

export function sanitizeEmailHtml(html: string): string {
  if (htmlExceedsBounds(html)) {
    throw new ValidationError(
      `The e-mail is too complex: at most ${String(emailHtmlBounds.maxDepth)} elements inside one another and ${emailHtmlBounds.maxElements.toLocaleString('en-GB')} in all.`,
    );
  }
  return sanitizeHtml(html, sanitizeOptions).trim();
}

export function emailHtmlToText(html: string): string {
  return convert(html, { wordwrap: 100, selectors: [{ selector: 'img', format: 'skip' }] }).trim();
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface EmailBroadcastsServiceDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  appName: string;
  publicUrl: string;
  /** Tells the job worker there is work now. */
  onQueued: () => void;
  /** Members per batch (a transaction each), and batches one run queues before a new job carries on. */
  batchSize?: number;
  batchesPerRun?: number;
}

export function createEmailBroadcastsService(deps: EmailBroadcastsServiceDeps) {
  const batchesPerRun = deps.batchesPerRun ?? BATCHES_PER_RUN;
  const batchSize = deps.batchSize ?? BATCH_SIZE;
  const { db, clock, appName, publicUrl } = deps;

  /** Stores the sanitised e-mail and queues the job that e-mails every member; answers how many. */
  async function start(adminId: string, body: SendEmailToAllBody): Promise<EmailBroadcast> {
    const html = sanitizeEmailHtml(body.body);
    const text = emailHtmlToText(html);
    if (text === '' && !html.includes('<img')) throw new ValidationError(EMAIL_FIELDS_REQUIRED_MESSAGE);
    const id = await inTransaction(db, async (tx) => {
      const queued = await countEligibleMembers(tx);
      const broadcastId = await insertBroadcast(tx, {
        subject: body.subject.trim(),
        html,
        text,
        queued,
        createdByAdminId: adminId,
        createdAt: clock.now(),
      });
      await recordAudit(tx, {
        adminId,
        action: 'email_broadcast.send',
        targetType: 'email_broadcast',
        targetId: broadcastId,
        after: { subject: body.subject.trim(), queued },
      });
      await enqueueJob(tx, BROADCAST_EMAIL_JOB, { broadcastId }, QUEUEING_JOB_OPTIONS);
      return broadcastId;
    });
    deps.onQueued();
    const broadcast = await findBroadcast(db, id);
    if (broadcast === undefined) throw new Error('broadcast vanished after insert');
    return broadcast;
  }

  /** The admin's e-mail as one member gets it: their own unsubscribe link, under it in their language. */
  function personalised(
    content: { subject: string; html: string; text: string },
    member: { email: string; name: string; language: Language },
    token: string,
  ) {
    // People click the page's button; mail clients' one-click POST goes to the API itself (RFC 8058).
    const link = `${publicUrl}/unsubscribe?token=${token}`;
    const oneClick = `${publicUrl}/api/email/unsubscribe?token=${token}`;
    const { language } = member;
    const app = ltr(language, appName);
    const footerText = translate(language, 'mail.announcement.footer', {
      appName: app,
      link: ltr(language, link),
    });
    const footerHtml = htmlWithLink(
      translate(language, 'mail.announcement.footerHtml', { appName: app }),
      link,
    );
    const footerDirection = language === 'ur' ? ' dir="rtl" lang="ur"' : '';
    return {
      to: member.email,
      subject: content.subject,
      text: `${content.text}\n\n--\n${footerText}`,
      html: `${content.html}<hr><p${footerDirection} style="font-size:12px;color:#64748b">${footerHtml}</p>`,
      headers: {
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  /**
   * Queues the broadcast for every member not yet queued, a batch per transaction. Each member is
   * claimed by a primary key first, so a job that stopped half-way and runs again never e-mails anyone
   * twice; each e-mail is then its own send job with its own retries.
   */
  async function queueRecipients(job: Job): Promise<void> {
    const broadcastId = job.payload.broadcastId;
    if (typeof broadcastId !== 'string') throw new Error('broadcast-email job without broadcastId');
    const content = await findBroadcastContent(db, broadcastId);
    if (content === undefined || content.queuedAllAt !== null) return;
    for (let batch = 0; ; batch += 1) {
      if (batch === batchesPerRun) {
        // A long list goes on in a new job, so no single run nears the worker's time limit.
        await enqueueJob(db, BROADCAST_EMAIL_JOB, { broadcastId }, QUEUEING_JOB_OPTIONS);
        deps.onQueued();
        return;
      }
      const queuedNow = await inTransaction(db, async (tx) => {
        const members = await nextRecipients(tx, broadcastId, batchSize);
        for (const member of members) {
          const token = randomBytes(24).toString('base64url');
          const claimed = await claimRecipient(tx, {
            broadcastId,
            userId: member.id,
            unsubscribeTokenHash: hashToken(token),
          });
          if (!claimed) continue;
          const emailId = await queueEmail(tx, personalised(content, member, token), { priority: 'bulk' });
          await setRecipientEmail(tx, broadcastId, member.id, emailId);
        }
        return members.length;
      });
      if (queuedNow > 0) deps.onQueued();
      if (queuedNow < batchSize) break;
    }
    await markAllQueued(db, broadcastId, clock.now());
    deps.log.info({ broadcastId }, 'broadcast e-mails all queued');
  }

  /**
   * A broadcast stays "Sending" for good once its queueing job has failed every attempt; this gives it a
   * new job, which goes on with the members not yet queued (each is claimed once, so nobody gets it twice).
   */
  async function resumeStalled(): Promise<number> {
    const stalled = await stalledBroadcasts(db, BROADCAST_EMAIL_JOB);
    for (const broadcastId of stalled) {
      await enqueueJob(db, BROADCAST_EMAIL_JOB, { broadcastId }, QUEUEING_JOB_OPTIONS);
    }
    if (stalled.length > 0) {
      deps.log.warn({ broadcastIds: stalled }, 'broadcasts resumed after their queueing job gave up');
      deps.onQueued();
    }
    return stalled.length;
  }

  async function progress(id: string): Promise<EmailBroadcast> {
    const broadcast = await findBroadcast(db, id);
    if (broadcast === undefined) throw new NotFoundError('E-mail not found.');
    return broadcast;
  }

  /** The e-mail's unsubscribe link: its member gets no more announcements. */
  async function unsubscribe(token: string): Promise<void> {
    const recipient = await recipientByTokenHash(db, hashToken(token));
    if (recipient === undefined) throw new NotFoundError('This unsubscribe link is not valid.');
    await setOptOut(db, recipient.userId, true, clock.now());
  }

  return {
    start,
    queueRecipients,
    resumeStalled,
    progress,
    unsubscribe,
    /** The admin's list of broadcasts sent, a page at a time. */
    page: (query: { page: number; pageSize: number }) => broadcastPage(db, query),
    /** Whether the member takes broadcast e-mails. */
    takesBroadcasts: async (userId: string) => !(await isOptedOut(db, userId)),
    /** The member's choice from Settings. */
    setTakesBroadcasts: (userId: string, takes: boolean) => setOptOut(db, userId, !takes, clock.now()),
  };
}

export type EmailBroadcastsService = ReturnType<typeof createEmailBroadcastsService>;

import { paymentMethodLabels, type Language, type PaymentMethod } from '@earnflow/contracts';
import { amountText, isolate, ltr, momentText, translate, type MessageKey } from '../../lib/i18n/translate';

/**
 * A notification the server writes to a member, as its message key and the facts its text needs (amounts
 * in cents, names, an instant as ISO text): stored with the notification (message_key, message_params), so
 * the member reads it in their language whenever they read it (decision 0185).
 */
export type Notice =
  | {
      key: 'levelActivated' | 'levelUpgraded';
      params: { level: number; levelTitle: string; until: string; paidCents: number };
    }
  | { key: 'referralCommission'; params: { amountCents: number; basisPoints: number; member: string } }
  | { key: 'taskApproved'; params: { task: string | null; amountCents: number } }
  | { key: 'taskRejected'; params: { task: string | null; reason: string } }
  | { key: 'depositCompleted'; params: { amountCents: number } }
  | { key: 'depositRejected'; params: { amountCents: number; transactionId: string } }
  | {
      key: 'depositRemoved';
      params: { amountCents: number; method: PaymentMethod; transactionId: string; reason: string | null };
    }
  | { key: 'withdrawalPaid'; params: { amountCents: number; feeCents: number; method: PaymentMethod } }
  | { key: 'withdrawalRejected'; params: { amountCents: number } }
  | {
      key: 'withdrawalCancelled';
      params: { amountCents: number; method: PaymentMethod; reason: string | null };
    }
  | {
      key: 'transferReceived';
      /** nameGiven: the name the sender typed, when it is not their account's; note: theirs, if any. */
      params: {
        amountCents: number;
        sender: string;
        accountNumber: string;
        nameGiven: string | null;
        note: string | null;
      };
    }
  | { key: 'transferCompleted' | 'transferRejected'; params: { amountCents: number } }
  | { key: 'ticketClosed' | 'ticketReopened'; params: { subject: string } }
  /** text: the start of the reply; empty for a reply that is an attachment only. */
  | { key: 'supportReplied'; params: { text: string } };

export type NoticeKey = Notice['key'];
/** The facts of a notice key (a variant may have several keys, such as a ticket closed or reopened). */
type ParamsOf<Key extends NoticeKey> = Notice extends infer Variant
  ? Variant extends { key: infer Keys; params: infer Params }
    ? Key extends Keys
      ? Params
      : never
    : never
  : never;

export interface NoticeText {
  title: string;
  message: string;
}

/** The admin's reason as a sentence: its own end mark replaced by the language's full stop. */
function reasonSentence(language: Language, reason: string): string {
  return language === 'ur'
    ? `${isolate(language, reason.replace(/[.!?۔؟]*$/, ''))}۔`
    : reason.replace(/[.!?]*$/, '.');
}

const sentences = (...parts: (string | false)[]) => parts.filter((part) => part !== false).join(' ');

type Renderers = { [Key in NoticeKey]: (language: Language, params: ParamsOf<Key>) => NoticeText };

const renderers: Renderers = {
  levelActivated: (language, params) => levelNotice(language, 'notice.levelActivated.title', params),
  levelUpgraded: (language, params) => levelNotice(language, 'notice.levelUpgraded.title', params),
  referralCommission: (language, { amountCents, basisPoints, member }) => ({
    title: translate(language, 'notice.referralCommission.title'),
    message: translate(language, 'notice.referralCommission.message', {
      amount: amountText(language, amountCents),
      percent: ltr(language, `${String(basisPoints / 100)}%`),
      member: isolate(language, member),
    }),
  }),
  taskApproved: (language, { task, amountCents }) => ({
    title: translate(language, 'notice.taskApproved.title'),
    message: translate(language, 'notice.taskApproved.message', {
      task: taskName(language, task),
      amount: amountText(language, amountCents),
    }),
  }),
  taskRejected: (language, { task, reason }) => ({
    title: translate(language, 'notice.taskRejected.title'),
    message: translate(language, 'notice.taskRejected.message', {
      task: taskName(language, task),
      reason: reasonSentence(language, reason),
    }),
  }),
  depositCompleted: (language, { amountCents }) => amountNotice(language, 'depositCompleted', amountCents),
  depositRejected: (language, { amountCents, transactionId }) => ({
    title: translate(language, 'notice.depositRejected.title'),
    message: translate(language, 'notice.depositRejected.message', {
      amount: amountText(language, amountCents),
      transactionId: ltr(language, transactionId),
    }),
  }),
  depositRemoved: (language, { amountCents, method, transactionId, reason }) => ({
    title: translate(language, 'notice.depositRemoved.title'),
    message: sentences(
      translate(language, 'notice.depositRemoved.message', {
        amount: amountText(language, amountCents),
        method: methodName(language, method),
        transactionId: ltr(language, transactionId),
      }),
      reason !== null && translate(language, 'notice.reason', { reason: reasonSentence(language, reason) }),
      translate(language, 'notice.depositRemoved.contactSupport'),
    ),
  }),
  withdrawalPaid: (language, { amountCents, feeCents, method }) => ({
    title: translate(language, 'notice.withdrawalPaid.title'),
    message:
      feeCents === 0
        ? translate(language, 'notice.withdrawalPaid.message', {
            amount: amountText(language, amountCents),
            method: methodName(language, method),
          })
        : translate(language, 'notice.withdrawalPaid.lessFee', {
            sent: amountText(language, amountCents - feeCents),
            amount: amountText(language, amountCents),
            fee: amountText(language, feeCents),
            method: methodName(language, method),
          }),
  }),
  withdrawalRejected: (language, { amountCents }) =>
    amountNotice(language, 'withdrawalRejected', amountCents),
  withdrawalCancelled: (language, { amountCents, method, reason }) => ({
    title: translate(language, 'notice.withdrawalCancelled.title'),
    message: sentences(
      translate(language, 'notice.withdrawalCancelled.message', {
        amount: amountText(language, amountCents),
        method: methodName(language, method),
      }),
      reason !== null && translate(language, 'notice.reason', { reason: reasonSentence(language, reason) }),
    ),
  }),
  transferReceived: (language, { amountCents, sender, accountNumber, nameGiven, note }) => ({
    title: translate(language, 'notice.transferReceived.title'),
    message: sentences(
      translate(language, 'notice.transferReceived.message', {
        sender: isolate(language, sender),
        accountNumber: ltr(language, accountNumber),
        amount: amountText(language, amountCents),
      }),
      nameGiven !== null &&
        translate(language, 'notice.transferReceived.nameGiven', { name: isolate(language, nameGiven) }),
      note !== null && translate(language, 'notice.transferReceived.note', { note: isolate(language, note) }),
    ),
  }),
  transferCompleted: (language, { amountCents }) => amountNotice(language, 'transferCompleted', amountCents),
  transferRejected: (language, { amountCents }) => amountNotice(language, 'transferRejected', amountCents),
  ticketClosed: (language, { subject }) => ({
    title: translate(language, 'notice.ticketClosed.title'),
    message: translate(language, 'notice.ticketClosed.message', { subject: isolate(language, subject) }),
  }),
  ticketReopened: (language, { subject }) => ({
    title: translate(language, 'notice.ticketReopened.title'),
    message: translate(language, 'notice.ticketReopened.message', { subject: isolate(language, subject) }),
  }),
  supportReplied: (language, { text }) => ({
    title: translate(language, 'notice.supportReplied.title'),
    // The admin's own words stay as they wrote them.
    message: text === '' ? translate(language, 'notice.supportReplied.attachment') : text,
  }),
};

function levelNotice(language: Language, title: MessageKey, params: ParamsOf<'levelActivated'>): NoticeText {
  return {
    title: translate(language, title),
    message: translate(language, 'notice.level.message', {
      level: ltr(language, String(params.level)),
      levelTitle: isolate(language, params.levelTitle),
      until: momentText(language, new Date(params.until)),
      amount: amountText(language, params.paidCents),
    }),
  };
}

/** A notice whose message says only an amount: its title and message keys are named after it. */
function amountNotice(
  language: Language,
  name: 'depositCompleted' | 'withdrawalRejected' | 'transferCompleted' | 'transferRejected',
  amountCents: number,
): NoticeText {
  return {
    title: translate(language, `notice.${name}.title`),
    message: translate(language, `notice.${name}.message`, { amount: amountText(language, amountCents) }),
  };
}

function taskName(language: Language, task: string | null): string {
  return task === null ? translate(language, 'notice.task.unnamed') : isolate(language, task);
}

/** A payment method by its brand name, which stays in Latin letters. */
function methodName(language: Language, method: PaymentMethod): string {
  return ltr(language, paymentMethodLabels[method]);
}

/** The notice's title and message in a language. */
export function noticeText(language: Language, notice: Notice): NoticeText {
  const render = renderers[notice.key] as (language: Language, params: Notice['params']) => NoticeText;
  return render(language, notice.params);
}

/** A stored notification as its member reads it: rendered from its key in their language, else as stored. */
export function storedNoticeText(
  language: Language,
  stored: { title: string; message: string; messageKey: string | null; messageParams: unknown },
): NoticeText {
  const { title, message, messageKey, messageParams } = stored;
  if (messageKey === null || !Object.hasOwn(renderers, messageKey) || typeof messageParams !== 'object')
    return { title, message };
  try {
    return noticeText(language, { key: messageKey, params: messageParams } as Notice);
  } catch {
    // Facts written by another version of the server that this one cannot read: the stored English.
    return { title, message };
  }
}

/**
 * A `notification` live event as a stream sends it. For a member's notice the trigger adds its key, its
 * facts and the member's language (migration 0042): the title and message are rendered in that language
 * and those three left out, so the event has the shape of the notifications the member reads.
 */
export function liveNotificationPayload(payload: unknown): unknown {
  if (typeof payload !== 'object' || payload === null || !('messageKey' in payload)) return payload;
  const { messageKey, messageParams, language, ...event } = payload as Record<string, unknown>;
  const { title, message } = event;
  if (typeof messageKey !== 'string' || typeof title !== 'string' || typeof message !== 'string')
    return event;
  return {
    ...event,
    ...storedNoticeText(language === 'ur' ? 'ur' : 'en', { title, message, messageKey, messageParams }),
  };
}

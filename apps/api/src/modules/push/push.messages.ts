import type { Language, PushMessage } from '@earnflow/contracts';
import { amountText, isolate, translate } from '../../lib/i18n/translate';

/** How much of a support reply the notification shows; the chat holds the rest. */
export const REPLY_PREVIEW_LENGTH = 140;

/** What a push is about, with the facts its text needs. */
export type PushSubject =
  | { kind: 'deposit' | 'withdrawal'; id: string; status: string; amountCents: number }
  | { kind: 'transfer'; id: string; amountCents: number; senderName: string }
  | { kind: 'support'; text: string; mediaType: string | null };

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= REPLY_PREVIEW_LENGTH ? flat : `${flat.slice(0, REPLY_PREVIEW_LENGTH - 1).trimEnd()}…`;
}

/**
 * The notification a member reads with the app closed, in the words of the bell's notifications for the
 * same change and in the member's language; undefined for a change that says nothing to the member (a
 * status set back to pending).
 */
export function pushMessage(subject: PushSubject, language: Language): PushMessage | undefined {
  switch (subject.kind) {
    case 'deposit': {
      const amount = amountText(language, subject.amountCents);
      const base = { url: '/deposit-history', tag: `deposit-${subject.id}` };
      if (subject.status === 'COMPLETED') {
        return {
          ...base,
          title: translate(language, 'notice.depositCompleted.title'),
          body: translate(language, 'notice.depositCompleted.message', { amount }),
        };
      }
      if (subject.status === 'FAILED') {
        return {
          ...base,
          title: translate(language, 'notice.depositRejected.title'),
          body: translate(language, 'push.depositRejected.body', { amount }),
        };
      }
      return undefined;
    }
    case 'withdrawal': {
      const amount = amountText(language, subject.amountCents);
      const base = { url: '/withdrawal-history', tag: `withdrawal-${subject.id}` };
      if (subject.status === 'COMPLETED') {
        return {
          ...base,
          title: translate(language, 'notice.withdrawalPaid.title'),
          body: translate(language, 'push.withdrawalPaid.body', { amount }),
        };
      }
      if (subject.status === 'REJECTED') {
        return {
          ...base,
          title: translate(language, 'notice.withdrawalRejected.title'),
          body: translate(language, 'notice.withdrawalRejected.message', { amount }),
        };
      }
      return undefined;
    }
    case 'transfer':
      return {
        title: translate(language, 'notice.transferReceived.title'),
        body: translate(language, 'push.transferReceived.body', {
          sender: isolate(language, subject.senderName),
          amount: amountText(language, subject.amountCents),
        }),
        url: '/wallet',
        tag: `transfer-${subject.id}`,
      };
    case 'support': {
      const attachment = translate(
        language,
        subject.mediaType === 'video' ? 'push.supportReplied.video' : 'push.supportReplied.picture',
      );
      return {
        title: translate(language, 'notice.supportReplied.title'),
        body: subject.text.trim() === '' ? attachment : preview(subject.text),
        url: '/chat/admin',
        tag: 'support-reply',
      };
    }
  }
}

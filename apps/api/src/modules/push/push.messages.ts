import { formatCents, type PushMessage } from '@earnflow/contracts';

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
 * same change; undefined for a change that says nothing to the member (a status set back to pending).
 */
export function pushMessage(subject: PushSubject): PushMessage | undefined {
  switch (subject.kind) {
    case 'deposit': {
      const amount = formatCents(subject.amountCents);
      const base = { url: '/deposit-history', tag: `deposit-${subject.id}` };
      if (subject.status === 'COMPLETED') {
        return {
          ...base,
          title: 'Deposit completed',
          body: `Your deposit of ${amount} has been added to your balance.`,
        };
      }
      if (subject.status === 'FAILED') {
        return { ...base, title: 'Deposit rejected', body: `Your deposit of ${amount} was rejected.` };
      }
      return undefined;
    }
    case 'withdrawal': {
      const amount = formatCents(subject.amountCents);
      const base = { url: '/withdrawal-history', tag: `withdrawal-${subject.id}` };
      if (subject.status === 'COMPLETED') {
        return { ...base, title: 'Withdrawal paid', body: `Your withdrawal of ${amount} has been paid.` };
      }
      if (subject.status === 'REJECTED') {
        return {
          ...base,
          title: 'Withdrawal rejected',
          body: `Your withdrawal of ${amount} was rejected and the amount is back in your balance.`,
        };
      }
      return undefined;
    }
    case 'transfer':
      return {
        title: 'Transfer received',
        body: `${subject.senderName} sent you ${formatCents(subject.amountCents)}.`,
        url: '/wallet',
        tag: `transfer-${subject.id}`,
      };
    case 'support': {
      const attachment =
        subject.mediaType === 'video' ? 'Support sent you a video.' : 'Support sent you a picture.';
      return {
        title: 'Admin Support replied',
        body: subject.text.trim() === '' ? attachment : preview(subject.text),
        url: '/chat/admin',
        tag: 'support-reply',
      };
    }
  }
}

import { describe, expect, it } from 'vitest';
import { liveNotificationPayload, noticeText, storedNoticeText, type Notice } from './notices';

const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

// The English texts members have always read: the spec quotes them, the admin's views store them.
const english: [Notice, string, string][] = [
  [
    {
      key: 'levelActivated',
      params: { level: 2, levelTitle: 'Silver', until: '2026-12-02T08:00:00.000Z', paidCents: 5000 },
    },
    'Level activated',
    'You are now on Level 2: Silver, until 2 Dec 2026, 1:00 pm Pakistan time. You paid $50.00.',
  ],
  [
    {
      key: 'levelUpgraded',
      params: { level: 3, levelTitle: 'Gold', until: '2026-12-02T08:00:00.000Z', paidCents: 2500 },
    },
    'Level upgraded',
    'You are now on Level 3: Gold, until 2 Dec 2026, 1:00 pm Pakistan time. You paid $25.00.',
  ],
  [
    { key: 'referralCommission', params: { amountCents: 250, basisPoints: 1000, member: 'A*** K***' } },
    'Referral commission',
    'You earned $2.50: 10% of the level purchase of A*** K***, who joined with your code.',
  ],
  [
    { key: 'taskApproved', params: { task: 'Follow us', amountCents: 75 } },
    'Task approved',
    'Your proof for "Follow us" was approved and $0.75 has been added to your balance.',
  ],
  [
    { key: 'taskRejected', params: { task: null, reason: 'Blurry screenshot!!' } },
    'Task rejected',
    'Your proof for "your task" was rejected: Blurry screenshot. You can submit a new screenshot.',
  ],
  [
    { key: 'depositCompleted', params: { amountCents: 2550 } },
    'Deposit completed',
    'Your deposit of $25.50 has been added to your balance.',
  ],
  [
    { key: 'depositRejected', params: { amountCents: 700, transactionId: 'TRX-1' } },
    'Deposit rejected',
    'Your deposit of $7.00 (TRX-1) was rejected. Contact support if you think this is a mistake.',
  ],
  [
    {
      key: 'depositRemoved',
      params: { amountCents: 700, method: 'EASYPAISA', transactionId: 'TRX-1', reason: 'Never arrived' },
    },
    'Deposit removed',
    'Your deposit of $7.00 via Easypaisa (transaction ID TRX-1) was removed and nothing was added to your balance. Reason: Never arrived. If you made this payment, contact support.',
  ],
  [
    {
      key: 'depositRemoved',
      params: { amountCents: 700, method: 'TRON_TRC20', transactionId: 'T9', reason: null },
    },
    'Deposit removed',
    'Your deposit of $7.00 via Tron (TRC20) (transaction ID T9) was removed and nothing was added to your balance. If you made this payment, contact support.',
  ],
  [
    { key: 'withdrawalPaid', params: { amountCents: 4000, feeCents: 0, method: 'NAYAPAY' } },
    'Withdrawal paid',
    'Your withdrawal of $40.00 has been paid to your NayaPay account.',
  ],
  [
    { key: 'withdrawalPaid', params: { amountCents: 4000, feeCents: 200, method: 'SADAPAY' } },
    'Withdrawal paid',
    'We sent $38.00 to your SadaPay account: your $40.00 withdrawal less a $2.00 fee.',
  ],
  [
    { key: 'withdrawalRejected', params: { amountCents: 4000 } },
    'Withdrawal rejected',
    'Your withdrawal of $40.00 was rejected and the amount is back in your balance.',
  ],
  [
    { key: 'withdrawalCancelled', params: { amountCents: 4000, method: 'BINANCE', reason: 'Wrong wallet?' } },
    'Withdrawal cancelled',
    'Your withdrawal of $40.00 to your Binance account was cancelled and the amount is back in your balance. Reason: Wrong wallet.',
  ],
  [
    {
      key: 'transferReceived',
      params: {
        amountCents: 1000,
        sender: 'Ali Raza',
        accountNumber: 'AB23CD45EF',
        nameGiven: null,
        note: null,
      },
    },
    'Transfer received',
    'Ali Raza (account AB23CD45EF) sent you $10.00. It is now in your balance.',
  ],
  [
    {
      key: 'transferReceived',
      params: {
        amountCents: 1000,
        sender: 'Ali Raza',
        accountNumber: 'AB23CD45EF',
        nameGiven: 'Ali R',
        note: 'For lunch',
      },
    },
    'Transfer received',
    'Ali Raza (account AB23CD45EF) sent you $10.00. It is now in your balance. Name given by the sender: "Ali R". Note: "For lunch".',
  ],
  [
    { key: 'transferCompleted', params: { amountCents: 1000 } },
    'Transfer completed',
    'Your transfer of $10.00 has been verified and delivered.',
  ],
  [
    { key: 'transferRejected', params: { amountCents: 1000 } },
    'Transfer rejected',
    'Your transfer of $10.00 was rejected and the amount is back in your balance.',
  ],
  [
    { key: 'ticketClosed', params: { subject: 'Late deposit' } },
    'Support ticket closed',
    'Your ticket "Late deposit" has been closed. Write to us again any time.',
  ],
  [
    { key: 'ticketReopened', params: { subject: 'Late deposit' } },
    'Support ticket reopened',
    'Your ticket "Late deposit" is open again.',
  ],
  [
    { key: 'supportReplied', params: { text: 'We have credited it.' } },
    'Admin Support replied',
    'We have credited it.',
  ],
  [
    { key: 'supportReplied', params: { text: '' } },
    'Admin Support replied',
    'You have a new attachment from support.',
  ],
];

describe('a member’s notice', () => {
  it.each(english)('reads in English as it always has: %j', (notice, title, message) => {
    expect(noticeText('en', notice)).toEqual({ title, message });
  });

  it.each(english)('reads in Urdu, without an English word of its own: %j', (notice) => {
    const { title, message } = noticeText('ur', notice);
    expect(title).toMatch(/^[\u0600-\u06FF ]+$/);
    // A support reply's message is the admin's own words, in whatever language they wrote.
    const adminsWords = notice.key === 'supportReplied' && notice.params.text !== '';
    expect(message).toMatch(adminsWords ? /^We have credited it\.$/ : /[\u0600-\u06FF]/);
    expect(message).not.toContain('undefined');
  });

  it('keeps amounts and account numbers left to right and names in their own direction in Urdu', () => {
    const { message } = noticeText('ur', {
      key: 'transferReceived',
      params: {
        amountCents: 1000,
        sender: 'علی رضا',
        accountNumber: 'AB23CD45EF',
        nameGiven: null,
        note: null,
      },
    });
    expect(message).toBe(
      `${FSI}علی رضا${PDI} (اکاؤنٹ ${LRI}AB23CD45EF${PDI}) نے آپ کو ${LRI}$10.00${PDI} بھیجے ہیں۔ یہ رقم اب آپ کے بیلنس میں ہے۔`,
    );
    const removed = noticeText('ur', {
      key: 'withdrawalCancelled',
      params: { amountCents: 4000, method: 'TRON_TRC20', reason: 'Wrong wallet.' },
    });
    expect(removed.message).toContain(`${LRI}Tron (TRC20)${PDI}`);
    expect(removed.message).toMatch(new RegExp(`وجہ: ${FSI}Wrong wallet${PDI}۔$`));
  });
});

describe('a stored notification', () => {
  const stored = {
    title: 'Deposit completed',
    message: 'Your deposit of $1.00 has been added to your balance.',
  };

  it('is rendered from its key in the member’s language', () => {
    const row = { ...stored, messageKey: 'depositCompleted', messageParams: { amountCents: 100 } };
    expect(storedNoticeText('en', row)).toEqual(stored);
    expect(storedNoticeText('ur', row)).toEqual({
      title: 'ڈپازٹ مکمل ہو گیا',
      message: `آپ کا ${LRI}$1.00${PDI} کا ڈپازٹ آپ کے بیلنس میں شامل کر دیا گیا ہے۔`,
    });
  });

  it('shows its stored text when it has no key (a broadcast, an older row) or a key this server does not know', () => {
    const broadcast = { title: 'Eid bonus', message: 'Double rewards today' };
    expect(storedNoticeText('ur', { ...broadcast, messageKey: null, messageParams: null })).toEqual(
      broadcast,
    );
    expect(storedNoticeText('ur', { ...stored, messageKey: 'fromTheFuture', messageParams: {} })).toEqual(
      stored,
    );
    expect(storedNoticeText('ur', { ...stored, messageKey: 'toString', messageParams: {} })).toEqual(stored);
    expect(
      storedNoticeText('ur', { ...stored, messageKey: 'depositCompleted', messageParams: null }),
    ).toEqual(stored);
  });

  it('goes out on a live stream in the language its trigger wrote down, in the notifications’ own shape', () => {
    const event = {
      id: '6f1c7c52-5d2b-4a47-9d56-3a8b2b0c9d10',
      ...stored,
      createdAt: '2026-12-02T08:00:00.000Z',
      removed: false,
    };
    const keyed = { messageKey: 'depositCompleted', messageParams: { amountCents: 100 } };
    expect(liveNotificationPayload({ ...event, ...keyed, language: 'en' })).toEqual(event);
    expect(liveNotificationPayload({ ...event, ...keyed, language: 'ur' })).toEqual({
      ...event,
      ...storedNoticeText('ur', { ...stored, ...keyed }),
    });
    // A broadcast's event has no key: it goes out as it is.
    expect(liveNotificationPayload(event)).toBe(event);
  });
});

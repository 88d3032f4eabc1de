import type { Translation } from '@/i18n/i18n';
import type en from '../en/support';

export default {
  heading: 'سپورٹ',
  answerTime: 'ہم عموماً چند گھنٹوں میں جواب دے دیتے ہیں۔',
  chatWithAdmin: 'ایڈمن سپورٹ سے چیٹ کریں',
  chatWithAdminText: 'آپ کی بات چیت اور ہمارے جوابات',
  sendUsMessage: 'ہمیں میسج بھیجیں',
  sendUsMessageText: 'بتائیں آپ کو کیا چاہیے؛ ہم آپ کی چیٹ میں جواب دیں گے۔',
  communityChat: 'کمیونٹی چیٹ',
  communityChatText: 'دوسرے ممبرز سے بات کریں',
  subject: 'موضوع',
  subjectPlaceholder: 'کس بارے میں ہے؟',
  message: 'میسج',
  messagePlaceholder: 'بتائیں کیا ہوا...',
  send: 'میسج بھیجیں',
  sending: 'بھیجا جا رہا ہے...',
  sent: 'بھیج دیا گیا!',
  sentText: 'آپ کا میسج بھیج دیا گیا ہے۔ ہم جلد آپ سے رابطہ کریں گے۔',
  error: 'خرابی',
  sendFailed: 'میسج نہیں بھیجا جا سکا۔',
} satisfies Translation<typeof en>;

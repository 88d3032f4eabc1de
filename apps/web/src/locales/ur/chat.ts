import type { Translation } from '@/i18n/i18n';
import type en from '../en/chat';

export default {
  communityChat: 'کمیونٹی چیٹ',
  beKind: 'اچھے انداز میں بات کریں: یہاں آپ کا لکھا ہر کوئی پڑھ سکتا ہے۔',
  communityEmpty: 'ابھی کوئی میسج نہیں۔ کمیونٹی کو سلام کہیں!',
  adminSupport: 'ایڈمن سپورٹ',
  online: 'آن لائن',
  adminEmpty: 'ہم سے کچھ بھی پوچھیں: ایڈمن سپورٹ یہیں جواب دے گی۔',
  messages: 'میسجز',
  loadingEarlier: 'پرانے میسجز لوڈ ہو رہے ہیں',
  loadingMessages: 'میسجز لوڈ ہو رہے ہیں',
  newMessages: 'نئے میسجز',
  you: 'آپ',
  admin: 'ایڈمن',
  imageFrom: '{name} کی بھیجی ہوئی تصویر',
  videoFrom: '{name} کی بھیجی ہوئی ویڈیو',
  removeMessageFrom: '{name} کا میسج ہٹائیں',
  removeMessage: 'میسج ہٹائیں',
  typeMessage: 'میسج لکھیں...',
  attachedImage: 'تصویر: {name}',
  attachedVideo: 'ویڈیو: {name}',
  removeAttachment: 'منسلک فائل ہٹائیں',
  attach: 'تصویر یا ویڈیو لگائیں',
  uploading: 'اپ لوڈ ہو رہی ہے',
  message: 'میسج',
  send: 'بھیجیں',
} satisfies Translation<typeof en>;

import type { Translation } from '@/i18n/i18n';
import type en from '../en/api-client';

export default {
  unreachable: 'سرور سے رابطہ نہیں ہو سکا۔ اپنا انٹرنیٹ کنکشن چیک کریں۔',
  serverAnswered: 'سرور کا جواب: {status}۔',
  unexpectedAnswer: 'سرور سے غیر متوقع جواب آیا۔',
} satisfies Translation<typeof en>;

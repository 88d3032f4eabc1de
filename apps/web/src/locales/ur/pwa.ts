import type { Translation } from '@/i18n/i18n';
import type en from '../en/pwa';

export default {
  newVersion: 'ایپ کا نیا ورژن آ گیا ہے۔',
  later: 'بعد میں',
  reload: 'ری لوڈ کریں',
} satisfies Translation<typeof en>;

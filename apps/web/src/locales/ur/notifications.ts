import type { Translation } from '@/i18n/i18n';
import type en from '../en/notifications';

export default {
  notifications: 'نوٹیفکیشنز',
  notificationsUnread: 'نوٹیفکیشنز، {count} بغیر پڑھے',
  panel: 'نوٹیفکیشنز پینل',
  markAllRead: 'سب کو پڑھا ہوا کریں',
  loading: 'نوٹیفکیشنز لوڈ ہو رہے ہیں',
  empty: 'کوئی نوٹیفکیشن نہیں',
  showMore: 'مزید دکھائیں',
  showLess: 'کم دکھائیں',
} satisfies Translation<typeof en>;

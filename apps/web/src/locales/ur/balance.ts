import type { Translation } from '@/i18n/i18n';
import type en from '../en/balance';

export default {
  statusPending: 'زیرِ التوا',
  statusActive: 'فعال',
  statusSuspended: 'معطل',
  copyAccountNumber: 'اکاؤنٹ نمبر کاپی کریں',
  accountNumberCopied: 'اکاؤنٹ نمبر کاپی ہو گیا!',
  couldNotCopyAccountNumber: 'اکاؤنٹ نمبر کاپی نہیں ہو سکا۔',
  totalBalance: 'کل بیلنس',
  balanceChipLabel: '{amount} بیلنس، {currency} میں دیکھیں',
  balanceChipTitle: '{amount}: {currency} میں دیکھیں',
  streakScore: 'اسٹریک اسکور {score}',
  streakExplained: 'اسٹریک: لگاتار دن جن میں آپ نے اشتہار مکمل دیکھا',
} satisfies Translation<typeof en>;

import type { Translation } from '@/i18n/i18n';
import type en from '../en/earnings-history';

export default {
  title: 'کمائی کی ہسٹری',
  description: 'آپ کا ہر انعام اور وہ کہاں سے ملا۔',
  source: 'ذریعہ',
  dateRange: 'تاریخیں',
  status: 'اسٹیٹس',
  all: 'سب',
  pending: 'زیرِ التوا',
  approved: 'منظور',
  rejected: 'مسترد',
  sourceAds: 'اشتہارات',
  sourceReferrals: 'ریفرلز',
  sourceBonuses: 'بونس',
  sourceVideos: 'ویڈیوز',
  sourceSpin: 'اسپن',
  sourceTasks: 'ٹاسک',
  sourceOffers: 'آفرز',
  loadingEarnings: 'کمائی لوڈ ہو رہی ہے',
  noMatchesWhat: 'کمائی',
  noEarnings: 'ابھی کوئی کمائی نہیں',
  noEarningsDescription: 'اشتہارات، ویڈیوز، اسپن، ٹاسک، ریفرلز، بونس اور آفرز کے انعامات یہاں نظر آئیں گے۔',
  startEarning: 'کمانا شروع کریں',
  listLabel: 'کمائی',
  loadMore: 'مزید کمائی دیکھیں',
} satisfies Translation<typeof en>;

import type { Translation } from '@/i18n/i18n';
import type en from '../en/member-shell';

export default {
  openMenu: 'مینو کھولیں',
  menu: 'مینو',
  closeMenu: 'مینو بند کریں',
  menuLinks: 'مینو کے لنکس',
  navigate: 'صفحات',
  logout: 'لاگ آؤٹ',
  mainNavigation: 'مرکزی مینو',
  home: 'ہوم',
  videos: 'ویڈیوز',
  support: 'سپورٹ',
  offers: 'آفرز',
  spin: 'اسپن',
  settings: 'سیٹنگز',
  refer: 'ریفر',
  dailyAds: 'روزانہ اشتہار',
  upgrade: 'اپ گریڈ',
  accountNumber: 'اکاؤنٹ نمبر',
} satisfies Translation<typeof en>;

import { defineMessages, translate } from '@/i18n/i18n';
import watchDayEn from '@/locales/en/watch-day';

const m = defineMessages('watch-day', watchDayEn);

/** What a member reads when today's ads (or videos) are done, on /daily-ads and on their level page. */
export function allWatchedText(limit: number, noun: 'ad' | 'video' = 'ad'): string {
  return translate(m.allWatched, { noun, limit });
}

/** What a member reads when the day's limit is not reached but every published item has been watched. */
export function noneLeftText(noun: 'ad' | 'video' = 'ad'): string {
  return translate(m.noneLeft, { noun });
}

import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/i18n/language';
import { allWatchedText, noneLeftText } from './watch-day-texts';

describe('the texts of a finished watch day', () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  it('name ads or videos in English', () => {
    expect(allWatchedText(5)).toBe('You have watched all 5 ads for today. Come back tomorrow for more.');
    expect(noneLeftText('video')).toBe(
      'No more videos are available today: you have watched every one that is up. New videos may be published later today.',
    );
  });

  it('are read in the language shown when they are asked for', async () => {
    await showLanguage('ur');
    expect(allWatchedText(5)).toBe('آپ آج کے تمام 5 اشتہارات دیکھ چکے ہیں۔ مزید کے لیے کل دوبارہ آئیں۔');
    expect(noneLeftText('video')).toContain('آج مزید ویڈیوز دستیاب نہیں');
  });
});

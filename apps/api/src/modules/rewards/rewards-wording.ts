import type { RewardViewKind } from './rewards.repository';

/** Why a member may not earn from ads or videos, as the watch list and the refusals say it. */
export const noLevelReason = 'Buy a level to start earning.';
export const expiredReason = 'Your level has expired. Upgrade your level to keep earning.';

/** What each kind of view is called where a member reads it. */
export const words: Record<RewardViewKind, { noun: string; nouns: string }> = {
  AD: { noun: 'ad', nouns: 'ads' },
  VIDEO: { noun: 'video', nouns: 'videos' },
};

import { formatCents, type FraudSettings, type Risk, type RiskReason } from '@earnflow/contracts';
import type { Executor } from '../../db/client';
import { addBusinessDays, businessDay } from '../../lib/business-day';
import { cheatCount } from './fraud-cheats';
import {
  busiestEarningDayCents,
  deviceFirstSeen,
  heldLevelDailyMaximumCents,
  latestAdViewTimings,
  linkCounts,
  memberRiskFacts,
  payoutAccountUsers,
} from './fraud-risk.repository';

/**
 * What each reason adds to a withdrawal's score (decision 0184). Linked accounts alone reach the default
 * threshold with a young account; a shared network alone never does.
 */
export const riskPoints = {
  LINKED_ACCOUNTS: 40,
  SHARED_PAYOUT_ACCOUNT: 30,
  NEW_DEVICE: 15,
  PASSWORD_CHANGED: 20,
  EARNINGS_ABOVE_LEVEL: 25,
  EXACT_MINIMUM_VIEWS: 20,
  NEW_ACCOUNT: 10,
  CHEAT_LOG: 20,
  NETWORK_LINKS: 5,
} as const;

const HOUR_MS = 3600 * 1000;
const CHEAT_WINDOW_DAYS = 7;
const EARNINGS_WINDOW_DAYS = 7;

const plural = (n: number, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;

/**
 * The risk of a withdrawal the member asks for now, to `payoutAccount`: the sum of its reasons' points,
 * at most 100. Read inside the withdrawal's transaction, after its signal was recorded (and linked).
 */
export async function scoreWithdrawal(
  db: Executor,
  input: { userId: string; payoutAccount: string; now: Date; settings: FraudSettings },
): Promise<Risk> {
  const { userId, payoutAccount, now, settings } = input;
  const reasons: RiskReason[] = [];
  const add = (code: keyof typeof riskPoints, text: string) =>
    reasons.push({ code, points: riskPoints[code], text });

  const links = await linkCounts(db, userId);
  const strong = links.filter((row) => row.reason !== 'NETWORK');
  if (strong.length > 0) {
    const why = strong.map((row) =>
      row.reason === 'DEVICE'
        ? `${plural(row.members, 'account')} on the same device`
        : `${plural(row.members, 'account')} with the same payout account`,
    );
    add('LINKED_ACCOUNTS', `Linked to ${why.join(' and ')}.`);
  }
  const network = links.find((row) => row.reason === 'NETWORK');
  if (network !== undefined) {
    add(
      'NETWORK_LINKS',
      `Seen again and again on one network with ${plural(network.members, 'other account')}.`,
    );
  }

  const sharers = await payoutAccountUsers(db, userId, payoutAccount);
  if (sharers > 0)
    add('SHARED_PAYOUT_ACCOUNT', `This payout account was also used by ${plural(sharers, 'other member')}.`);

  const recentSince = now.getTime() - settings.recentChangeHours * HOUR_MS;
  const devices = await deviceFirstSeen(db, userId);
  const newDevices = devices.filter((device) => device.firstSeenAt.getTime() >= recentSince);
  // A member's first device is not "new": only one added beside devices seen before the window.
  if (newDevices.length > 0 && newDevices.length < devices.length) {
    add(
      'NEW_DEVICE',
      `A new device was first seen in the last ${plural(settings.recentChangeHours, 'hour')}.`,
    );
  }

  const facts = await memberRiskFacts(db, userId);
  if (facts?.passwordChangedAt != null && facts.passwordChangedAt.getTime() >= recentSince) {
    add(
      'PASSWORD_CHANGED',
      `The password was changed in the last ${plural(settings.recentChangeHours, 'hour')}.`,
    );
  }
  if (
    facts !== undefined &&
    facts.createdAt.getTime() > now.getTime() - settings.newAccountDays * 24 * HOUR_MS
  ) {
    add('NEW_ACCOUNT', `Signed up less than ${plural(settings.newAccountDays, 'day')} ago.`);
  }

  const dailyMaximumCents = await heldLevelDailyMaximumCents(db, userId);
  if (dailyMaximumCents !== undefined) {
    const fromDay = addBusinessDays(businessDay(now), -(EARNINGS_WINDOW_DAYS - 1));
    const busiest = await busiestEarningDayCents(db, userId, fromDay);
    if (busiest * 100 > dailyMaximumCents * settings.earningsFactorPercent) {
      add(
        'EARNINGS_ABOVE_LEVEL',
        `Earned ${formatCents(busiest)} in one day; the level's daily maximum is ${formatCents(dailyMaximumCents)}.`,
      );
    }
  }

  const timings = await latestAdViewTimings(db, userId, settings.exactMinimumViews);
  if (timings.views >= settings.exactMinimumViews && timings.exact === timings.views) {
    add(
      'EXACT_MINIMUM_VIEWS',
      `The last ${plural(timings.views, 'ad view')} were each completed at the exact minimum time.`,
    );
  }

  const cheats = await cheatCount(db, userId, new Date(now.getTime() - CHEAT_WINDOW_DAYS * 24 * HOUR_MS));
  if (cheats >= settings.cheatAttempts) {
    add(
      'CHEAT_LOG',
      `${plural(cheats, 'refused earning attempt')} in the last ${String(CHEAT_WINDOW_DAYS)} days.`,
    );
  }

  const score = Math.min(
    100,
    reasons.reduce((sum, reason) => sum + reason.points, 0),
  );
  return { score, reasons };
}

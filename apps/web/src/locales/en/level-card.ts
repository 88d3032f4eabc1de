/** The home screen's level card and ads progress (in the first load). */
export default {
  loadWhatYourLevel: 'your level',
  daysLeft: '{count, plural, one {# day left} other {# days left}}',
  earnedToday: 'Earned today, all sources',
  adsToday: 'Ads today',
  adsDoneOfLimit: '{done} of {limit}',
  adsWatchedToday: 'Ads watched today',
  noLevelYet: 'No level yet',
  expiredUpgrade: 'Expired: upgrade to keep earning',
  buyToStart: 'Buy a level to start earning',
  myLevel: 'My level',
  upgrade: 'Upgrade',
};

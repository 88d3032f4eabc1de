/** Spin & Win (/spin) and the spin history (/spin-history). */
export default {
  perDay: '{count, plural, one {One free spin a day.} other {# free spins a day.}}',
  paused: 'Free spins are paused for now.',
  intro: 'The prize goes straight to your balance.',

  // The wheel.
  spinFailed: 'Spin failed',
  couldNotSpin: 'Could not spin the wheel.',
  wonAlert: 'You won {amount}!',
  addedToBalance: 'It has been added to your balance.',
  noPrize: 'No prize this time. Better luck tomorrow!',
  loadingWheel: 'Loading the wheel',
  /** Completes the sentence "Could not load … ." */
  loadWheel: 'the wheel',
  notReadyTitle: 'The wheel is not ready yet',
  notReadyDescription: 'Prizes are being set up. Come back soon to spin the wheel for free.',
  goHome: 'Go to home',
  spinning: 'Spinning...',
  spinsLeft: '{count, plural, one {# free spin left today} other {# free spins left today}}',
  noSpinsLeft: 'No spins left today. Come back tomorrow!',
  spinNow: 'Spin Now',
  yourResult: 'Your result',
  won: 'You won {amount}',
  /** The prize in PKR, about what the dollars are worth. */
  aboutPkr: '≈ {amount}',
  /** The wheel's name for screen readers; `{labels}` are its segments' labels, as the admins wrote them. */
  wheelLabel: 'Prize wheel with {count} segments: {labels}',

  // The history.
  historyIntro: 'Every spin of the wheel and what it gave you.',
  dateRange: 'Date range',
  loadingHistory: 'Loading history',
  noHistoryTitle: 'No spin history',
  noHistoryDescription: 'Spins you make in this date range will appear here.',
  goToSpin: 'Go to Spin & Win',
  listLabel: 'Spins',
  loadMore: 'Load more spins',
};

/**
 * The Aviator crash game (/aviator) and the check of one round (/aviator/verify/:id). Multipliers ("2.35×"),
 * amounts, seeds and formulas come in as values and stay left-to-right.
 */
export default {
  intro: 'The multiplier climbs from {start}. Cash out before the plane flies away.',

  // The game.
  betInvalid: 'Enter a bet such as 5 or 2.50.',
  betBelowMin: 'The minimum bet is {amount}.',
  betAboveBalance: 'Your bet is above your balance.',
  betAboveMax: 'The maximum bet is {amount}.',
  balance: 'Balance',
  /** Read out before the multiplier shown, e.g. "Multiplier 2.35×". */
  multiplier: 'Multiplier',
  flewAway: 'Flew away',
  betAmount: 'Bet amount',
  betRange: 'From {min} to {max}; a round pays at most {maxWin}.',
  starting: 'Starting...',
  start: 'Start',
  cashingOut: 'Cashing out...',
  cashOut: 'Cash Out',
  needAtLeast: 'You need at least {amount} to play.',
  inPlayNote: 'Bet {bet} · cash out now for about {amount}',
  crashedResult: '<0>Crashed!</0> The plane flew away at {crash}. You lost {bet}.',
  cashedResult: '<0>Cashed out at {multiplier}</0> and won {win}.',
  cashedResultFlewOn: '<0>Cashed out at {multiplier}</0> and won {win}. The plane flew on to {crash}.',
  flying: 'Flying… cash out before the plane flies away.',
  takingOff: 'Taking off…',
  enterBet: 'Enter your bet and press Start.',
  startFailed: 'Could not start the round. Try again.',
  cashOutFailed: 'Could not cash out. Try again.',

  // Provably fair.
  seedRequired: 'Client seed is required.',
  seedSaveFailed: 'Could not save the client seed. Try again.',
  fairTitle: 'Provably fair',
  fairDescription:
    'The server commits to its seed before you bet; the crash point comes from that seed, your client seed and the nonce.',
  loadingFairness: 'Loading fairness',
  /** Completes the sentence "Could not load … ." */
  loadFairness: 'the fairness details',
  nextSeedHash: 'Server seed hash (SHA-256) for your next round',
  currentSeedHash: 'Server seed hash (SHA-256) of this round',
  nonce: 'Nonce',
  clientSeed: 'Client seed',
  seedSaved: 'Saved: your next rounds use this seed.',
  seedHint: 'Used from your next round on.',
  saving: 'Saving...',
  save: 'Save',
  roundCrashedAt: 'Round {nonce} crashed at {crash}',
  revealedSeed: 'Revealed server seed',
  committedHash: 'Committed hash',
  verifyThisRound: 'Verify this round',

  // The recent rounds.
  recentTitle: 'Your recent rounds',
  loadingRounds: 'Loading rounds',
  /** Completes the sentence "Could not load … ." */
  loadRounds: 'your recent rounds',
  noRounds: 'No rounds yet',
  noRoundsHint: 'Your rounds appear here once you play.',
  recentLabel: 'Recent rounds',
  bet: 'Bet {amount}',
  inPlay: 'In play',
  crashedAt: 'crashed at {crash}',
  noCashOut: 'No cash-out',
  cashedOutAt: 'Cashed out at {multiplier}',
  won: 'Won {amount}',
  lost: 'Lost {amount}',
  verifyRound: 'Verify round {nonce}',
  verify: 'Verify',
  loadMoreRounds: 'Load more rounds',

  // The check of one round.
  backToAviator: 'Back to Aviator',
  verifyIntro: 'Your browser recomputes the crash point from the revealed seed.',
  loadRoundFailed: 'Could not load this round.',
  loadingRound: 'Loading round',
  noCrypto: 'This browser cannot compute SHA-256 here (it needs a secure https page).',
  stillInPlay:
    'This round is still in play. Its server seed is revealed when it ends; come back then to verify it.',
  checking: 'Checking the round',
  checksOut: 'This round checks out.',
  doesNotCheckOut: 'This round does not check out.',
  seedMatches: 'The revealed server seed matches the hash committed before the round.',
  seedDiffers: 'The revealed server seed does not match the hash committed before the round.',
  recomputed: 'Recomputed in your browser: {computed}; the server said {server}.',
  round: 'Round {nonce}',
  betLabel: 'Bet',
  crashPoint: 'Crash point',
  cashOutLabel: 'Cash-out',
  none: 'None',
  win: 'Win',
  seedHashLabel: 'Server seed hash (committed before the round)',
  serverSeedLabel: 'Server seed (revealed)',
  hmacMessage: 'HMAC message',
  howComputed: 'How it is computed',
  stepHash: 'SHA-256 of the server seed must equal the hash shown before you bet.',
  /** `{formula}` is "h = HMAC-SHA256"; `{message}` is "client seed:nonce" (the HMAC message's form). */
  stepHmac: '{formula} with the server seed as key over “{message}”.',
  /** `{formula}` is "X = r / 2^52". */
  stepDigits: 'r = the first 13 hex digits of h (52 bits); {formula}.',
  /** `{formula}` is "max(1, floor(99 / (1 − X)) / 100)". */
  stepCrash: 'Crash point = {formula}, at most 11.00.',
};

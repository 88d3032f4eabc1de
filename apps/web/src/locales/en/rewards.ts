/**
 * Daily ads (/daily-ads, /ads) and bonus videos (/videos): the lists, the watch screen and its timer.
 * `{noun}` is "ad" or "video": `{noun, select, ad {…} other {…}}`, the `other` branch being the video's.
 */
export default {
  dailyAdsIntro: 'Watch an ad to the end and its reward goes to your balance.',
  watchAdIntro: 'Stay on this screen until the timer ends; it pauses while the tab is hidden.',
  videosIntro: 'Watch a video to the end and earn its bonus, once per video each day.',

  // The list of today's ads or videos.
  /** Completes the sentence "Could not load … ." */
  loadList: "{noun, select, ad {today's ads} other {today's videos}}",
  loadingList: '{noun, select, ad {Loading ads} other {Loading videos}}',
  today: 'Today',
  progress:
    '{noun, select, ad {Watched {done} of {limit} ads today} other {Watched {done} of {limit} videos today}}',
  earnedToday:
    '{noun, select, ad {Earned from ads today: <0>{usd}</0> <1>({pkr})</1>} other {Earned from videos today: <0>{usd}</0> <1>({pkr})</1>}}',
  cannotEarn: 'You cannot earn right now.',
  upgradeLevel: 'Upgrade level',
  noneTitle: '{noun, select, ad {No ads available right now} other {No videos available right now}}',
  noneDescription:
    '{noun, select, ad {There are no ads to watch at the moment. New ones appear here as soon as they are published, so check back later.} other {There are no videos to watch at the moment. New ones appear here as soon as they are published, so check back later.}}',
  listLabel: "{noun, select, ad {Today's ads} other {Today's videos}}",
  /** How long an item plays, e.g. "25s". */
  seconds: '{seconds}s',
  /** What a watched item was paid, e.g. "paid $0.10". */
  paid: 'paid {amount}',
  watched: 'Watched',
  watch: 'Watch',
  /** A Watch button's name for screen readers; `{title}` is the ad's or video's title. */
  watchItem: 'Watch {title}',

  // One ad on /ads, one video in place on /videos.
  /** Completes the sentence "Could not load … ." */
  loadAd: 'this ad',
  backToDailyAds: 'Back to Daily Ads',
  adUnavailable: 'This ad is not available',
  adUnavailableHelp: "It may have ended. Choose another one from today's ads.",
  nextAd: 'Next ad',
  backToVideos: 'Back to videos',
  pictureFailed:
    "{noun, select, ad {This ad's picture could not be shown.} other {This video's picture could not be shown.}}",
  videoFailed:
    "{noun, select, ad {This ad's video could not be played.} other {This video could not be played.}}",

  // The watch session: its timer, the credit and what went wrong.
  startFailed: '{noun, select, ad {Could not start the ad.} other {Could not start the video.}}',
  confirmFailed:
    '{noun, select, ad {Could not confirm the reward for this ad. Check your connection and try again.} other {Could not confirm the reward for this video. Check your connection and try again.}}',
  creditFailed: '{noun, select, ad {Could not credit this ad.} other {Could not credit this video.}}',
  timeUpAnnouncement: 'Time is up: adding your reward.',
  pausedAnnouncement:
    '{noun, select, ad {The ad is paused while this tab is hidden.} other {The video is paused while this tab is hidden.}}',
  resumedAnnouncement:
    '{noun, select, ad {The ad continues: keep watching.} other {The video continues: keep watching.}}',
  startedAnnouncement:
    '{noun, select, ad {The ad has started: {seconds} seconds to watch.} other {The video has started: {seconds} seconds to watch.}}',
  creditedAnnouncement:
    '{noun, select, ad {Credited: your reward for this ad is now in your balance.} other {Credited: your reward for this video is now in your balance.}}',
  creditedAmountAnnouncement: 'Credited: {amount} is now in your balance.',
  /** `{message}` says why (the server's words, or one of the failures above). */
  notCreditedAnnouncement: 'Not credited: {message}',
  pays: 'Pays <0>{usd}</0> · <1>{pkr}</1>',
  /** Read out before the seconds left (e.g. "25s"). */
  timeLeft: 'Time left:',
  starting: '{noun, select, ad {Starting the ad...} other {Starting the video...}}',
  timeWatched: '{noun, select, ad {Time watched of this ad} other {Time watched of this video}}',
  paused: 'Paused while this tab is hidden.',
  keepWatching: 'Keep watching: the reward is added when the timer ends.',
  adding: 'Adding your reward...',
  creditedNoAmount:
    '{noun, select, ad {The reward for this ad is in your balance.} other {The reward for this video is in your balance.}}',
  credited: '{amount} added to your balance.',
  tryAgain: 'Try again',
};

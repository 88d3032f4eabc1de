/**
 * What a member reads when today's ads (or videos) are done: on /daily-ads, /videos and their level page.
 * `{noun}` is "ad" or "video": `{noun, select, ad {…} other {…}}`, the `other` branch being the video's.
 */
export default {
  allWatched:
    '{noun, select, ad {You have watched all {limit} ads for today. Come back tomorrow for more.} other {You have watched all {limit} videos for today. Come back tomorrow for more.}}',
  noneLeft:
    '{noun, select, ad {No more ads are available today: you have watched every one that is up. New ads may be published later today.} other {No more videos are available today: you have watched every one that is up. New videos may be published later today.}}',
};

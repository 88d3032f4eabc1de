/** What a member reads when today's ads (or videos) are done, on /daily-ads and on their level page. */
export function allWatchedText(limit: number, noun = 'ad'): string {
  return `You have watched all ${String(limit)} ${noun}s for today. Come back tomorrow for more.`;
}

/** What a member reads when the day's limit is not reached but every published item has been watched. */
export function noneLeftText(noun = 'ad'): string {
  return `No more ${noun}s are available today: you have watched every one that is up. New ${noun}s may be published later today.`;
}

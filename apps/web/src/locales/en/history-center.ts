/** The History Center (/history): one link per history list. */
export default {
  title: 'History Center',
  description: 'Everything you deposited, withdrew, earned and won.',
  historyLists: 'History lists',
  depositHistory: 'Deposit History',
  depositHistoryDescription: 'Money you added and its status',
  withdrawalHistory: 'Withdrawal History',
  withdrawalHistoryDescription: 'Payouts you requested',
  earnings: 'Earnings',
  earningsDescription: 'Ads, referrals and bonuses',
  spinHistory: 'Spin History',
  spinHistoryDescription: 'Your spins and what they won',
};

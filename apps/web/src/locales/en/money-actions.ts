/** The money shortcuts on the home page and the wallet page. */
export default {
  deposit: 'Deposit',
  withdraw: 'Withdraw',
  transfer: 'Transfer',
  wallet: 'Wallet',
  history: 'History',
};

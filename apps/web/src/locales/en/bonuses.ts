/** Redeem Code (/redeem) and the hot offers on /offers. */
export default {
  redeemDescription: 'Got a bonus code? Enter it to add the bonus to your balance.',
  enterCode: 'Enter a code.',
  redeemedTitle: 'Code redeemed!',
  redeemedText: '{amount} has been added to your balance.',
  couldNotRedeem: 'Could not redeem',
  somethingWentWrong: 'Something went wrong.',
  codeLabel: 'Redeem code',
  redeeming: 'Redeeming...',
  redeem: 'Redeem',
  offersDescription: 'Partner offerwalls and the promotions running right now.',
  hotOffersHeading: 'Hot Offers',
  loadingOffers: 'Loading offers',
  /** Completes the load error's sentence "Could not load …". */
  loadWhatOffers: 'hot offers',
  noOffersTitle: 'No offers right now',
  noOffersDescription: 'Hot offers and promotions appear here. Check back soon.',
  goToHome: 'Go to home',
  hotOffersList: 'Hot offers',
  endsOn: 'Ends {date}',
  openOffer: 'Open offer',
};

/** The partner offerwalls on /offers. */
export default {
  loading: 'Loading offerwalls',
  /** Completes the load error's sentence "Could not load …". */
  loadWhat: 'offerwalls',
  heading: 'Offerwalls',
  description:
    'Apps, games and surveys from our partners. Rewards show in your earnings as Pending until the partner confirms them.',
  openWall: 'Open {name}',
  open: 'Open',
};

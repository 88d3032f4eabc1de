/** The prompt shown when a new version of the app has been downloaded. */
export default {
  newVersion: 'A new version is available.',
  later: 'Later',
  reload: 'Reload',
};

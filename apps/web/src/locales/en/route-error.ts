/** The page shown when a page fails to load or render. */
export default {
  title: 'Something went wrong',
  description: 'This page could not be shown. Reloading usually fixes it.',
  reload: 'Reload page',
};

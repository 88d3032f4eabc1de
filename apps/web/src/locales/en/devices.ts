/** Settings' "Devices and sign-ins" card. */
export default {
  title: 'Devices and sign-ins',
  description: 'Where your account was used.',
  descriptionKept: 'Where your account was used. Addresses and devices are kept for {days} days.',
  devices: 'Devices',
  noDevices: 'No devices recorded yet.',
  thisDevice: 'This device',
  lastUsed: 'Last used {date} from <0>{ip}</0>',
  firstSeen: 'First seen {date}',
  recentActivity: 'Recent activity',
  activityList: 'Recent sign-ins and money moves',
  nothingRecorded: 'Nothing recorded yet.',
  onThisDevice: '{device} (this device)',
  showFewer: 'Show fewer',
  showAll: 'Show all {count}',
  unknownDeviceAdvice: "A device you don't know? Change your password now: it signs you out everywhere else.",
  yourDevices: 'your devices',
  loading: 'Loading devices',
  // What the member did, for each recorded sign-in or money move
  signUp: 'Sign-up',
  signIn: 'Sign-in',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  transfer: 'Transfer',
  // lib/signals.ts: a device named from its browser (also read in the console, which is English).
  deviceOn: '{browser} on {system}',
  unknownDevice: 'Unknown device',
};

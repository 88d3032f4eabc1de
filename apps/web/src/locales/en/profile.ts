/** The member's profile: Settings' profile and password forms, status, account number, balance and streak. */
export default {
  // Profile form
  name: 'Name',
  email: 'Email',
  emailCannotChange: 'Your email cannot be changed.',
  saving: 'Saving...',
  saveChanges: 'Save changes',
  profileUpdated: 'Profile updated',
  couldNotSaveProfile: 'Could not save your profile.',

  // Profile picture
  changePicture: 'Change picture',
  uploading: 'Uploading...',
  removing: 'Removing...',
  removePicture: 'Remove picture',
  pictureHint: 'PNG, JPEG, GIF or WebP, up to 5 MB.',
  pictureUpdated: 'Profile picture updated',
  pictureRemoved: 'Profile picture removed',
  pictureWrongType: 'Choose a PNG, JPEG, GIF or WebP picture.',
  pictureTooLarge: 'The picture is too large: the limit is 5 MB.',
  couldNotChangePicture: 'Could not change your profile picture.',

  // Change password
  currentPassword: 'Current password',
  newPassword: 'New password',
  atLeastEightCharacters: 'At least 8 characters',
  confirmPassword: 'Confirm password',
  changePassword: 'Change password',
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordChanged: 'Password changed',
  couldNotChangePassword: 'Could not change your password.',

  // Account status

  // Account number

  // Balance

  // Streak
};

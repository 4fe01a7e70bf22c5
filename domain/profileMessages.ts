export const PROFILE_MESSAGES = {
  loaded: 'Profile loaded successfully',
  updated: 'Profile updated successfully',
  avatarUpdated: 'Profile picture updated successfully',
  avatarOnlyImages: 'Only image files (JPG, JPEG, PNG, WEBP) are allowed',
  avatarTooLarge: 'The picture must be 2 MB or smaller.',
  avatarMissing: 'Choose a picture to upload.',
  notMultipart: 'Send the picture as multipart/form-data.',
  fieldTooLong: 'A field is too long.',
  passwordChanged: 'Password changed successfully. Other sessions were signed out.',
  currentPasswordWrong: 'Your current password is not correct.',
  notFound: 'Profile not found.',
  languageSaved: 'Language saved.',
} as const;

/** Avatars: JPG, JPEG, PNG or WEBP, checked by content, at most 2 MB (issue 3). */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

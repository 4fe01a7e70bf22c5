/*
 * Sign-up, recovery, the profile and the limits on repeated attempts (domain/accountMessages.ts, profileMessages.ts, server/services/abuseLimits.ts): the spec's English, by id
 * (namespace.key). One export per namespace, so a bundle takes only the namespaces it uses.
 */

export const abuseLimits = {
  codeChecks: 'Too many wrong codes. Please try again in %{wait}.',
  codeRequests: 'Too many code requests. Please try again in %{wait}.',
  login: 'Too many failed sign-in attempts. Please try again in %{wait}.',
  resets: 'Too many password reset attempts. Please try again in %{wait}.',
  signups: 'Too many sign-up attempts from your network. Please try again in %{wait}.',
  takenEmails: 'Too many email addresses that cannot be used. Please try again in %{wait}.',
};

export const account = {
  currentPasswordRequired: 'Please enter your current password.',
  digitsChoice: 'Choose Latin or Arabic-Indic digits',
  email: 'Please enter a valid email address.',
  firstName: 'Please enter a valid first name.',
  gender: 'Please select your gender.',
  lastName: 'Please enter a valid last name.',
  localeChoice: 'Choose English or Arabic',
  otpCode: 'Please enter the 4-digit code.',
  otpDigit: 'Enter 4 digits (0–9)',
  otpInvalid: 'Invalid code, please try again.',
  passwordMin: 'Password must be at least 8 characters.',
  passwordsDiffer: 'Passwords do not match.',
  phone: 'Phone number must start with 9, 6, 5, or 4 and be exactly 8 digits long.',
  resetExpired: 'This code has expired or has already been used. Please request a new code.',
  signupFailed: 'Something went wrong.',
  signupSuccess: 'Your account has been created. Please wait for admin approval before signing in.',
  strongPassword:
    'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character.',
};

export const profile = {
  avatarMissing: 'Choose a picture to upload.',
  avatarTooLarge: 'The picture must be 2 MB or smaller.',
  avatarUpdated: 'Profile picture updated successfully',
  currentPasswordWrong: 'Your current password is not correct.',
  fieldTooLong: 'A field is too long.',
  languageSaved: 'Language saved.',
  loaded: 'Profile loaded successfully',
  notFound: 'Profile not found.',
  notMultipart: 'Send the picture as multipart/form-data.',
  passwordChanged: 'Password changed successfully. Other sessions were signed out.',
  updated: 'Profile updated successfully',
};

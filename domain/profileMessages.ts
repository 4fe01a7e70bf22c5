import { text } from './messages/text';
export const PROFILE_MESSAGES = {
  loaded: text('profile.loaded'),
  updated: text('profile.updated'),
  avatarUpdated: text('profile.avatarUpdated'),
  avatarOnlyImages: text('documents.imagesOnly'),
  avatarTooLarge: text('profile.avatarTooLarge'),
  avatarMissing: text('profile.avatarMissing'),
  notMultipart: text('profile.notMultipart'),
  fieldTooLong: text('profile.fieldTooLong'),
  passwordChanged: text('profile.passwordChanged'),
  currentPasswordWrong: text('profile.currentPasswordWrong'),
  notFound: text('profile.notFound'),
  languageSaved: text('profile.languageSaved'),
} as const;

/** Avatars: JPG, JPEG, PNG or WEBP, checked by content, at most 2 MB (issue 3). */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

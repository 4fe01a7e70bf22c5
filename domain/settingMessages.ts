import type { z } from 'zod';
import type { appSettingSchema } from './contracts/answers/records';
import { text } from './messages/text';

/**
 * The App Setting (vendor profile) of spec sections 3, 5, 8 and 9: its exact messages and limits.
 * Kept apart from the zod schemas (settingSchemas.ts) so a page can use them without zod.
 */

/** Spec section 9: the social platforms, in the order the screen lists them. */
export const SOCIAL_PLATFORMS = [
  'facebook',
  'instagram',
  'twitter',
  'whatsapp',
  'linkedin',
  'youtube',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export type SocialLinks = Record<SocialPlatform, string>;

export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  whatsapp: 'WhatsApp',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
};

export const emptySocialLinks = (): SocialLinks => ({
  facebook: '',
  instagram: '',
  twitter: '',
  whatsapp: '',
  linkedin: '',
  youtube: '',
});

/**
 * The App Setting as GET setting/get answers it (spec section 3): the contract's schema. Logo and
 * banner are paths relative to the API root (`uploads/<sha256>.webp`), or null before the first upload.
 */
export type AppSetting = z.output<typeof appSettingSchema>;

/** The two images of the vendor profile and their suggested sizes (spec section 9). */
export const SETTING_IMAGES = {
  logo: { label: 'Logo', width: 256, height: 100 },
  banner: { label: 'Banner', width: 1080, height: 1080 },
} as const;
export type SettingImageField = keyof typeof SETTING_IMAGES;

/** Single-image uploads (spec section 5): the extensions and types a file picker offers. */
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_ACCEPT = [...IMAGE_MIME_TYPES, ...IMAGE_EXTENSIONS.map((e) => `.${e}`)].join(',');
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const NAME_MAX = 120;
export const ADDRESS_MAX = 300;
export const DESCRIPTION_MAX = 2000;
export const LINK_MAX = 500;

export const SETTING_MESSAGES = {
  nameRequired: text('settings.nameRequired'),
  imageOnly: text('documents.imagesOnly'),
  updated: text('settings.updated'),
  imageTooLarge: text('settings.imageTooLarge'),
  imageTooManyPixels: text('settings.imageTooManyPixels'),
  nameTooLong: text('settings.nameTooLong', { max: NAME_MAX }),
  addressTooLong: text('settings.addressTooLong', { max: ADDRESS_MAX }),
  descriptionTooLong: text('settings.descriptionTooLong', { max: DESCRIPTION_MAX }),
  mediaMalformed: text('settings.mediaMalformed'),
  notMultipart: text('settings.notMultipart'),
  fieldTooLong: text('settings.fieldTooLong'),
  noVendor: text('settings.noVendor'),
  landlordOnly: text('settings.landlordOnly'),
  readers: text('settings.readers'),
  loaded: text('settings.loaded'),
  systemConfigLoaded: text('settings.systemConfigLoaded'),
} as const;

/** The message for a social link that is not an http(s) address, naming the platform. */
export const linkInvalidMessage = (platform: SocialPlatform): string =>
  `Enter the full ${SOCIAL_PLATFORM_LABELS[platform]} link, starting with https:// (or http://).`;

export const linkTooLongMessage = (platform: SocialPlatform): string =>
  text('settings.linkTooLong', { platform: SOCIAL_PLATFORM_LABELS[platform], max: LINK_MAX });

/** A quick check by name and type, for the file picker; the server checks the content. */
export function looksLikeImageFile(file: { name: string; type: string }): boolean {
  const extension = file.name.toLowerCase().split('.').pop() ?? '';
  const knownExtension = (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  const knownType = !file.type || (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);
  return knownExtension && knownType;
}

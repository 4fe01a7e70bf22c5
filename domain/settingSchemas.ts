import { z } from 'zod';
import { oneLine } from './oneLine';
import {
  ADDRESS_MAX,
  DESCRIPTION_MAX,
  LINK_MAX,
  linkInvalidMessage,
  linkTooLongMessage,
  NAME_MAX,
  SETTING_MESSAGES,
  SOCIAL_PLATFORMS,
  type SocialLinks,
  type SocialPlatform,
} from './settingMessages';

const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/** Optional; empty clears it; otherwise a full http(s) address (no javascript:, no bare names). */
const socialLink = (platform: SocialPlatform) =>
  z
    .string({ error: linkInvalidMessage(platform) })
    .trim()
    .max(LINK_MAX, linkTooLongMessage(platform))
    .refine((value) => value === '' || (!/\s/.test(value) && httpUrl.safeParse(value).success), {
      message: linkInvalidMessage(platform),
    })
    .default('');

export const socialLinksSchema = z
  .object(
    Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, socialLink(p)])) as Record<
      SocialPlatform,
      ReturnType<typeof socialLink>
    >,
    { error: SETTING_MESSAGES.mediaMalformed },
  )
  .strip() satisfies z.ZodType<SocialLinks, unknown>;

/**
 * The vendor's details as the update call sends them (spec section 3: name, address, desc,
 * media) and as the App Setting dialog edits them: one schema for the route and the form.
 */
export const vendorInfoSchema = z.object({
  name: oneLine(
    z
      .string({ error: SETTING_MESSAGES.nameRequired })
      .trim()
      .min(1, SETTING_MESSAGES.nameRequired)
      .max(NAME_MAX, SETTING_MESSAGES.nameTooLong),
  ),
  address: oneLine(z.string().trim().max(ADDRESS_MAX, SETTING_MESSAGES.addressTooLong)).default(''),
  desc: z.string().trim().max(DESCRIPTION_MAX, SETTING_MESSAGES.descriptionTooLong).default(''),
  media: socialLinksSchema.default(() => socialLinksSchema.parse({})),
});

export type VendorInfoInput = z.input<typeof vendorInfoSchema>;
export type VendorInfo = z.output<typeof vendorInfoSchema>;

/** The id of GET get/{id}: a landlord's id; anything else is a visitor without a vendor. */
export const systemConfigParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const landlordIdSchema = z.uuid();

import fastifyMultipart from '@fastify/multipart';
import type { z } from 'zod';
import {
  MAX_IMAGE_BYTES,
  SETTING_IMAGES,
  SETTING_MESSAGES,
  type SettingImageField,
} from '../../domain/settingMessages';
import { vendorInfoSchema } from '../../domain/settingSchemas';
import { principalOf } from '../auth/guard';
import type { Principal } from '../auth/sessions';
import { HttpError, type ValidationIssue } from '../http/errors';
import { readMultipartForm } from '../http/multipartForm';
import { normaliseImage, storeImage } from '../storage/images';
import { findVendorSetting, saveVendorSetting, toAppSettingData } from '../services/vendorSettings';
import { settingContract } from '../../domain/contracts/setting';
import { contractRoutes } from '../http/contractRoutes';

const IMAGE_FIELDS = Object.keys(SETTING_IMAGES) as SettingImageField[];

/** Landlords and their managers read their landlord's setting; the scope comes from the token. */
export function readerLandlordId(principal: Principal): string {
  if (!principal.landlordId) throw new HttpError(404, SETTING_MESSAGES.noVendor);
  if (principal.roleKey !== 'landlord' && principal.roleKey !== 'manager') {
    throw new HttpError(403, SETTING_MESSAGES.readers);
  }
  return principal.landlordId;
}

/** Only the landlord changes it. */
export function ownerLandlordId(principal: Principal): string {
  if (!principal.landlordId) throw new HttpError(404, SETTING_MESSAGES.noVendor);
  if (principal.roleKey !== 'landlord') throw new HttpError(403, SETTING_MESSAGES.landlordOnly);
  return principal.landlordId;
}

const validationError = (issues: ValidationIssue[]) =>
  new HttpError(422, issues.map((i) => i.msg).join('; '), issues);

/** media arrives as JSON text (spec section 3); blank means no links. */
function parseMedia(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw validationError([{ loc: ['body', 'media'], msg: SETTING_MESSAGES.mediaMalformed, type: 'json' }]);
  }
}

const zodIssues = (error: z.ZodError): ValidationIssue[] =>
  error.issues.map((issue) => ({
    loc: ['body', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
    msg: issue.message,
    type: issue.code,
  }));

/** Spec section 7: GET setting/get and POST setting/update (multipart) for the App Setting screen. */
export const settingRoutes = contractRoutes(settingContract, async (ctx, app) => {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: MAX_IMAGE_BYTES, files: 4, fields: 10, fieldSize: 16_384, parts: 14 },
  });

  // The super admin passes the role check to be told plainly that it has no vendor setting
  // (a 403 would sign it out of the panel).

  return {
    get: async (request) => {
      const landlordId = readerLandlordId(principalOf(request));
      const row = await findVendorSetting(ctx.db, landlordId);
      return { success: true, message: SETTING_MESSAGES.loaded, data: toAppSettingData(row) };
    },
    update: async (request) => {
      const landlordId = ownerLandlordId(principalOf(request));
      const form = await readMultipartForm(request, IMAGE_FIELDS, {
        notMultipart: SETTING_MESSAGES.notMultipart,
        fileTooLarge: SETTING_MESSAGES.imageTooLarge,
        fieldTooLong: SETTING_MESSAGES.fieldTooLong,
      });
      const { name, address, desc, media } = form.fields;
      const parsed = vendorInfoSchema.safeParse({ name, address, desc, media: parseMedia(media) });
      if (!parsed.success) throw validationError(zodIssues(parsed.error));

      // Every image is checked before anything is stored: a refused banner keeps the new logo out too.
      const images: Partial<Record<SettingImageField, Buffer>> = {};
      const refused: ValidationIssue[] = [];
      for (const field of IMAGE_FIELDS) {
        const file = form.files[field];
        if (!file) continue;
        const image = await normaliseImage(file.data);
        if (image.ok) {
          images[field] = image.data;
        } else {
          const msg =
            image.reason === 'pixels' ? SETTING_MESSAGES.imageTooManyPixels : SETTING_MESSAGES.imageOnly;
          refused.push({ loc: ['body', field], msg, type: `image_${image.reason}` });
        }
      }
      if (refused.length) throw validationError(refused);

      // Fields left out of the form keep their stored values; name is always required.
      const row = await saveVendorSetting(ctx.db, landlordId, {
        name: parsed.data.name,
        ...(address !== undefined ? { address: parsed.data.address } : {}),
        ...(desc !== undefined ? { description: parsed.data.desc } : {}),
        ...(media !== undefined ? { media: parsed.data.media } : {}),
        ...(images.logo ? { logo: await storeImage(ctx.storage, images.logo) } : {}),
        ...(images.banner ? { banner: await storeImage(ctx.storage, images.banner) } : {}),
      });
      const data = toAppSettingData(row);
      // Spec section 3: the tenant config (name, logo, banner), plus the rest of the setting.
      return { success: true, message: SETTING_MESSAGES.updated, data };
    },
  };
});

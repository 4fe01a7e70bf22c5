import { z } from 'zod';
import { oneLine } from './oneLine';
import { searchTextSchema, sortFieldSchema } from './listQuery';
import { withoutThousandsSeparators } from './money';
import { text } from './messages/text';

/**
 * Properties and their units (issue 5): the one schema the property form and the API both
 * validate with, so the messages a person reads are the same wherever the input is refused.
 */
export const PROPERTY_TYPES = ['residential_building', 'villa', 'apartment', 'commercial', 'land'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  residential_building: text('propertyTypes.residential_building'),
  villa: 'Villa',
  apartment: 'Apartment',
  commercial: 'Commercial',
  land: 'Land',
};

/** Kuwait's six governorates, stored as shown. */
export const GOVERNORATES = [
  'Al Asimah (Capital)',
  'Hawalli',
  'Farwaniya',
  'Mubarak Al-Kabeer',
  'Ahmadi',
  'Jahra',
] as const;

export const UNIT_TYPES = ['apartment', 'studio', 'shop', 'office', 'villa', 'warehouse', 'other'] as const;
export const UNIT_TYPE_LABELS: Record<(typeof UNIT_TYPES)[number], string> = {
  apartment: 'Apartment',
  studio: 'Studio',
  shop: 'Shop',
  office: 'Office',
  villa: 'Villa',
  warehouse: 'Warehouse',
  other: 'Other',
};
export const UNIT_STATUSES = ['vacant', 'occupied', 'under_maintenance'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
export const UNIT_STATUS_LABELS: Record<UnitStatus, string> = {
  vacant: 'Vacant',
  occupied: 'Occupied',
  under_maintenance: text('unitStatuses.under_maintenance'),
};

/** A property's occupancy, computed from its units: none, some or all of them occupied. */
export const OCCUPANCY_FILTERS = ['vacant', 'partly', 'full'] as const;
export const OCCUPANCY_LABELS: Record<(typeof OCCUPANCY_FILTERS)[number], string> = {
  vacant: 'Vacant',
  partly: text('occupancy.partly'),
  full: text('occupancy.full'),
};

/** Contract statuses that hold a unit: such a unit (and its property) cannot be deleted. */
export const HOLDING_CONTRACT_STATUSES = ['requested', 'approved'] as const;

export const MAX_PHOTOS = 10;

export const PROPERTY_MESSAGES = {
  nameRequired: text('properties.nameRequired'),
  typeRequired: text('properties.typeRequired'),
  governorateRequired: text('properties.governorateRequired'),
  areaRequired: text('properties.areaRequired'),
  tooLong: (max: number) => text('properties.tooLong', { max }),
  block: text('properties.block'),
  building: text('properties.building'),
  unitNoRequired: text('properties.unitNoRequired'),
  unitNoDuplicate: text('properties.unitNoDuplicate'),
  unitTypeRequired: text('properties.unitTypeRequired'),
  unitStatusRequired: text('properties.unitStatusRequired'),
  floor: text('properties.floor'),
  bedrooms: text('properties.bedrooms'),
  areaM2: text('properties.areaM2'),
  rentRequired: text('properties.rentRequired'),
  rentDecimals: text('money.decimals'),
  rentTooLarge: text('properties.rentTooLarge'),
  tooManyUnits: text('properties.tooManyUnits'),
  tooManyPhotos: text('properties.tooManyPhotos', { max: MAX_PHOTOS }),
  photoType: text('properties.photoType'),
  payloadMalformed: text('properties.payloadMalformed'),
  landlordRequired: text('scope.landlordRequired'),
  notFound: text('properties.notFound'),
  unitNotFound: text('properties.unitNotFound'),
  unitNotInProperty: text('properties.unitNotInProperty'),
  created: text('properties.created'),
  updated: text('properties.updated'),
  deleted: text('properties.deleted'),
  deleteUnderContract: text('properties.deleteUnderContract'),
  deleteHasHistory: text('properties.deleteHasHistory'),
  unitUnderContract: (unitNo: string) => text('properties.unitUnderContract', { unitNo }),
  unitHasHistory: (unitNo: string) => text('properties.unitHasHistory', { unitNo }),
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** KWD as text with at most 3 decimals (numeric(12,3): at most 9 integer digits); never a float. */
export const kwdAmountSchema = z
  .union([z.string(), z.number()], { error: PROPERTY_MESSAGES.rentRequired })
  .transform((v) => (typeof v === 'number' ? String(v) : withoutThousandsSeparators(v)))
  .refine((v) => v !== '', PROPERTY_MESSAGES.rentRequired)
  .refine((v) => v === '' || /^\d+(\.\d{1,3})?$/.test(v), PROPERTY_MESSAGES.rentDecimals)
  .refine(
    (v) => !/^\d+(\.\d{1,3})?$/.test(v) || v.split('.')[0]!.replace(/^0+/, '').length <= 9,
    PROPERTY_MESSAGES.rentTooLarge,
  );

/** An optional whole number from a form field ('' and null mean "not given"). */
const optionalInt = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (blank(v) ? null : typeof v === 'string' ? Number(v) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message).nullable(),
  );

/** Kuwaiti addresses number their blocks and buildings: optional, digits only when given. */
const optionalNumberText = (maxDigits: number, message: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: message })
      .trim()
      .refine((v) => v === '' || new RegExp(`^\\d{1,${maxDigits}}$`).test(v), message),
  );

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string().trim().max(max, PROPERTY_MESSAGES.tooLong(max)),
  );
/** The same, on one line (a street, not a description). */
const optionalLine = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    oneLine(z.string().trim().max(max, PROPERTY_MESSAGES.tooLong(max))),
  );

/**
 * The Arabic name and address of a bilingual property (issue 22 item 5): optional; when absent
 * (undefined) an update keeps what is stored, and '' or null clears it.
 */
const optionalArabicText = (max: number) =>
  z.preprocess(
    (v) => (v === null ? '' : v),
    oneLine(z.string().trim().max(max, PROPERTY_MESSAGES.tooLong(max))).optional(),
  );

export const unitInputSchema = z.object({
  /** Present for a unit that already exists (update upserts by id). */
  id: z.preprocess((v) => (blank(v) ? undefined : v), z.uuid().optional()),
  unitNo: oneLine(
    z
      .string({ error: PROPERTY_MESSAGES.unitNoRequired })
      .trim()
      .min(1, PROPERTY_MESSAGES.unitNoRequired)
      .max(20, PROPERTY_MESSAGES.tooLong(20)),
  ),
  floor: optionalInt(-5, 200, PROPERTY_MESSAGES.floor),
  type: z.enum(UNIT_TYPES, { error: PROPERTY_MESSAGES.unitTypeRequired }).default('apartment'),
  bedrooms: optionalInt(0, 50, PROPERTY_MESSAGES.bedrooms),
  areaM2: z.preprocess(
    (v) => (blank(v) ? null : String(v).trim()),
    z
      .string()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, PROPERTY_MESSAGES.areaM2)
      .nullable(),
  ),
  monthlyRent: kwdAmountSchema,
  status: z.enum(UNIT_STATUSES, { error: PROPERTY_MESSAGES.unitStatusRequired }).default('vacant'),
});
export type UnitInput = z.infer<typeof unitInputSchema>;

export const propertyInputSchema = z
  .object({
    name: oneLine(
      z
        .string({ error: PROPERTY_MESSAGES.nameRequired })
        .trim()
        .min(2, PROPERTY_MESSAGES.nameRequired)
        .max(120, PROPERTY_MESSAGES.tooLong(120)),
    ),
    /** The name in Arabic, shown to Arabic readers ('' = none: they see `name`). */
    nameAr: optionalArabicText(120),
    /** The address written in Arabic, shown to Arabic readers. */
    addressAr: optionalArabicText(300),
    type: z.enum(PROPERTY_TYPES, { error: PROPERTY_MESSAGES.typeRequired }),
    governorate: z.enum(GOVERNORATES, { error: PROPERTY_MESSAGES.governorateRequired }),
    area: oneLine(
      z
        .string({ error: PROPERTY_MESSAGES.areaRequired })
        .trim()
        .min(1, PROPERTY_MESSAGES.areaRequired)
        .max(80, PROPERTY_MESSAGES.tooLong(80)),
    ),
    block: optionalNumberText(4, PROPERTY_MESSAGES.block),
    street: optionalLine(80),
    building: optionalNumberText(6, PROPERTY_MESSAGES.building),
    description: optionalText(2000),
    /** Keys of the photos to keep (update); new photos arrive as multipart `files`. */
    photos: z.array(z.string().max(40)).max(MAX_PHOTOS, PROPERTY_MESSAGES.tooManyPhotos).default([]),
    /** Platform admins only: whose property this is. Ignored for everyone else. */
    landlordId: z.preprocess((v) => (blank(v) ? undefined : v), z.uuid().optional()),
    units: z.array(unitInputSchema).max(500, PROPERTY_MESSAGES.tooManyUnits).default([]),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.units.forEach((unit, index) => {
      const key = unit.unitNo.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['units', index, 'unitNo'],
          message: PROPERTY_MESSAGES.unitNoDuplicate,
        });
      }
      seen.add(key);
    });
  });
export type PropertyInput = z.infer<typeof propertyInputSchema>;

export const propertyListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  q: searchTextSchema.optional(),
  // units/occupied, or the list's own field names (react-admin sorts by a column's source).
  sort: sortFieldSchema([
    'name',
    'createdAt',
    'units',
    'occupied',
    'governorate',
    'type',
    'unitsCount',
    'occupiedCount',
    'monthlyRentTotal',
  ]).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  type: z.enum(PROPERTY_TYPES).optional(),
  occupancy: z.enum(OCCUPANCY_FILTERS).optional(),
  /** getMany: comma-separated ids. */
  ids: z.string().max(4000).optional(),
});

export const unitListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  q: searchTextSchema.optional(),
  sort: sortFieldSchema(['unitNo', 'monthlyRent', 'createdAt', 'status']).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  propertyId: z.uuid().optional(),
  status: z.enum(UNIT_STATUSES).optional(),
  ids: z.string().max(4000).optional(),
});

/** Parsed ids of a getMany call; malformed ones are dropped (they name nothing). */
export const idList = (ids: string | undefined): string[] | undefined =>
  ids === undefined
    ? undefined
    : ids
        .split(',')
        .filter((id) => z.uuid().safeParse(id.trim()).success)
        .map((id) => id.trim());

export { formatKwd } from './money';

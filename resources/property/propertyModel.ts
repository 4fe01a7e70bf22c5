import { localMessage } from '../../src/i18n/localMessage';
import type { DocumentLink } from '../../domain/documents';
import type { propertiesContract } from '../../domain/contracts/properties';
import type { DataOf, ItemOf } from '../../src/api/callEndpoint';
import { propertyInputSchema, type PropertyType, type UnitStatus } from '../../domain/propertySchemas';

type PropertyDetail = DataOf<typeof propertiesContract.endpoints.get>;
type PropertyRow = ItemOf<typeof propertiesContract.endpoints.list>;

/**
 * A unit as the API sends it (inside GET /api/properties/get/{id}), with the status the panel
 * knows; a unit just added in the form has no id, property or creation date yet.
 */
export type UnitRecord = Omit<PropertyDetail['units'][number], 'id' | 'propertyId' | 'createdAt' | 'status'> &
  Partial<Pick<PropertyDetail['units'][number], 'id' | 'propertyId' | 'createdAt'>> & { status: UnitStatus };

/** A photo in the form: a stored one (key, signed url) or one just chosen (ImageInput's rawFile). */
export type PhotoValue = Partial<DocumentLink> & { rawFile?: File; src?: string; title?: string };

/**
 * A property as its screens hold it, typed by the contract (domain/contracts/properties.ts): the
 * record of get/{id} (units and photos, the photos as the form holds them), or a list row, which
 * adds the rents' total and the photos' count and has no units.
 */
export type PropertyRecord = Omit<PropertyDetail, 'photos' | 'units' | 'type'> &
  Partial<Pick<PropertyRow, 'monthlyRentTotal' | 'photosCount'>> & {
    type: PropertyType;
    photos: PhotoValue[];
    units: UnitRecord[];
  };

/** Puts `message` at `path` (['units', 0, 'unitNo']) in the nested error object react-admin reads. */
function setIn(target: Record<string, unknown>, path: PropertyKey[], message: string): void {
  let node: Record<string | number, unknown> = target;
  path.forEach((key, i) => {
    const k = key as string | number;
    if (i === path.length - 1) {
      node[k] ??= message;
      return;
    }
    node[k] ??= typeof path[i + 1] === 'number' ? [] : {};
    node = node[k] as Record<string | number, unknown>;
  });
}

/**
 * The form's errors from the very schema the API validates with (domain/propertySchemas.ts), so a
 * person reads the server's messages before anything is sent, units included.
 */
export function validateProperty(values: Record<string, unknown>): Record<string, unknown> {
  const result = propertyInputSchema.safeParse({ ...values, photos: [] });
  if (result.success) return {};
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues)
    setIn(errors, issue.path.length ? issue.path : ['name'], localMessage(issue.message));
  return errors;
}

/**
 * What the API takes: JSON, or (with new photos) multipart with the JSON as `payload` and the
 * photos as repeated `files`; the data provider sends a FormData as it is. Stored photos that
 * remain are sent as their keys; those removed in the form are dropped on the server.
 */
export function toPropertyPayload(data: Partial<PropertyRecord>): Record<string, unknown> | FormData {
  const photos = data.photos ?? [];
  const payload = {
    name: data.name,
    nameAr: data.nameAr ?? '',
    addressAr: data.addressAr ?? '',
    type: data.type,
    governorate: data.governorate,
    area: data.area,
    block: data.block ?? '',
    street: data.street ?? '',
    building: data.building ?? '',
    description: data.description ?? '',
    photos: photos.flatMap((p) => (p.key ? [p.key] : [])),
    units: (data.units ?? []).map((u) => ({
      id: u.id,
      unitNo: u.unitNo,
      floor: u.floor,
      type: u.type,
      bedrooms: u.bedrooms,
      areaM2: u.areaM2,
      monthlyRent: u.monthlyRent,
      status: u.status,
    })),
  };
  const files = photos.flatMap((p) => (p.rawFile ? [p.rawFile] : []));
  if (files.length === 0) return payload;
  const form = new FormData();
  form.append('payload', JSON.stringify(payload));
  for (const file of files) form.append('files', file, file.name);
  return form;
}

export const emptyUnit = (): Partial<UnitRecord> => ({ type: 'apartment', status: 'vacant' });

export const emptyProperty = (): Partial<PropertyRecord> => ({
  type: 'residential_building',
  nameAr: '',
  addressAr: '',
  block: '',
  street: '',
  building: '',
  description: '',
  photos: [],
  units: [],
});

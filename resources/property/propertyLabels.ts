import type { TranslateFunction as Translate } from 'react-admin';
import { localizedText } from '../../domain/displayLocale';
import { GOVERNORATES } from '../../domain/propertySchemas';

/*
 * What a property's stored values read as (issue 22): types, unit types and statuses,
 * occupancy and governorates are stored in English and shown through the catalogue
 * (resources/property/messages.*.ts); the stored values never change.
 */

/** Each governorate's key in `property.governorates`. */
export const GOVERNORATE_KEYS: Record<(typeof GOVERNORATES)[number], string> = {
  'Al Asimah (Capital)': 'capital',
  Hawalli: 'hawalli',
  Farwaniya: 'farwaniya',
  'Mubarak Al-Kabeer': 'mubarak_al_kabeer',
  Ahmadi: 'ahmadi',
  Jahra: 'jahra',
};

/** The catalogue key of a governorate as stored, or the stored text itself when unknown. */
export const governorateKey = (governorate: string): string => {
  const key = GOVERNORATE_KEYS[governorate as (typeof GOVERNORATES)[number]];
  return key ? `property.governorates.${key}` : governorate;
};

/** A SelectInput's choices whose names are catalogue keys (react-admin translates choice names). */
export const keyedChoices = (values: readonly string[], namespace: string) =>
  values.map((id) => ({ id, name: `${namespace}.${id}` }));

export const GOVERNORATE_CHOICES = GOVERNORATES.map((g) => ({ id: g, name: governorateKey(g) }));

/** A stored value's label from `namespace` (types, unit_statuses…), the value itself when unknown. */
export const labelOf = (translate: Translate, namespace: string, value: string | null | undefined) =>
  value ? translate(`property.${namespace}.${value}`, { _: value }) : '';

export interface AddressParts {
  governorate: string;
  area: string;
  block: string;
  street: string;
  building: string;
  addressAr?: string;
}

/**
 * A property's address for this reader: the address written in Arabic for an Arabic reader when
 * given, else the Kuwaiti parts (governorate, area, block, street, building) in the reader's words.
 */
export function addressText(translate: Translate, p: AddressParts): string {
  const parts = [
    p.governorate && translate(governorateKey(p.governorate), { _: p.governorate }),
    p.area,
    p.block && translate('property.list.block', { block: p.block }),
    p.street,
    p.building && translate('property.list.building', { building: p.building }),
  ]
    .filter(Boolean)
    .join(translate('property.list.separator'));
  return localizedText(parts, p.addressAr);
}

/** A property's name for this reader (the Arabic one for Arabic readers, else the English one). */
export const propertyName = (p: { name?: string; nameAr?: string } | undefined) =>
  localizedText(p?.name, p?.nameAr);

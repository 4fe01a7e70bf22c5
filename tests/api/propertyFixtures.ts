import { eq } from 'drizzle-orm';
import type { App } from '../../server/app';
import { contracts, users } from '../../server/db/schema';
import { bearer, login } from './testApp';

export type Who = 'landlord' | 'landlord2' | 'manager' | 'tenant' | 'super';
export const EMAILS: Record<Who, string> = {
  landlord: 'landlord@example.com',
  landlord2: 'landlord2@example.com',
  manager: 'manager@example.com',
  tenant: 'tenant@example.com',
  super: 'super@example.com',
};

export interface UnitRow {
  id: string;
  propertyId: string;
  unitNo: string;
  floor: number | null;
  type: string;
  bedrooms: number | null;
  areaM2: string | null;
  monthlyRent: string;
  status: string;
}
export interface PropertyRow {
  id: string;
  landlordId: string;
  name: string;
  type: string;
  governorate: string;
  area: string;
  photos: { key: string; name: string; type: string; size: number; url: string }[];
  units: UnitRow[];
  unitsCount: number;
  occupiedCount: number;
}

/** A property payload as the form sends it; overrides replace whole fields. */
export const buildProperty = (overrides: Record<string, unknown> = {}) => ({
  name: 'Salmiya Tower',
  type: 'residential_building',
  governorate: 'Hawalli',
  area: 'Salmiya',
  block: '10',
  street: 'Salem Al-Mubarak St',
  building: '22',
  description: 'Sea view, parking',
  units: [
    {
      unitNo: '101',
      floor: 1,
      type: 'apartment',
      bedrooms: 2,
      areaM2: '95.5',
      monthlyRent: '350',
      status: 'vacant',
    },
    {
      unitNo: '102',
      floor: 1,
      type: 'apartment',
      bedrooms: 3,
      areaM2: 120,
      monthlyRent: 420.25,
      status: 'vacant',
    },
    {
      unitNo: 'G1',
      floor: 0,
      type: 'shop',
      bedrooms: null,
      areaM2: '',
      monthlyRent: '1200.500',
      status: 'vacant',
    },
  ],
  ...overrides,
});

/** Signs every demo user in once; tokens and user ids by role. */
export async function signInAll(app: App) {
  const tokens = {} as Record<Who, string>;
  const ids = {} as Record<Who, string>;
  for (const [who, email] of Object.entries(EMAILS) as [Who, string][]) {
    const { data } = await login(app, email);
    tokens[who] = data.access_token;
    const [user] = await app.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    ids[who] = user!.id;
  }
  return { tokens, ids };
}

/** The API's calls with a token: GET paths and POST paths with a JSON (or FormData) body. */
export function caller(app: App) {
  return {
    get: (url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) }),
    post: (url: string, token: string, payload: Record<string, unknown> | FormData = {}) =>
      app.inject({ method: 'POST', url, headers: bearer(token), payload }),
  };
}

/** A contract row straight into the table (the contracts API is another resource's business). */
export async function insertContract(
  app: App,
  values: { landlordId: string; tenantId: string; unitId: string; status: string },
) {
  await app.database.db.insert(contracts).values({
    ...values,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    monthlyRent: '350.000',
  });
}

/** A multipart body: the payload as JSON text and repeated `files`. */
export function propertyForm(payload: unknown, files: { data: Buffer; filename: string; type: string }[]) {
  const body = new FormData();
  body.append('payload', JSON.stringify(payload));
  for (const file of files) {
    body.append('files', new Blob([new Uint8Array(file.data)], { type: file.type }), file.filename);
  }
  return body;
}

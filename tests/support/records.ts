import { civilIdCheckDigit } from '../../domain/civilId';

/*
 * One way to make each record a test needs (issue 32 item 7): the payload as the panel's form sends
 * it, with overrides replacing whole fields (a bad-input test overrides one with what it likes).
 */

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

let civil = 29001010000;
/** A tenant payload as the form sends it; unique email and valid Civil ID each call. */
export const buildTenant = (overrides: Record<string, unknown> = {}) => {
  // Only some 11-digit starts have a check digit (domain/civilId.ts): skip the others.
  do civil += 1;
  while (civilIdCheckDigit(String(civil)) === null);
  return {
    firstName: 'Faisal',
    lastName: 'Al-Azmi',
    firstNameAr: 'فيصل',
    lastNameAr: 'العازمي',
    email: `tenant${civil}@example.com`,
    phone: '+965 9876 5432',
    civilId: `${civil}${civilIdCheckDigit(String(civil))}`,
    civilIdExpiry: '2030-03-31',
    nationality: 'Kuwaiti',
    ...overrides,
  };
};

/** ISO date `days` from today in Kuwait (the server's "today"). */
export const dayFromToday = (days: number) => {
  const d = new Date(Date.now() + 3 * 3_600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

export const buildContract = (tenantId: string, unitId: string, overrides: Record<string, unknown> = {}) => ({
  tenantId,
  unitId,
  startDate: dayFromToday(-30),
  endDate: dayFromToday(335),
  monthlyRent: '350.500',
  securityDeposit: 700,
  paymentDueDay: 5,
  ...overrides,
});

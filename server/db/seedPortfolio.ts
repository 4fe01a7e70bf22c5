import { eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Database } from './client';
import { DEMO_PASSWORD } from './seed';
import { contracts, properties, propertyUnits, roles, tenantProfiles, users } from './schema';

/** yyyy-mm-dd of a date, for date columns. */
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The demo portfolio (embedded default only): both landlords own properties with units, tenants
 * and contracts, so every portfolio screen shows realistic content on first start. Runs once,
 * into a database whose landlords have no properties yet.
 */
export async function seedDemoPortfolio(db: Database, now = new Date()): Promise<boolean> {
  const demo = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['landlord@example.com', 'landlord2@example.com', 'tenant@example.com']));
  const idOf = (email: string) => demo.find((u) => u.email === email)?.id;
  const landlord = idOf('landlord@example.com');
  const landlord2 = idOf('landlord2@example.com');
  const demoTenant = idOf('tenant@example.com');
  if (!landlord || !landlord2 || !demoTenant) return false;
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(properties);
  if (count > 0) return false;

  const [tenantRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, 'user'));
  // Each tenant its own hash (its own salt), as in seed.ts.
  const tenantEmails = ['faisal@example.com', 'huda@example.com', 'mohammed@example.com'];
  const hashes = new Map(
    await Promise.all(tenantEmails.map(async (email) => [email, await hashPassword(DEMO_PASSWORD)] as const)),
  );
  const year = now.getUTCFullYear();
  const thisYear = { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
  const lastMonth = new Date(Date.UTC(year, now.getUTCMonth() - 1, 1));
  const nextYearEnd = new Date(Date.UTC(lastMonth.getUTCFullYear() + 1, lastMonth.getUTCMonth(), 0));

  await db.transaction(async (tx) => {
    const [tower, villa, fintas] = await tx
      .insert(properties)
      .values([
        {
          landlordId: landlord,
          name: 'Salmiya Tower',
          nameAr: 'برج السالمية',
          addressAr: 'السالمية، قطعة 10، شارع سالم المبارك، مبنى 12',
          type: 'residential_building',
          governorate: 'Hawalli',
          area: 'Salmiya',
          block: '10',
          street: 'Salem Al-Mubarak St',
          building: '12',
          description: 'Seven-floor residential building near the sea front, covered parking.',
        },
        {
          landlordId: landlord,
          name: 'Jabriya Villa',
          nameAr: 'فيلا الجابرية',
          addressAr: 'الجابرية، قطعة 8، شارع 3، منزل 41',
          type: 'villa',
          governorate: 'Hawalli',
          area: 'Jabriya',
          block: '8',
          street: 'Street 3',
          building: '41',
          description: 'Family villa with garden and maid room.',
        },
        {
          landlordId: landlord2,
          name: 'Fintas Residence',
          nameAr: 'مجمع الفنطاس السكني',
          addressAr: 'الفنطاس، قطعة 4، الطريق الساحلي، مبنى 7',
          type: 'residential_building',
          governorate: 'Ahmadi',
          area: 'Fintas',
          block: '4',
          street: 'Coastal Road',
          building: '7',
          description: 'Apartments two minutes from the coastal road.',
        },
      ])
      .returning({ id: properties.id });

    const unit = (
      propertyId: string,
      owner: string,
      unitNo: string,
      floor: number,
      bedrooms: number,
      areaM2: string,
      monthlyRent: string,
      status = 'vacant',
    ) => ({
      propertyId,
      landlordId: owner,
      unitNo,
      floor,
      type: 'apartment',
      bedrooms,
      areaM2,
      monthlyRent,
      status,
    });
    const units = await tx
      .insert(propertyUnits)
      .values([
        unit(tower!.id, landlord, '101', 1, 2, '110.00', '350.000', 'occupied'),
        unit(tower!.id, landlord, '102', 1, 2, '110.00', '350.000'),
        unit(tower!.id, landlord, '201', 2, 3, '145.50', '450.000', 'occupied'),
        unit(tower!.id, landlord, '202', 2, 1, '75.00', '275.500'),
        unit(tower!.id, landlord, '301', 3, 3, '145.50', '450.000', 'under_maintenance'),
        { ...unit(villa!.id, landlord, 'Villa', 0, 5, '600.00', '1200.000', 'occupied'), type: 'villa' },
        unit(fintas!.id, landlord2, 'A1', 1, 2, '95.00', '300.000', 'occupied'),
        unit(fintas!.id, landlord2, 'A2', 1, 2, '95.00', '300.000'),
      ])
      .returning({ id: propertyUnits.id, unitNo: propertyUnits.unitNo });
    const unitId = (no: string) => units.find((u) => u.unitNo === no)!.id;

    const tenant = (email: string, firstName: string, lastName: string, phone: string, owner: string) => ({
      email,
      firstName,
      lastName,
      phone,
      gender: 'male' as const,
      passwordHash: hashes.get(email)!,
      roleId: tenantRole!.id,
      landlordId: owner,
      status: 'active',
    });
    const [faisal, huda, mohammed] = await tx
      .insert(users)
      .values([
        tenant('faisal@example.com', 'Faisal', 'Al-Azmi', '65432109', landlord),
        {
          ...tenant('huda@example.com', 'Huda', 'Al-Shammari', '97654321', landlord),
          gender: 'female' as const,
        },
        tenant('mohammed@example.com', 'Mohammed', 'Al-Hajri', '50123456', landlord2),
      ])
      .returning({ id: users.id });

    await tx.insert(tenantProfiles).values([
      {
        userId: demoTenant,
        landlordId: landlord,
        firstNameAr: 'نورة',
        lastNameAr: 'الكندري',
        civilId: '290010112346',
        civilIdExpiry: `${year + 2}-03-31`,
        nationality: 'Kuwaiti',
      },
      {
        userId: faisal!.id,
        landlordId: landlord,
        firstNameAr: 'فيصل',
        lastNameAr: 'العازمي',
        civilId: '285060754324',
        civilIdExpiry: `${year + 1}-08-15`,
        nationality: 'Kuwaiti',
      },
      {
        userId: huda!.id,
        landlordId: landlord,
        firstNameAr: 'هدى',
        lastNameAr: 'الشمري',
        civilId: '293111198779',
        civilIdExpiry: `${year + 3}-01-10`,
        nationality: 'Kuwaiti',
      },
      {
        userId: mohammed!.id,
        landlordId: landlord2,
        firstNameAr: 'محمد',
        lastNameAr: 'الهاجري',
        civilId: '288020211222',
        civilIdExpiry: `${year + 1}-11-30`,
        nationality: 'Kuwaiti',
      },
    ]);

    const decidedAt = new Date(Date.UTC(year, 0, 1));
    await tx.insert(contracts).values([
      {
        landlordId: landlord,
        tenantId: demoTenant,
        unitId: unitId('101'),
        ...thisYear,
        monthlyRent: '350.000',
        securityDeposit: '700.000',
        paymentDueDay: 1,
        status: 'approved',
        decidedAt,
      },
      {
        landlordId: landlord,
        tenantId: faisal!.id,
        unitId: unitId('201'),
        ...thisYear,
        monthlyRent: '450.000',
        securityDeposit: '900.000',
        paymentDueDay: 5,
        status: 'approved',
        decidedAt,
      },
      {
        landlordId: landlord,
        tenantId: faisal!.id,
        unitId: unitId('Villa'),
        startDate: day(lastMonth),
        endDate: day(nextYearEnd),
        monthlyRent: '1200.000',
        securityDeposit: '2400.000',
        paymentDueDay: 1,
        status: 'approved',
        decidedAt: lastMonth,
      },
      {
        landlordId: landlord,
        tenantId: huda!.id,
        unitId: unitId('202'),
        startDate: day(new Date(Date.UTC(year, now.getUTCMonth() + 1, 1))),
        endDate: `${year + 1}-12-31`,
        monthlyRent: '275.500',
        securityDeposit: '551.000',
        paymentDueDay: 1,
        status: 'requested',
      },
      {
        landlordId: landlord2,
        tenantId: mohammed!.id,
        unitId: unitId('A1'),
        ...thisYear,
        monthlyRent: '300.000',
        securityDeposit: '600.000',
        paymentDueDay: 1,
        status: 'approved',
        decidedAt,
      },
    ]);
  });
  return true;
}

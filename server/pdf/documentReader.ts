import { eq } from 'drizzle-orm';
import {
  displayLocaleFromRequest,
  ENGLISH,
  isDigits,
  isLocale,
  type DisplayLocale,
} from '../../domain/displayLocale';
import type { Database } from '../db/client';
import { properties, tenantProfiles, users } from '../db/schema';

/*
 * Which language a tenant's document (invoice, receipt, credit note) is printed in (issue 22
 * item 6). The document is addressed to the tenant, so it is in the tenant's language
 * (users.locale / users.digits) — unless the person downloading it reads Arabic: their profile
 * says 'ar', or, before their profile does, their browser asks for Arabic (the rentals_locale
 * cookie, else Accept-Language). Then it is in Arabic with their digits. So a tenant always gets
 * their own language, an Arabic-reading landlord or manager gets Arabic, and an English-reading
 * landlord gets the tenant's language (what the tenant receives). Kept deliberately simple: no
 * "print in English" switch.
 */

export interface DocumentReader {
  display: DisplayLocale;
  /** The tenant's and the property's names in Arabic ('' when not given): shown to Arabic readers. */
  tenantNameAr: string;
  propertyNameAr: string;
}

export const ENGLISH_READER: DocumentReader = { display: ENGLISH, tenantNameAr: '', propertyNameAr: '' };

const profileDisplay = (row: { locale: string | null; digits: string } | undefined): DisplayLocale => ({
  locale: isLocale(row?.locale) ? row.locale : 'en',
  digits: isDigits(row?.digits) ? row.digits : 'latn',
});

/** The language rule above, pure: the reader's profile, the reader's request, the tenant's profile. */
export function chooseDocumentDisplay(
  readerProfile: DisplayLocale | undefined,
  readerRequest: DisplayLocale,
  tenantProfile: DisplayLocale,
): DisplayLocale {
  if (readerProfile?.locale === 'ar') return readerProfile;
  if (readerRequest.locale === 'ar') return readerRequest;
  return tenantProfile;
}

export interface ReaderRequest {
  principal?: { userId: string } | null;
  headers: { cookie?: string; 'accept-language'?: string };
}

/** The reader of one tenant's document, with the Arabic names it may need. */
export async function documentReader(
  db: Pick<Database, 'select'>,
  request: ReaderRequest,
  document: { tenantId: string; propertyId: string },
): Promise<DocumentReader> {
  const readerId = request.principal?.userId;
  const [tenant, reader, property] = await Promise.all([
    db
      .select({
        locale: users.locale,
        digits: users.digits,
        firstNameAr: tenantProfiles.firstNameAr,
        lastNameAr: tenantProfiles.lastNameAr,
      })
      .from(users)
      .leftJoin(tenantProfiles, eq(tenantProfiles.userId, users.id))
      .where(eq(users.id, document.tenantId))
      .then((rows) => rows[0]),
    readerId && readerId !== document.tenantId
      ? db
          .select({ locale: users.locale, digits: users.digits })
          .from(users)
          .where(eq(users.id, readerId))
          .then((rows) => rows[0])
      : Promise.resolve(undefined),
    db
      .select({ nameAr: properties.nameAr })
      .from(properties)
      .where(eq(properties.id, document.propertyId))
      .then((rows) => rows[0]),
  ]);
  const tenantDisplay = profileDisplay(tenant);
  const display = chooseDocumentDisplay(
    readerId === document.tenantId ? tenantDisplay : reader ? profileDisplay(reader) : undefined,
    displayLocaleFromRequest(request.headers.cookie, request.headers['accept-language']),
    tenantDisplay,
  );
  return {
    display,
    tenantNameAr: `${tenant?.firstNameAr ?? ''} ${tenant?.lastNameAr ?? ''}`.trim(),
    propertyNameAr: property?.nameAr ?? '',
  };
}

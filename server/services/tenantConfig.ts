import type { Database } from '../db/client';
import type { TenantConfig } from '../../domain/user';
import { findVendorSetting } from './vendorSettings';

/**
 * The vendor branding that travels with the login answer (spec section 3): the App Setting's
 * name, logo and banner of the landlord the user belongs to (logo and banner as paths relative
 * to the API root). Without a landlord or before the first save, all null: the panel then shows
 * the product's own name.
 */
export async function tenantConfigFor(db: Database, landlordId: string | null): Promise<TenantConfig> {
  const row = landlordId ? await findVendorSetting(db, landlordId) : undefined;
  return { name: row?.name ?? null, logo: row?.logoPath ?? null, banner: row?.bannerPath ?? null };
}

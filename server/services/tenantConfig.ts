import type { Database } from '../db/client';
import type { TenantConfig } from '../../domain/user';

/**
 * The vendor branding that travels with the login answer (spec section 3). Vendors have no
 * stored settings until the App Setting screen exists, so every vendor has the empty branding
 * and the panel shows the product's own name.
 */
export async function tenantConfigFor(_db: Database, _landlordId: string | null): Promise<TenantConfig> {
  return { name: null, logo: null, banner: null };
}

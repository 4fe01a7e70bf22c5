import { eq, sql } from 'drizzle-orm';
import {
  emptySocialLinks,
  SOCIAL_PLATFORMS,
  type AppSetting,
  type SocialLinks,
} from '../../domain/settingMessages';
import type { Database } from '../db/client';
import { vendorSettings } from '../db/schema';
import { changedFields, recordAudit } from './auditTrail';

export type VendorSettingRow = typeof vendorSettings.$inferSelect;

export interface VendorSettingChange {
  name: string;
  /** Left out: the stored value stays. */
  address?: string;
  description?: string;
  media?: SocialLinks;
  logo?: string;
  banner?: string;
}

/** Every platform present, in order, as strings (rows written by older code may lack some). */
const completeLinks = (media: Partial<SocialLinks> | null | undefined): SocialLinks => {
  const links = emptySocialLinks();
  for (const p of SOCIAL_PLATFORMS) links[p] = typeof media?.[p] === 'string' ? media[p] : '';
  return links;
};

export function toAppSettingData(row: VendorSettingRow | undefined): AppSetting {
  return {
    name: row?.name ?? '',
    address: row?.address ?? '',
    description: row?.description ?? '',
    media: completeLinks(row?.media),
    logo: row?.logoPath ?? null,
    banner: row?.bannerPath ?? null,
  };
}

export async function findVendorSetting(
  db: Database,
  landlordId: string,
): Promise<VendorSettingRow | undefined> {
  const [row] = await db.select().from(vendorSettings).where(eq(vendorSettings.landlordId, landlordId));
  return row;
}

/**
 * Creates or updates one landlord's setting in one statement (two first saves racing cannot
 * both insert). Only the given landlord's row is touched; images not given keep their files.
 */
export async function saveVendorSetting(
  db: Database,
  landlordId: string,
  change: VendorSettingChange,
): Promise<VendorSettingRow> {
  const values = {
    name: change.name,
    address: change.address,
    description: change.description,
    media: change.media,
    logoPath: change.logo,
    bannerPath: change.banner,
  };
  const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
  return db.transaction(async (tx) => {
    const before = await findVendorSetting(tx, landlordId);
    const [row] = await tx
      .insert(vendorSettings)
      .values({ ...values, landlordId, media: change.media ?? emptySocialLinks() })
      .onConflictDoUpdate({
        target: vendorSettings.landlordId,
        set: { ...given, updatedAt: sql`now()` },
      })
      .returning();
    // The App Setting is a setting: its change is audited in the same transaction (issue 36 item 4).
    await recordAudit(tx, {
      landlordId,
      action: 'setting.app',
      entity: 'setting',
      entityId: landlordId,
      ...changedFields(before ? auditedSetting(before) : {}, auditedSetting(row!)),
    });
    return row!;
  });
}

/** What the audit trail keeps of the App Setting: what tenants see, not the stamps. */
const auditedSetting = (row: VendorSettingRow) => ({
  name: row.name,
  address: row.address,
  description: row.description,
  media: row.media,
  logoPath: row.logoPath,
  bannerPath: row.bannerPath,
});

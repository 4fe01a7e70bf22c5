import Box from '@mui/material/Box';
import { useSyncExternalStore } from 'react';
import { assetUrl } from '../api/assetUrl';
import { STORAGE_KEYS } from '../../domain/storageKeys';
import { parseShopTenant, subscribeShopTenant } from '../auth/appState';
import { useTranslate } from 'react-admin';

const readRaw = () => localStorage.getItem(STORAGE_KEYS.shopTenant);

/**
 * The vendor's logo for the header, from the shop-tenant state (the login answer's tenantConfig,
 * refreshed when the landlord saves the App Setting). Nothing when the vendor has no logo.
 */
export function VendorLogo() {
  const { logo, name } = parseShopTenant(useSyncExternalStore(subscribeShopTenant, readRaw));
  const translate = useTranslate();
  const src = assetUrl(typeof logo === 'string' ? logo : null);
  if (!src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt={
        typeof name === 'string' && name
          ? translate('layout.named_logo', { name })
          : translate('layout.vendor_logo')
      }
      sx={{
        display: 'block',
        // Small on a phone: the screen's title needs the room more than the logo does.
        height: { xs: 28, sm: 36 },
        width: 'auto',
        maxWidth: { xs: 56, sm: 160 },
        objectFit: 'contain',
        bgcolor: 'common.white',
        borderRadius: 1,
        p: 0.5,
        mr: { xs: 0.5, sm: 1.5 },
        flexShrink: 0,
      }}
    />
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { assetUrl } from '../api/assetUrl';
import { parseSystemConfig, useSystemConfigText } from '../api/systemConfig';
import { t } from './i18n/authText';
import { LanguageLink } from './i18n/LanguageLink';

export const PRODUCT_NAME = 'Rentals';
/** Spec section 1: the login page describes the product as for smart property management and rentals. */
export const PRODUCT_LINE = 'Smart property management and rentals.';
/** The panel's own title (index.html), which the signed-in screens keep. */
const PANEL_TITLE = `${PRODUCT_NAME} · Admin panel`;

/** The page's name in the tab, as its pre-rendered HTML has it; the panel's back when it leaves. */
export const authPageTitle = (title: string) => `${title} · ${PRODUCT_NAME}`;

/** The frame of every auth page: the product's name and line above a card. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  // The vendor's logo from the system config (spec section 3), when the vendor has one.
  const logo = assetUrl(parseSystemConfig(useSystemConfigText())?.tenantLogo);
  useEffect(() => {
    document.title = authPageTitle(title);
    return () => {
      document.title = PANEL_TITLE;
    };
  }, [title]);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 4,
        background: 'linear-gradient(160deg, #e6f2f1 0%, #f4f6f8 55%, #e8edf5 100%)',
      }}
    >
      <Box sx={{ width: '100%', maxWidth: 420 }}>
        <Box sx={{ textAlign: 'center', mb: 3 }}>
          {logo ? (
            <img
              src={logo}
              alt={t('layout.vendor_logo')}
              style={{ display: 'block', maxWidth: 256, maxHeight: 100, margin: '0 auto 12px' }}
            />
          ) : null}
          <Typography
            component="a"
            href="/"
            variant="h4"
            sx={{ fontWeight: 700, color: 'primary.main', textDecoration: 'none' }}
          >
            {PRODUCT_NAME}
          </Typography>
          <Typography variant="body1" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('layout.product_line')}
          </Typography>
        </Box>
        {/* The card as an unraised Paper draws it (background, text colour, the theme's corners),
            without Paper itself: the login route's 160 kB budget (bench/README.md). */}
        <Box
          sx={{
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderRadius: 1,
            p: { xs: 3, sm: 4 },
            border: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 2 }}>
            {title}
          </Typography>
          {children}
        </Box>
        <LanguageLink />
      </Box>
    </Box>
  );
}

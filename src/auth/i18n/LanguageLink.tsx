import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { LOCALE_NAMES, type Locale } from '../../../domain/displayLocale';
import { BOOT_DISPLAY } from '../../i18n/bootLocale';
import { switchDisplayLocale } from '../../i18n/chooseLocale';
import { authLocale } from './authText';

/**
 * The sign-in pages' language switch (issue 22 item 4): the other language, in its own name.
 * Remembered in the browser's cookie, then the page loads again in it (pre-rendered by the server
 * in that language, src/i18n/bootLocale.ts reads the same cookie).
 */
export function LanguageLink() {
  const other: Locale = authLocale() === 'ar' ? 'en' : 'ar';
  return (
    <Box sx={{ textAlign: 'center', mt: 2 }}>
      <Link
        component="button"
        type="button"
        variant="body2"
        lang={other}
        onClick={() => switchDisplayLocale({ locale: other, digits: BOOT_DISPLAY.digits })}
        data-testid="auth-language-switch"
      >
        {LOCALE_NAMES[other]}
      </Link>
    </Box>
  );
}

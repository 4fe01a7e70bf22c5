import Box from '@mui/material/Box';
import { LOCALE_NAMES, type Locale } from '../../../domain/displayLocale';
import { BOOT_DISPLAY } from '../../i18n/bootLocale';
import { switchDisplayLocale } from '../../i18n/chooseLocale';
import { authLocale } from './authText';
import { AuthLinkButton } from '../AuthLink';

/**
 * The sign-in pages' language switch (issue 22 item 4): the other language, in its own name.
 * Remembered in the browser's cookie, then the page loads again in it (pre-rendered by the server
 * in that language, src/i18n/bootLocale.ts reads the same cookie).
 */
export function LanguageLink() {
  const other: Locale = authLocale() === 'ar' ? 'en' : 'ar';
  return (
    <Box sx={{ textAlign: 'center', mt: 2 }}>
      <AuthLinkButton
        type="button"
        sx={(theme) => theme.typography.body2}
        lang={other}
        onClick={() => switchDisplayLocale({ locale: other, digits: BOOT_DISPLAY.digits })}
        data-testid="auth-language-switch"
      >
        {LOCALE_NAMES[other]}
      </AuthLinkButton>
    </Box>
  );
}

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useMemo } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '../layout/LoadingScreen';
import { directionOf } from '../../domain/displayLocale';
import { BOOT_DISPLAY } from '../i18n/bootLocale';
import { theme, themeFor } from '../theme';
import { LOGIN_PATH } from '../../domain/panelPaths';
import { AuthToastProvider } from './AuthToast';
import { authLocale, authTextsReady } from './i18n/authText';
import { LoginPage } from './LoginPage';

// Sign-up and recovery: a visitor who only signs in never downloads them.
// In Arabic their texts come beside them (src/auth/i18n/accountTexts.ts).
const AccountPages = lazy(() =>
  Promise.all([
    import('./AccountPages'),
    import('./i18n/accountTexts').then((texts) => texts.loadAccountTexts(authLocale())),
  ]).then(([pages]) => pages),
);

/** The auth group (/admin-panel/auth/*): MUI only, no react-admin, so it stays a light chunk. */
export default function AuthPages() {
  // The pages' language: this visit's, or the one the build is pre-rendering (both directions).
  const direction = directionOf(authLocale());
  const pageTheme = useMemo(() => (direction === theme.direction ? theme : themeFor(direction)), [direction]);
  return (
    <ThemeProvider theme={pageTheme}>
      <CssBaseline />
      <AuthToastProvider>
        {/* Inside the toast provider: a page that is still loading must not unmount the toast
            the previous page just showed (forgot-password's "code sent" on the way to otp). */}
        <Suspense fallback={<LoadingScreen />}>
          <Routes>
            <Route path="login" element={<LoginPage />} />
            <Route index element={<Navigate to={LOGIN_PATH} replace />} />
            {/* register, forgot-password, otp, new-password; any other path also leads to login. */}
            <Route path="*" element={<AccountPages />} />
          </Routes>
        </Suspense>
      </AuthToastProvider>
    </ThemeProvider>
  );
}

/** Resolves when the pages' texts are loaded in this visit's language (src/PanelRoot.tsx waits). */
export const whenTextsReady = () => authTextsReady(BOOT_DISPLAY.locale);

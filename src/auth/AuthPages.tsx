import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingScreen } from '../layout/LoadingScreen';
import { theme } from '../theme';
import { LOGIN_PATH } from './authPaths';
import { AuthToastProvider } from './AuthToast';
import { LoginPage } from './LoginPage';

// Sign-up and recovery: a visitor who only signs in never downloads them.
const AccountPages = lazy(() => import('./AccountPages'));

/** The auth group (/admin-panel/auth/*): MUI only, no react-admin, so it stays a light chunk. */
export default function AuthPages() {
  return (
    <ThemeProvider theme={theme}>
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

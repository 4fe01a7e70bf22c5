import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Navigate, Route, Routes } from 'react-router-dom';
import { theme } from '../theme';
import { LOGIN_PATH } from './authPaths';
import { AuthToastProvider } from './AuthToast';
import { LoginPage } from './LoginPage';

/** The auth group (/admin-panel/auth/*): MUI only, no react-admin, so it stays a light chunk. */
export default function AuthPages() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AuthToastProvider>
        <Routes>
          <Route path="login" element={<LoginPage />} />
          {/* The index, and pages this build does not have yet, lead to the login page. */}
          <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
        </Routes>
      </AuthToastProvider>
    </ThemeProvider>
  );
}

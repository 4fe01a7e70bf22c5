import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import {
  loadForgotPasswordPage,
  loadNewPasswordPage,
  loadOtpPage,
  loadRegisterPage,
} from './authPageLoaders';
import { LOGIN_PATH } from './authPaths';

const RegisterPage = lazy(loadRegisterPage);
const ForgotPasswordPage = lazy(loadForgotPasswordPage);
const OtpPage = lazy(loadOtpPage);
const NewPasswordPage = lazy(loadNewPasswordPage);

/**
 * The auth group's pages other than login: sign-up and password recovery, each its own chunk.
 * Routed from here rather than from AuthPages so that their lazy imports (and the list of chunks
 * each preloads) stay out of the login route's download.
 */
export default function AccountPages() {
  return (
    <Routes>
      <Route path="register" element={<RegisterPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="otp" element={<OtpPage />} />
      <Route path="new-password" element={<NewPasswordPage />} />
      {/* Any other path under /admin-panel/auth leads to the login page. */}
      <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
    </Routes>
  );
}

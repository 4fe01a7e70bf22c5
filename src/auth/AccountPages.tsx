import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import {
  loadForgotPasswordPage,
  loadInvitationPage,
  loadNewPasswordPage,
  loadOtpPage,
  loadRegisterPage,
} from './authPageLoaders';
import { LOGIN_PATH } from '../../domain/panelPaths';

const RegisterPage = lazy(loadRegisterPage);
const ForgotPasswordPage = lazy(loadForgotPasswordPage);
const OtpPage = lazy(loadOtpPage);
const NewPasswordPage = lazy(loadNewPasswordPage);
const InvitationPage = lazy(loadInvitationPage);

/**
 * The auth group's pages other than login: sign-up, password recovery and the invitation link,
 * each its own chunk. Routed from here rather than from AuthPages so that their lazy imports (and
 * the list of chunks each preloads) stay out of the login route's download.
 */
export default function AccountPages() {
  return (
    <Routes>
      <Route path="register" element={<RegisterPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="otp" element={<OtpPage />} />
      <Route path="new-password" element={<NewPasswordPage />} />
      {/* The link mailed to an invited manager or tenant (server/services/invitations.ts). */}
      <Route path="invitation" element={<InvitationPage />} />
      {/* Any other path under /admin-panel/auth leads to the login page. */}
      <Route path="*" element={<Navigate to={LOGIN_PATH} replace />} />
    </Routes>
  );
}

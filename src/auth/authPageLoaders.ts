/**
 * The auth pages other than login, each its own chunk: a visitor who only signs in never
 * downloads them. A page may call the next page's loader early (forgot-password warms the OTP
 * page) so the step after a successful call shows without a loading flash.
 */
export const loadRegisterPage = () => import('./RegisterPage');
export const loadForgotPasswordPage = () => import('./ForgotPasswordPage');
export const loadOtpPage = () => import('./OtpPage');
export const loadNewPasswordPage = () => import('./NewPasswordPage');
export const loadInvitationPage = () => import('./InvitationPage');

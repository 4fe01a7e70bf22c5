/** Absolute paths: react-router 7 resolves relative ones from a splat route's full URL. */
export const PANEL_BASE = '/admin-panel';
export const LOGIN_PATH = `${PANEL_BASE}/auth/login`;
export const DASHBOARD_PATH = `${PANEL_BASE}/dashboard`;
export const REGISTER_PATH = `${PANEL_BASE}/auth/register`;
export const FORGOT_PASSWORD_PATH = `${PANEL_BASE}/auth/forgot-password`;
export const OTP_PATH = `${PANEL_BASE}/auth/otp`;
export const NEW_PASSWORD_PATH = `${PANEL_BASE}/auth/new-password`;
export const INVITATION_PATH = `${PANEL_BASE}/auth/invitation`;

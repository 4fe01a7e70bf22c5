import type { RolePermission } from './permissions';
import type { RoleKey } from './roles';
import type { Digits, Locale } from './displayLocale';

export const USER_STATUSES = ['pending', 'active', 'rejected', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

export interface UserRole {
  id: number;
  key: RoleKey;
  name: string;
  permissions: RolePermission[];
}

/** The vendor's branding sent with the login answer (spec section 3: tenantConfig goes to app state). */
export interface TenantConfig {
  name: string | null;
  logo: string | null;
  banner: string | null;
}

/** The logged-in user as spec section 3 describes it; stored locally under WEB_ADMIN_USER. */
export interface LoggedInUser {
  id: string;
  firstName: string;
  lastName: string;
  fname: string;
  lname: string;
  email: string;
  phone: string | null;
  avatar: string | null;
  profilePic: string | null;
  role: UserRole;
  landlordId: string | null;
  allowedHoldingProperties: boolean;
  /** The user's language and digits (issue 22): the panel, mails and PDFs follow them; null until chosen. */
  locale: Locale | null;
  digits: Digits;
  access_token: string;
  refresh_token: string;
}

export type LoginResponseData = LoggedInUser & { tenantConfig: TenantConfig };

export const displayName = (user: Pick<LoggedInUser, 'firstName' | 'lastName'> | null | undefined): string =>
  [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim() || 'Admin';

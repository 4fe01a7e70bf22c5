import { FORGOT_PASSWORD_PATH, INVITATION_PATH, LOGIN_PATH, REGISTER_PATH } from '../../domain/panelPaths';

/**
 * The auth pages rendered to HTML at build time (scripts/prerender-auth-pages.ts), so that they
 * paint before their JavaScript runs; the server answers their paths with these files
 * (server/http/static.ts) and the browser takes the markup over (src/auth/prerenderHydration.ts).
 *
 * `location` is what the build renders: an invitation link always carries its token (in the
 * fragment, which never reaches the server), so its page is rendered as it first shows, checking
 * the link. `modules` are the lazily loaded sources the page needs beyond the entry, preloaded so
 * that the form takes over sooner. Each page is rendered in English and in Arabic (the server picks
 * one per request); `titleKey` and `descriptionKey` name its title and description in the auth
 * catalogue (src/auth/i18n), whose English texts are `title` and `description`. OTP and
 * new-password are not here: they need the email handed on in navigation state, which a server
 * cannot know; opened directly they lead to forgot-password.
 */
export const PRERENDERED_AUTH_PAGES = [
  {
    path: LOGIN_PATH,
    location: LOGIN_PATH,
    title: 'Sign in',
    titleKey: 'login.title',
    descriptionKey: 'login.description',
    description:
      'Sign in to Rentals: smart property management and rentals for landlords, property managers and tenants in Kuwait.',
    modules: ['src/auth/AuthPages.tsx'],
  },
  {
    path: REGISTER_PATH,
    location: REGISTER_PATH,
    title: 'Create your account',
    titleKey: 'register.title',
    descriptionKey: 'register.description',
    description:
      'Create a landlord account on Rentals and keep buildings, tenants, contracts, invoices and collections in one place.',
    modules: ['src/auth/AuthPages.tsx', 'src/auth/AccountPages.tsx', 'src/auth/RegisterPage.tsx'],
  },
  {
    path: FORGOT_PASSWORD_PATH,
    location: FORGOT_PASSWORD_PATH,
    title: 'Reset your password',
    titleKey: 'forgot.title',
    descriptionKey: 'forgot.description',
    description: 'Get a code by email and set a new password for your Rentals account.',
    modules: ['src/auth/AuthPages.tsx', 'src/auth/AccountPages.tsx', 'src/auth/ForgotPasswordPage.tsx'],
  },
  {
    path: INVITATION_PATH,
    location: `${INVITATION_PATH}#token=prerendered`,
    title: 'Accept invitation',
    titleKey: 'invitation.title',
    descriptionKey: 'invitation.description',
    description: 'Choose the password of the Rentals account a landlord invited you to.',
    modules: ['src/auth/AuthPages.tsx', 'src/auth/AccountPages.tsx', 'src/auth/InvitationPage.tsx'],
  },
] as const;

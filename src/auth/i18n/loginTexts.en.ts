/*
 * The login page's texts and the frame every auth page shares, in English: the spec's texts,
 * character for character. In the login route's chunk (bench/README.md keeps it small).
 */
const loginTextsEn = {
  'layout.product_line': 'Smart property management and rentals.',
  'layout.vendor_logo': 'Vendor logo',
  'layout.notifications': 'Notifications',
  'layout.dismiss': 'Dismiss',
  'field.email': 'Email',
  'field.password': 'Password',
  'field.show_password': 'Show password',
  'field.hide_password': 'Hide password',
  'field.show': 'Show %{label}',
  'field.hide': 'Hide %{label}',
  'field.new_password': 'New password',
  'field.confirm_password': 'Confirm password',
  'login.title': 'Sign in',
  'login.description':
    'Sign in to Rentals: smart property management and rentals for landlords, property managers and tenants in Kuwait.',
  'login.remember_me': 'Remember me',
  'login.reset_password': 'Reset Password',
  'login.submit': 'Sign in',
  'login.submitting': 'Signing in…',
  'login.new_to_rentals': 'New to Rentals?',
  'login.new_account': 'New Account',
  'continue.pay':
    'Sign in with your tenant account to pay the invoice you were sent; you will continue to it once signed in.',
  'continue.subscribe':
    'Sign in with your landlord account to subscribe; you will continue to your plan once signed in. New here? Create an account first.',
} as const;

export type LoginTextsKey = keyof typeof loginTextsEn;
export type LoginTexts = Record<LoginTextsKey, string>;

export default loginTextsEn satisfies LoginTexts;

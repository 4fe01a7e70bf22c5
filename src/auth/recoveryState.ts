/**
 * The navigation state the recovery pages hand on (spec section 2: otp and new-password get the
 * email through navigation state, not the URL, so it does not land in server logs). From otp on
 * it also carries the single-use reset token the code check answered: new-password needs it.
 */
export interface RecoveryState {
  email: string;
  resetToken?: string;
}

/** The email in a location's state, or undefined when the page was opened directly. */
export function emailFromState(state: unknown): string | undefined {
  const email = (state as Partial<RecoveryState> | null)?.email;
  return typeof email === 'string' && email ? email : undefined;
}

/** The reset token in a location's state (new-password), or undefined without one. */
export function resetTokenFromState(state: unknown): string | undefined {
  const token = (state as Partial<RecoveryState> | null)?.resetToken;
  return typeof token === 'string' && token ? token : undefined;
}

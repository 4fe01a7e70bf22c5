/**
 * The navigation state the recovery pages hand on (spec section 2: otp and new-password get the
 * email through navigation state, not the URL, so it does not land in history or server logs).
 */
export interface RecoveryState {
  email: string;
}

/** The email in a location's state, or undefined when the page was opened directly. */
export function emailFromState(state: unknown): string | undefined {
  const email = (state as Partial<RecoveryState> | null)?.email;
  return typeof email === 'string' && email ? email : undefined;
}

/**
 * A landlord past due for more than this keeps reading but cannot create. Apart from
 * subscriptionFlow.ts (whose messages load the whole English catalogue) so that the panel's
 * subscription banner, drawn above the dashboard, reads it alone.
 */
export const PAST_DUE_GRACE_DAYS = 7;

/**
 * Issue 34 item 1: a post-dated cheque's life as data. The server refuses every move that is not
 * in CHEQUE_TRANSITIONS (422, naming both states); the panel offers only the moves `chequeMovesFrom`
 * answers. What a move does besides changing the state (CLEARED records the payment, BOUNCED
 * charges the fee and mails, REPLACED takes in the new cheque) is the server's
 * (server/services/chequeMoves.ts), keyed by the state reached.
 */

export const CHEQUE_STATES = ['RECEIVED', 'DEPOSITED', 'CLEARED', 'BOUNCED', 'REPLACED', 'RETURNED', 'CANCELLED'] as const; // prettier-ignore
export type ChequeState = (typeof CHEQUE_STATES)[number];

/** Each state in the words an English reader sees (screens, CSV and mails), never the code. */
export const CHEQUE_STATE_NAMES: Record<ChequeState, string> = {
  RECEIVED: 'Received',
  DEPOSITED: 'Deposited',
  CLEARED: 'Cleared',
  BOUNCED: 'Bounced',
  REPLACED: 'Replaced',
  RETURNED: 'Returned',
  CANCELLED: 'Cancelled',
};

export interface ChequeTransition {
  from: ChequeState;
  to: ChequeState;
  /** REPLACED needs the new cheque that replaces it. */
  needs: 'replacement' | null;
}

export const CHEQUE_TRANSITIONS: readonly ChequeTransition[] = [
  { from: 'RECEIVED', to: 'DEPOSITED', needs: null },
  { from: 'DEPOSITED', to: 'CLEARED', needs: null },
  { from: 'DEPOSITED', to: 'BOUNCED', needs: null },
  { from: 'BOUNCED', to: 'REPLACED', needs: 'replacement' },
  { from: 'BOUNCED', to: 'RETURNED', needs: null },
  // Handed back before it was ever deposited (the tenant paid otherwise), or void (a mistake).
  { from: 'RECEIVED', to: 'RETURNED', needs: null },
  { from: 'RECEIVED', to: 'CANCELLED', needs: null },
];

export const chequeTransitionOf = (from: ChequeState, to: ChequeState) =>
  CHEQUE_TRANSITIONS.find((t) => t.from === from && t.to === to);

/** The moves open from a state, in the table's order (the panel's buttons). */
export const chequeMovesFrom = (from: ChequeState): ChequeTransition[] =>
  CHEQUE_TRANSITIONS.filter((t) => t.from === from);

/** Where a cheque is while it is in each state (`null`: unchanged by the move). */
export const CUSTODIANS = ['landlord', 'manager', 'bank', 'drawer'] as const;
export type Custodian = (typeof CUSTODIANS)[number];

/**
 * A move hands the paper on: deposited and cleared cheques are with the bank, a bounced one comes
 * back to the landlord's office, a returned one to its drawer. Received and cancelled keep theirs.
 */
export const CUSTODY_AFTER: Record<ChequeState, Custodian | null> = {
  RECEIVED: null,
  DEPOSITED: 'bank',
  CLEARED: 'bank',
  BOUNCED: 'landlord',
  REPLACED: null,
  RETURNED: 'drawer',
  CANCELLED: null,
};

/** Still held by the landlord's side and not yet deposited: what "to deposit" lists. */
export const HELD_STATE: ChequeState = 'RECEIVED';

/** "To deposit": held cheques due within this many days of today (Kuwait), overdue ones included. */
export const TO_DEPOSIT_DAYS = 7;

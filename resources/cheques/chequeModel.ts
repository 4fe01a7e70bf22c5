import type { ChequeState, Custodian } from '../../domain/chequeStates';
import { CHEQUE_STATE_NAMES, CHEQUE_STATES, CUSTODIANS } from '../../domain/chequeStates';
import { ENGLISH } from '../../domain/displayLocale';
import { dateLabel } from '../../src/format/dates';
import type { ChequeRecord } from './chequesApi';

/** Each state's chip colour: held and moving cheques plain, cleared green, bounced red. */
export const CHEQUE_STATE_COLORS: Record<ChequeState, 'default' | 'info' | 'success' | 'error' | 'warning'> =
  {
    RECEIVED: 'info',
    DEPOSITED: 'warning',
    CLEARED: 'success',
    BOUNCED: 'error',
    REPLACED: 'default',
    RETURNED: 'default',
    CANCELLED: 'default',
  };

export const stateChoices = CHEQUE_STATES.map((s) => ({ id: s, name: `chequeRegister.states.${s}` }));
export const custodyChoices = CUSTODIANS.map((c) => ({ id: c, name: `chequeRegister.custody.${c}` }));

/** One CSV row per cheque, in English as the other CSVs (amounts as numbers, dates DD-MM-YYYY). */
export const chequeCsvRow = (c: ChequeRecord) => ({
  'Cheque no': c.cheque_no,
  Bank: c.bank,
  Drawer: c.drawer_name,
  Tenant: c.tenant_name,
  Property: c.property_name,
  Unit: c.unit_no,
  'Amount (KWD)': c.amount,
  'Due date': dateLabel(c.due_date, ENGLISH),
  State: CHEQUE_STATE_NAMES[c.state],
  Custody: c.custody as Custodian,
});

/** What a failed call says to the person (the server's message, in the reader's language). */
export const failureText = (err: unknown, translate: (key: string) => string) =>
  err instanceof Error && err.message ? err.message : translate('chequeRegister.error');

import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { ChequeState } from '../../domain/chequeStates';
import { CHEQUE_STATE_COLORS } from './chequeModel';

/** A cheque's state in its colour; a span, so it may sit inside a phone list's text as well as a cell. */
export function ChequeStateChip({ state }: { state: ChequeState }) {
  const translate = useTranslate();
  return (
    <Chip
      component="span"
      size="small"
      label={translate(`chequeRegister.states.${state}`)}
      color={CHEQUE_STATE_COLORS[state] ?? 'default'}
      variant={state === 'CLEARED' || state === 'BOUNCED' ? 'filled' : 'outlined'}
      data-state={state}
    />
  );
}

import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';
import type { DepositState } from '../../domain/depositSchemas';

const COLOR = { NOT_RECEIVED: 'warning', HELD: 'info', SETTLED: 'success' } as const;

/** A deposit's state in the reader's language. */
export function DepositStateChip({ state }: { state: DepositState }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLOR[state]} label={translate(`securityDeposits.state.${state}`)} />;
}

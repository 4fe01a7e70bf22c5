import Chip from '@mui/material/Chip';
import type { SettlementBatch } from '../../domain/bankSettlementSchemas';
import { useTranslate } from 'react-admin';
import { formatKwd } from '../../domain/money';

/** Reconciled (its net equals the sum of its payments), or flagged with the difference. */
export function SettlementStatusChip({
  batch,
}: {
  batch: Pick<SettlementBatch, 'reconciled' | 'difference'>;
}) {
  const translate = useTranslate();
  return batch.reconciled ? (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      label={translate('bankSettlements.status.reconciled')}
    />
  ) : (
    <Chip
      size="small"
      color="error"
      label={translate('bankSettlements.status.flagged_by', { amount: formatKwd(batch.difference) })}
    />
  );
}

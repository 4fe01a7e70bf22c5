import Chip from '@mui/material/Chip';
import type { SettlementBatch } from '../../domain/bankSettlementSchemas';
import { formatKwd } from '../../domain/money';

/** Reconciled (its net equals the sum of its payments), or flagged with the difference. */
export function SettlementStatusChip({
  batch,
}: {
  batch: Pick<SettlementBatch, 'reconciled' | 'difference'>;
}) {
  return batch.reconciled ? (
    <Chip size="small" color="success" variant="outlined" label="Reconciled" />
  ) : (
    <Chip size="small" color="error" label={`Flagged: ${formatKwd(batch.difference)}`} />
  );
}

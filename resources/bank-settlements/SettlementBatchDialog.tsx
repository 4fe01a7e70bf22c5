import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import type { SettlementItem } from '../../domain/bankSettlementSchemas';
import { displayDate } from '../../domain/displayDates';
import { formatKwd } from '../../domain/money';
import { fetchBatch } from './settlementsApi';
import { SettlementStatusChip } from './SettlementStatusChip';

const METHOD_LABELS: Record<string, string> = { knet: 'KNET', card: 'Card' };

function Amounts({ rows }: { rows: [string, string][] }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography variant="body2">{label}</Typography>
          <Typography variant="body2" sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One payment of the batch: what the tenant paid, the gateway's fee, and what was deposited. */
function ItemBlock({ item }: { item: SettlementItem }) {
  return (
    <Box data-testid="settlement-item" sx={{ py: 1.5 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {item.receipt_no ?? item.gateway_reference}
        {item.invoice_no ? ` · ${item.invoice_no}` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[item.payer_name, METHOD_LABELS[item.method ?? ''] ?? item.method, item.transaction_id]
          .filter(Boolean)
          .join(' · ') || 'Not matched to a payment here'}
      </Typography>
      <Amounts
        rows={[
          ['Amount', formatKwd(item.amount)],
          ['Fee', formatKwd(item.fee)],
          ['Refunded', formatKwd(item.refunded)],
          ['Net', formatKwd(item.net)],
        ]}
      />
    </Box>
  );
}

/** A settlement batch with its payments; full screen on a phone. */
export function SettlementBatchDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { data, error } = useQuery({
    queryKey: ['bank-settlements', 'batch', id],
    queryFn: ({ signal }) => fetchBatch(id, signal),
  });
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="batch-title"
    >
      <DialogTitle id="batch-title">{data ? `Settlement ${data.reference}` : 'Settlement'}</DialogTitle>
      <DialogContent dividers>
        {error ? <Alert severity="error">{error.message}</Alert> : null}
        {!data && !error ? <Typography>Loading...</Typography> : null}
        {data ? (
          <>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
              <Typography>Deposited {displayDate(data.deposit_date)}</Typography>
              <SettlementStatusChip batch={data} />
            </Stack>
            {data.landlord_name ? (
              <Typography variant="body2">Landlord: {data.landlord_name}</Typography>
            ) : null}
            <Amounts
              rows={[
                ['Gross', formatKwd(data.gross)],
                ['Fees', formatKwd(data.fees)],
                ['Refunds', formatKwd(data.refunds)],
                ['Net deposited', formatKwd(data.net)],
              ]}
            />
            <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
              Payments ({data.items.length})
            </Typography>
            <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
              {data.items.map((item) => (
                <ItemBlock key={item.id} item={item} />
              ))}
            </Stack>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

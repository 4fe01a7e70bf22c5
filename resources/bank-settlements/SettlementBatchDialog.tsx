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
import { useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import { useMethodLabel } from '../payments/paymentDisplay';
import { displayDate } from '../../domain/displayDates';
import { formatKwd } from '../../domain/money';
import { fetchBatch } from './settlementsApi';
import { SettlementStatusChip } from './SettlementStatusChip';

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
  const translate = useTranslate();
  const methodLabel = useMethodLabel();
  return (
    <Box data-testid="settlement-item" sx={{ py: 1.5 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {item.receipt_no ?? item.gateway_reference}
        {item.invoice_no ? ` · ${item.invoice_no}` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[item.payer_name, item.method ? methodLabel(item.method) : null, item.transaction_id]
          .filter(Boolean)
          .join(' · ') || translate('bankSettlements.batch.not_matched')}
      </Typography>
      <Amounts
        rows={[
          [translate('bankSettlements.batch.amount'), formatKwd(item.amount)],
          [translate('bankSettlements.batch.fee'), formatKwd(item.fee)],
          [translate('bankSettlements.batch.refunded'), formatKwd(item.refunded)],
          [translate('bankSettlements.batch.net'), formatKwd(item.net)],
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
  const translate = useTranslate();
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="batch-title"
    >
      <DialogTitle id="batch-title">
        {data
          ? translate('bankSettlements.batch.title', { reference: data.reference })
          : translate('bankSettlements.batch.title_loading')}
      </DialogTitle>
      <DialogContent dividers>
        {error ? <Alert severity="error">{error.message}</Alert> : null}
        {!data && !error ? <Typography>{translate('bankSettlements.loading')}</Typography> : null}
        {data ? (
          <>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
              <Typography>
                {translate('bankSettlements.batch.deposited', { date: displayDate(data.deposit_date) })}
              </Typography>
              <SettlementStatusChip batch={data} />
            </Stack>
            {data.landlord_name ? (
              <Typography variant="body2">
                {translate('bankSettlements.batch.landlord', { name: data.landlord_name })}
              </Typography>
            ) : null}
            <Amounts
              rows={[
                [translate('bankSettlements.batch.gross'), formatKwd(data.gross)],
                [translate('bankSettlements.batch.fees'), formatKwd(data.fees)],
                [translate('bankSettlements.batch.refunds'), formatKwd(data.refunds)],
                [translate('bankSettlements.batch.net_deposited'), formatKwd(data.net)],
              ]}
            />
            <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
              {translate('bankSettlements.batch.payments', { count: localDigits(String(data.items.length)) })}
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
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { formatKwd } from '../../domain/money';
import { DocumentLinks } from '../tenant-users/DocumentLinks';
import type { InvoiceItem, InvoicePayment, InvoiceReceipt } from './billingApi';
import { downloadReceiptPdf } from './pdfDownloads';
import { dateLabel } from '../../src/format/dates';
import { useBillingLabels } from './useBillingLabels';

const money = { whiteSpace: 'nowrap', textAlign: 'right' } as const;

const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

/** On a phone, one block per line (what, details, amount) instead of a table wider than the screen. */
function PhoneLines({
  lines,
}: {
  lines: { key: string; title: string; detail: ReactNode; amount: string; extra?: ReactNode }[];
}) {
  return (
    <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
      {lines.map((l) => (
        <Box key={l.key} sx={{ py: 1, display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography sx={{ fontWeight: 500 }}>{l.title}</Typography>
            <Typography variant="body2" color="text.secondary" component="div">
              {l.detail}
            </Typography>
          </Box>
          <Typography sx={money}>{formatKwd(l.amount)}</Typography>
          {l.extra}
        </Box>
      ))}
    </Stack>
  );
}

/** A titled table that scrolls sideways inside its box on a phone instead of widening the page. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>{children}</Box>
    </Box>
  );
}

export function ItemsTable({ items }: { items: InvoiceItem[] }) {
  const translate = useTranslate();
  const labels = useBillingLabels();
  return (
    <Section title={translate('billing.items.title')}>
      <Table size="small" aria-label={translate('billing.items.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('billing.items.description')}</TableCell>
            <TableCell>{translate('billing.items.kind')}</TableCell>
            <TableCell sx={money}>{translate('billing.items.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{labels.item(item.description)}</TableCell>
              <TableCell>
                {translate(item.kind === 'rent' ? 'billing.items.rent' : 'billing.items.charge')}
              </TableCell>
              <TableCell sx={money}>{formatKwd(item.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}

const paymentDate = (p: InvoicePayment) => p.paymentDate ?? p.depositDate ?? p.createdAt;

export function PaymentsTable({ payments }: { payments: InvoicePayment[] }) {
  const phone = usePhone();
  const translate = useTranslate();
  const labels = useBillingLabels();
  return (
    <Section title={translate('billing.payments.title')}>
      {payments.length === 0 ? (
        <Typography color="text.secondary">{translate('billing.payments.empty')}</Typography>
      ) : phone ? (
        <PhoneLines
          lines={payments.map((p) => ({
            key: p.id,
            title: `${dateLabel(paymentDate(p))} · ${labels.method(p.method)}`,
            detail: (
              <>
                {[p.receiptNo, p.depositReference].filter(Boolean).join(' · ') || '-'}
                {p.attachments.length ? (
                  <DocumentLinks
                    documents={p.attachments.map((a) => ({ ...a, key: a.url, type: '', size: 0 }))}
                  />
                ) : null}
              </>
            ),
            amount: p.amount,
          }))}
        />
      ) : (
        <Table size="small" aria-label={translate('billing.payments.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('billing.payments.date')}</TableCell>
              <TableCell>{translate('billing.payments.method')}</TableCell>
              <TableCell>{translate('billing.payments.reference')}</TableCell>
              <TableCell>{translate('billing.payments.receipt')}</TableCell>
              <TableCell>{translate('billing.payments.attachments')}</TableCell>
              <TableCell sx={money}>{translate('billing.payments.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {payments.map((p) => (
              <TableRow key={p.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateLabel(paymentDate(p))}</TableCell>
                <TableCell>{labels.method(p.method)}</TableCell>
                <TableCell>{p.depositReference || '-'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.receiptNo ?? '-'}</TableCell>
                <TableCell>
                  <DocumentLinks
                    documents={p.attachments.map((a) => ({ ...a, key: a.url, type: '', size: 0 }))}
                  />
                </TableCell>
                <TableCell sx={money}>{formatKwd(p.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

/** A receipt's PDF (GET /api/receipts/pdf/{id}), saved as <receipt no>.pdf. */
export function ReceiptPdfButton({ id, receiptNo }: { id: string; receiptNo: string }) {
  const notify = useNotify();
  const translate = useTranslate();
  const download = () =>
    downloadReceiptPdf({ id, receiptNo }).catch((err: unknown) =>
      notify(err instanceof Error ? err.message : translate('billing.common.error'), { type: 'error' }),
    );
  return (
    <Tooltip title={translate('billing.receipts_table.download_tooltip', { receiptNo })}>
      <IconButton
        size="small"
        aria-label={translate('billing.receipts_table.download_label', { receiptNo })}
        onClick={(e) => {
          e.stopPropagation();
          void download();
        }}
      >
        <PictureAsPdfIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

export function ReceiptsTable({ receipts }: { receipts: InvoiceReceipt[] }) {
  const phone = usePhone();
  const translate = useTranslate();
  const labels = useBillingLabels();
  return (
    <Section title={translate('billing.receipts_table.title')}>
      {receipts.length === 0 ? (
        <Typography color="text.secondary">{translate('billing.receipts_table.empty')}</Typography>
      ) : phone ? (
        <PhoneLines
          lines={receipts.map((r) => ({
            key: r.id,
            title: r.receiptNo,
            detail: `${dateLabel(r.receivedOn)} · ${labels.method(r.method)}`,
            amount: r.amount,
            extra: <ReceiptPdfButton id={r.id} receiptNo={r.receiptNo} />,
          }))}
        />
      ) : (
        <Table size="small" aria-label={translate('billing.receipts_table.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('billing.receipts_table.receipt_no')}</TableCell>
              <TableCell>{translate('billing.receipts_table.date')}</TableCell>
              <TableCell>{translate('billing.receipts_table.method')}</TableCell>
              <TableCell sx={money}>{translate('billing.receipts_table.amount')}</TableCell>
              <TableCell sx={{ width: 48 }}>{translate('billing.receipts_table.pdf')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {receipts.map((r) => (
              <TableRow key={r.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.receiptNo}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateLabel(r.receivedOn)}</TableCell>
                <TableCell>{labels.method(r.method)}</TableCell>
                <TableCell sx={money}>{formatKwd(r.amount)}</TableCell>
                <TableCell>
                  <ReceiptPdfButton id={r.id} receiptNo={r.receiptNo} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

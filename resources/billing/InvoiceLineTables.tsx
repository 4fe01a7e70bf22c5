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
import { useNotify } from 'react-admin';
import { formatKwd } from '../../domain/money';
import { DocumentLinks } from '../tenant-users/DocumentLinks';
import type { InvoiceItem, InvoicePayment, InvoiceReceipt } from './billingApi';
import { downloadFile } from './downloadFile';
import { dateLabel, methodLabel } from './invoiceModel';

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
  return (
    <Section title="Items">
      <Table size="small" aria-label="Items">
        <TableHead>
          <TableRow>
            <TableCell>Description</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell sx={money}>Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{item.description}</TableCell>
              <TableCell>{item.kind === 'rent' ? 'Rent' : 'Charge'}</TableCell>
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
  return (
    <Section title="Payments">
      {payments.length === 0 ? (
        <Typography color="text.secondary">No payments yet.</Typography>
      ) : phone ? (
        <PhoneLines
          lines={payments.map((p) => ({
            key: p.id,
            title: `${dateLabel(paymentDate(p))} · ${methodLabel(p.method)}`,
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
        <Table size="small" aria-label="Payments">
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Method</TableCell>
              <TableCell>Reference</TableCell>
              <TableCell>Receipt</TableCell>
              <TableCell>Attachments</TableCell>
              <TableCell sx={money}>Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {payments.map((p) => (
              <TableRow key={p.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateLabel(paymentDate(p))}</TableCell>
                <TableCell>{methodLabel(p.method)}</TableCell>
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
  const download = () =>
    downloadFile(`/receipts/pdf/${encodeURIComponent(id)}`, `${receiptNo}.pdf`).catch((err: unknown) =>
      notify(err instanceof Error ? err.message : 'Something went wrong', { type: 'error' }),
    );
  return (
    <Tooltip title={`Download ${receiptNo} (PDF)`}>
      <IconButton
        size="small"
        aria-label={`Download ${receiptNo} PDF`}
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
  return (
    <Section title="Receipts">
      {receipts.length === 0 ? (
        <Typography color="text.secondary">No receipts yet.</Typography>
      ) : phone ? (
        <PhoneLines
          lines={receipts.map((r) => ({
            key: r.id,
            title: r.receiptNo,
            detail: `${dateLabel(r.receivedOn)} · ${methodLabel(r.method)}`,
            amount: r.amount,
            extra: <ReceiptPdfButton id={r.id} receiptNo={r.receiptNo} />,
          }))}
        />
      ) : (
        <Table size="small" aria-label="Receipts">
          <TableHead>
            <TableRow>
              <TableCell>Receipt no</TableCell>
              <TableCell>Date</TableCell>
              <TableCell>Method</TableCell>
              <TableCell sx={money}>Amount</TableCell>
              <TableCell sx={{ width: 48 }}>PDF</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {receipts.map((r) => (
              <TableRow key={r.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.receiptNo}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateLabel(r.receivedOn)}</TableCell>
                <TableCell>{methodLabel(r.method)}</TableCell>
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

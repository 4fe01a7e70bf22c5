import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { mirrorInRtl } from '../../src/i18n/mirrorInRtl';
import { Title, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { MessagesPanel } from '../messages/MessagesPanel';
import { useBillingUser } from './useBillingUser';
import { formatKwd } from '../../domain/money';
import type { TenantStatement } from '../../domain/reportSchemas';
import { isApiError } from '../../src/api/ApiError';
import { fetchTenantStatement } from './billingApi';
import { CsvExportButton } from '../../src/export/CsvExportButton';
import { statementCsvRow } from './invoiceModel';
import { dateLabel } from '../../src/format/dates';

const amount = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
const bold = { ...amount, fontWeight: 700, color: 'text.primary' } as const;

/**
 * Printing shows the statement alone: everything else on the page (sidebar, header, buttons) is
 * hidden, colours and shadows dropped, so a printout is the ledger on plain paper.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '.statement-print, .statement-print *': { visibility: 'visible' },
        '.statement-print': {
          position: 'absolute',
          left: 0,
          top: 0,
          width: '100%',
          boxShadow: 'none !important',
        },
        '.statement-print .no-print': { display: 'none' },
      },
    }}
  />
);

function Ledger({ statement }: { statement: TenantStatement }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`billing.statement.${key}`);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('date')}</TableCell>
            <TableCell>{t('reference')}</TableCell>
            <TableCell>{t('description')}</TableCell>
            <TableCell sx={amount}>{t('debit')}</TableCell>
            <TableCell sx={amount}>{t('credit')}</TableCell>
            <TableCell sx={amount}>{t('balance')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {statement.entries.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6}>{t('empty')}</TableCell>
            </TableRow>
          ) : (
            statement.entries.map((e, i) => (
              <TableRow key={`${e.reference}-${e.kind}-${i}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateLabel(e.date)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{e.reference}</TableCell>
                <TableCell>{e.description}</TableCell>
                <TableCell sx={amount}>{e.debit ? formatKwd(e.debit) : ''}</TableCell>
                <TableCell sx={amount}>{e.credit ? formatKwd(e.credit) : ''}</TableCell>
                <TableCell sx={amount}>{formatKwd(e.balance)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 700, color: 'text.primary' }}>
              {t('totals')}
            </TableCell>
            <TableCell sx={bold}>{formatKwd(statement.totalDebit)}</TableCell>
            <TableCell sx={bold}>{formatKwd(statement.totalCredit)}</TableCell>
            <TableCell sx={bold}>{formatKwd(statement.closingBalance)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}

/** On a phone: one block per entry, the amount and running balance on the right. */
function LedgerLines({ statement }: { statement: TenantStatement }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`billing.statement.${key}`);
  return (
    <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
      {statement.entries.map((e, i) => (
        <Box key={`${e.reference}-${e.kind}-${i}`} sx={{ py: 1, display: 'flex', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {dateLabel(e.date)} · {e.reference}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {e.description}
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'right' }}>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {e.debit ? formatKwd(e.debit) : `− ${formatKwd(e.credit)}`}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {translate('billing.statement.balance_amount', { amount: formatKwd(e.balance) })}
            </Typography>
          </Box>
        </Box>
      ))}
      <Box sx={{ py: 1, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2 }}>
        <Typography variant="body2">{t('total_debit')}</Typography>
        <Typography variant="body2" sx={amount}>
          {formatKwd(statement.totalDebit)}
        </Typography>
        <Typography variant="body2">{t('total_credit')}</Typography>
        <Typography variant="body2" sx={amount}>
          {formatKwd(statement.totalCredit)}
        </Typography>
      </Box>
    </Stack>
  );
}

/** tenant-statement/{tenantId}: the tenant's ledger of invoices and payments with a running balance. */
export default function TenantStatementPage() {
  const { tenantId = '' } = useParams();
  const navigate = useNavigate();
  const translate = useTranslate();
  const t = (key: string) => translate(`billing.statement.${key}`);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { isTenant, can } = useBillingUser();
  // The messages sent to this tenant (issue 35): the landlord's side, holders of View Message.
  const mayReadMessages = !isTenant && can('View Message');
  const { data, error, isPending } = useQuery({
    queryKey: ['tenant-statements', tenantId],
    queryFn: ({ signal }) => fetchTenantStatement(tenantId, signal),
    retry: (count, err) => !(isApiError(err) && err.status < 500) && count < 2,
  });
  const back = (
    <Button
      className="no-print"
      startIcon={<ArrowBackIcon sx={mirrorInRtl} />}
      onClick={() => navigate(-1)}
      sx={{ mb: 1 }}
    >
      {t('back')}
    </Button>
  );
  if (isPending) return <Typography sx={{ p: 2 }}>{translate('billing.common.loading')}</Typography>;
  if (error || !data) {
    const notFound = isApiError(error) && (error.status === 404 || error.status === 422);
    return (
      <>
        <Title title={t('title')} />
        {back}
        <Alert severity={notFound ? 'warning' : 'error'}>
          {notFound ? translate('tenants.notFound') : (error?.message ?? translate('billing.common.error'))}
        </Alert>
      </>
    );
  }
  return (
    <>
      {printStyles}
      <Title title={translate('billing.statement.title_with_name', { name: data.tenant.name })} />
      {back}
      <Card className="statement-print">
        <CardContent>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}
          >
            <Box>
              <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
                {t('heading')}
              </Typography>
              <Typography color="text.secondary">{data.tenant.name}</Typography>
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {t('closing_balance')}
              </Typography>
              <Typography variant="h6" component="p" sx={{ fontWeight: 700 }} data-testid="closing-balance">
                {formatKwd(data.closingBalance)}
              </Typography>
            </Box>
          </Stack>
          <Stack direction="row" className="no-print" sx={{ gap: 1, my: 1.5, flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
              {translate('billing.common.print')}
            </Button>
            <CsvExportButton
              rows={() => data.entries.map(statementCsvRow)}
              filename={`statement-${data.tenant.name.replace(/\s+/g, '-').toLowerCase()}`}
              disabled={data.entries.length === 0}
            />
          </Stack>
          {phone && data.entries.length ? <LedgerLines statement={data} /> : <Ledger statement={data} />}
        </CardContent>
      </Card>
      {mayReadMessages ? (
        <Box className="no-print" sx={{ mt: 2 }}>
          <MessagesPanel by="tenant_id" id={tenantId} />
        </Box>
      ) : null}
    </>
  );
}

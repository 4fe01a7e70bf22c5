import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { TenantFigures } from '../../domain/dashboardPeopleSchemas';
import { displayDate } from '../../domain/displayDates';
import { formatKwd } from '../../domain/money';
import { MaintenanceStatusChip } from '../reported-tickets/maintenanceUi';
import { listHref, PANEL_BASE } from './listHref';
import { useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The tenant's last six payments, each with its receipt (the receipts list, found by number). */
export function TenantPayments({ payments }: { payments: TenantFigures['last_payments'] }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="last-payments-title">
      <CardContent>
        <Typography id="last-payments-title" variant="h6" component="h2">
          {translate('dashboard.tenant.last_payments')}
        </Typography>
        {payments.length === 0 ? (
          <Typography color="text.secondary">{translate('dashboard.tenant.no_payments')}</Typography>
        ) : (
          <Table size="small" aria-labelledby="last-payments-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('dashboard.tenant.date')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {translate('dashboard.tenant.invoice')}
                </TableCell>
                <TableCell align="right">{translate('dashboard.tenant.amount')}</TableCell>
                <TableCell>{translate('dashboard.tenant.receipt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payments.map((p) => (
                <TableRow key={p.payment_id}>
                  <TableCell sx={nowrap}>{displayDate(p.payment_date)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    <Link component={RouterLink} to={`${PANEL_BASE}/invoices/detail/${p.invoice_id}`}>
                      {p.invoice_no}
                    </Link>
                  </TableCell>
                  <TableCell align="right" sx={nowrap}>
                    {formatKwd(p.amount)}
                  </TableCell>
                  <TableCell>
                    {p.receipt_no ? (
                      <Link component={RouterLink} to={listHref('/receipts/list', { q: p.receipt_no })}>
                        {p.receipt_no}
                      </Link>
                    ) : (
                      '-'
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/** The tenant's open maintenance requests (the latest five; the count covers them all). */
export function TenantOpenRequests({ requests }: { requests: TenantFigures['open_requests'] }) {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="open-requests-title">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography id="open-requests-title" variant="h6" component="h2">
            {translate('dashboard.tenant.open_requests', { count: localDigits(String(requests.count)) })}
          </Typography>
          <Link component={RouterLink} to={listHref('/support-tickets/list')} variant="body2">
            {translate('dashboard.tenant.all_requests')}
          </Link>
        </Stack>
        {requests.items.length === 0 ? (
          <Typography color="text.secondary">{translate('dashboard.tenant.no_requests')}</Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {requests.items.map((r) => (
              <Stack
                component="li"
                key={r.id}
                direction="row"
                sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Link component={RouterLink} to={`${PANEL_BASE}/support-tickets/detail/${r.id}`}>
                  {r.number} · {r.title}
                </Link>
                <MaintenanceStatusChip status={r.status} />
                <Typography variant="body2" color="text.secondary">
                  {translate('dashboard.tenant.reported', { date: displayDate(r.created_at) })}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

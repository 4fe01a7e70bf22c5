import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { DEPOSIT_STATES, type DepositState } from '../../domain/depositSchemas';
import { formatKwd } from '../../domain/money';
import { dateLabel } from '../../src/format/dates';
import { fetchDeposits, type DepositRecord } from './depositsApi';
import { DepositStateChip } from './DepositStateChip';

const PAGE_SIZE = 10;
const detailPath = (id: string) => `/admin-panel/deposits/detail/${id}`;

function DepositCard({ deposit }: { deposit: DepositRecord }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid="deposit-card">
      <CardActionArea component={Link} to={detailPath(deposit.id)}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{deposit.tenant_name}</Typography>
            <DepositStateChip state={deposit.state} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {`${deposit.property_name} · ${deposit.unit_no}`}
          </Typography>
          <Box sx={{ mt: 1, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
            <Typography variant="body2">{`${translate('securityDeposits.fields.agreed')}: ${formatKwd(deposit.agreed)}`}</Typography>
            <Typography variant="body2">{`${translate('securityDeposits.fields.held')}: ${formatKwd(deposit.held)}`}</Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** deposits/list: every contract's security deposit the reader may see; cards on a phone. */
export default function DepositsPage() {
  const translate = useTranslate();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const stateParam = params.get('state') ?? '';
  const state = (DEPOSIT_STATES as readonly string[]).includes(stateParam)
    ? (stateParam as DepositState)
    : '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const set = (key: string, value: string) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (value) next.set(key, value);
        else next.delete(key);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  const { data, error, isPending } = useQuery({
    queryKey: ['deposits', 'list', q, state, page],
    queryFn: ({ signal }) => fetchDeposits({ q, state }, page, PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('securityDeposits.title')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('securityDeposits.money_held')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          size="small"
          label={translate('securityDeposits.search')}
          value={q}
          onChange={(e) => set('q', e.target.value)}
          sx={{ minWidth: { sm: 300 } }}
        />
        <TextField
          select
          size="small"
          label={translate('securityDeposits.fields.status')}
          value={state}
          onChange={(e) => set('state', e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{translate('securityDeposits.all_states')}</MenuItem>
          {DEPOSIT_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(`securityDeposits.state.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error ? (
        <Typography color="error">
          {error instanceof Error ? error.message : translate('securityDeposits.error')}
        </Typography>
      ) : isPending ? (
        <Typography>{translate('securityDeposits.loading')}</Typography>
      ) : data.items.length === 0 ? (
        <Typography>{translate('securityDeposits.empty')}</Typography>
      ) : isSmall ? (
        <Stack spacing={1.5}>
          {data.items.map((d) => (
            <DepositCard key={d.id} deposit={d} />
          ))}
        </Stack>
      ) : (
        <Card variant="outlined">
          <Table size="small" aria-label={translate('securityDeposits.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('securityDeposits.fields.tenant')}</TableCell>
                <TableCell>{translate('securityDeposits.fields.property')}</TableCell>
                <TableCell>{translate('securityDeposits.fields.contract')}</TableCell>
                <TableCell align="right">{translate('securityDeposits.fields.agreed')}</TableCell>
                <TableCell align="right">{translate('securityDeposits.fields.received')}</TableCell>
                <TableCell align="right">{translate('securityDeposits.fields.held')}</TableCell>
                <TableCell>{translate('securityDeposits.fields.status')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((d) => (
                <TableRow key={d.id} hover data-testid="deposit-row">
                  <TableCell>
                    <Link to={detailPath(d.id)}>{d.tenant_name}</Link>
                  </TableCell>
                  <TableCell>{`${d.property_name} · ${d.unit_no}`}</TableCell>
                  <TableCell>{`${dateLabel(d.start_date)} – ${dateLabel(d.end_date)}`}</TableCell>
                  <TableCell align="right">{formatKwd(d.agreed)}</TableCell>
                  <TableCell align="right">{formatKwd(d.received)}</TableCell>
                  <TableCell align="right">{formatKwd(d.held)}</TableCell>
                  <TableCell>
                    <DepositStateChip state={d.state} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
      {data && data.totalPages > 1 ? (
        <Pagination
          sx={{ mt: 2 }}
          count={data.totalPages}
          page={page}
          onChange={(_, p) => set('page', String(p))}
        />
      ) : null}
    </Box>
  );
}

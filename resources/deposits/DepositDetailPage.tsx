import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { RecordHistory, recordHistoryKey } from '../../src/audit/RecordHistory';
import { formatKwd } from '../../domain/money';
import { dateLabel } from '../../src/format/dates';
import { mirrorInRtl } from '../../src/i18n/mirrorInRtl';
import { useBillingUser } from '../billing/useBillingUser';
import { downloadSettlementPdf, fetchDeposit, methodKey, type DepositDetail } from './depositsApi';
import { DepositMoveDialog } from './DepositMoveDialog';
import { DepositStateChip } from './DepositStateChip';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography
        component="div"
        sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
        data-testid={`deposit-${testId}`}
      >
        {formatKwd(value)}
      </Typography>
    </Box>
  );
}

function Entries({ deposit }: { deposit: DepositDetail }) {
  const translate = useTranslate();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (deposit.entries.length === 0)
    return <Typography>{translate('securityDeposits.entries.none')}</Typography>;
  const details = (e: DepositDetail['entries'][number]) =>
    [
      e.reason ? translate(`deposits.reasons.${e.reason}`) : null,
      e.method ? translate(methodKey(e.method)) : null,
      e.reference,
      e.note,
    ]
      .filter(Boolean)
      .join(' · ');
  if (isSmall)
    return (
      <Stack spacing={1}>
        {deposit.entries.map((e) => (
          <Card key={e.id} variant="outlined" data-testid="deposit-entry">
            <CardContent sx={{ py: 1, '&:last-child': { pb: 1 } }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {translate(`securityDeposits.entries.kind.${e.kind}`)}
                </Typography>
                <Typography sx={{ whiteSpace: 'nowrap' }}>{formatKwd(e.amount)}</Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary">
                {`${dateLabel(e.date)} · ${details(e)}`}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  return (
    <Table size="small" aria-label={translate('securityDeposits.entries.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('securityDeposits.entries.date')}</TableCell>
          <TableCell>{translate('securityDeposits.entries.what')}</TableCell>
          <TableCell>{translate('securityDeposits.entries.details')}</TableCell>
          <TableCell>{translate('securityDeposits.entries.by')}</TableCell>
          <TableCell align="right">{translate('securityDeposits.entries.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {deposit.entries.map((e) => (
          <TableRow key={e.id} data-testid="deposit-entry">
            <TableCell>{dateLabel(e.date)}</TableCell>
            <TableCell>{translate(`securityDeposits.entries.kind.${e.kind}`)}</TableCell>
            <TableCell>{details(e)}</TableCell>
            <TableCell>{e.actor_name ?? '-'}</TableCell>
            <TableCell align="right">{formatKwd(e.amount)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** deposits/detail/{contract id}: the deposit's figures, its history, its moves and the statement. */
export default function DepositDetailPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { isTenant, can } = useBillingUser();
  const mayReceive = !isTenant && can('Create Deposit');
  const maySettle = !isTenant && can('Update Deposit');
  const key = ['deposits', 'detail', id];
  const { data, error, isPending } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchDeposit(id, signal),
  });
  const onDone = (next: DepositDetail) => {
    queryClient.setQueryData(key, next);
    void queryClient.invalidateQueries({ queryKey: recordHistoryKey('deposit', id) });
    void queryClient.invalidateQueries({ queryKey: ['deposits', 'list'] });
  };
  const pdf = (d: DepositDetail) =>
    downloadSettlementPdf(d).catch((err: unknown) =>
      notify(err instanceof Error ? err.message : translate('securityDeposits.error'), { type: 'error' }),
    );

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('securityDeposits.title')} />
      <Button component={Link} to="/admin-panel/deposits/list" startIcon={<ArrowBackIcon sx={mirrorInRtl} />}>
        {translate('securityDeposits.back')}
      </Button>
      {error ? (
        <Typography color="error">
          {error instanceof Error ? error.message : translate('securityDeposits.error')}
        </Typography>
      ) : isPending ? (
        <Typography>{translate('securityDeposits.loading')}</Typography>
      ) : (
        <Card variant="outlined" sx={{ mt: 1 }}>
          <CardContent>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
                {data.tenant_name}
              </Typography>
              <DepositStateChip state={data.state} />
            </Stack>
            <Typography color="text.secondary">
              {`${data.property_name} · ${data.unit_no} · ${dateLabel(data.start_date)} – ${dateLabel(data.end_date)}`}
            </Typography>
            <Box
              sx={{
                mt: 2,
                p: 2,
                bgcolor: 'action.hover',
                borderRadius: 1,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(6, minmax(0, 1fr))' },
              }}
            >
              <Figure
                label={translate('securityDeposits.fields.agreed')}
                value={data.agreed}
                testId="agreed"
              />
              <Figure
                label={translate('securityDeposits.fields.received')}
                value={data.received}
                testId="received"
              />
              <Figure
                label={translate('securityDeposits.fields.deducted')}
                value={data.deducted}
                testId="deducted"
              />
              <Figure
                label={translate('securityDeposits.fields.refunded')}
                value={data.refunded}
                testId="refunded"
              />
              <Figure label={translate('securityDeposits.fields.held')} value={data.held} testId="held" />
              <Figure
                label={translate('securityDeposits.fields.arrears')}
                value={data.arrears}
                testId="arrears"
              />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('securityDeposits.money_held')}
            </Typography>
            <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
              {mayReceive ? (
                <DepositMoveDialog kind="receive" deposit={data} onDone={onDone} variant="contained" />
              ) : null}
              {maySettle ? (
                <>
                  <DepositMoveDialog kind="deduct" deposit={data} onDone={onDone} />
                  <DepositMoveDialog kind="refund" deposit={data} onDone={onDone} />
                </>
              ) : null}
              <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void pdf(data)}>
                {translate('securityDeposits.actions.pdf')}
              </Button>
            </Stack>
            <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
              {translate('securityDeposits.entries.title')}
            </Typography>
            <Entries deposit={data} />
            <RecordHistory record="deposit" recordId={id} />
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

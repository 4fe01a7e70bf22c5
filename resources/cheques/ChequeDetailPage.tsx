import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { RecordHistory, recordHistoryKey } from '../../src/audit/RecordHistory';
import { chequeMovesFrom, type ChequeTransition } from '../../domain/chequeStates';
import { displayDateTime } from '../../domain/displayDates';
import { formatKwd } from '../../domain/money';
import { isApiError } from '../../src/api/ApiError';
import { assetUrl } from '../../src/api/assetUrl';
import { dateLabel, periodLabel } from '../../src/format/dates';
import { mirrorInRtl } from '../../src/i18n/mirrorInRtl';
import { fetchCheque, type ChequeDetail } from './chequesApi';
import { ChequeEditDialog } from './ChequeEditDialog';
import { ChequeMoveDialog } from './ChequeMoveDialog';
import { ChequeStateChip } from './ChequeStateChip';
import { useChequeUser } from './useChequeUser';

const detailPath = (id: string) => `/admin-panel/cheques/detail/${id}`;

/** The paper's fields as label/value rows, wrapping on a phone. */
function ChequeFields({ cheque }: { cheque: ChequeDetail }) {
  const translate = useTranslate();
  const f = (field: string) => translate(`resources.cheques.fields.${field}`);
  const rows: [string, React.ReactNode][] = [
    [f('cheque_no'), cheque.cheque_no],
    [f('bank'), cheque.bank],
    [f('drawer_name'), cheque.drawer_name],
    [f('amount'), formatKwd(cheque.amount)],
    [f('due_date'), dateLabel(cheque.due_date)],
    [f('state'), <ChequeStateChip key="s" state={cheque.state} />],
    [f('tenant_name'), cheque.tenant_name],
    [f('property_name'), `${cheque.property_name} · ${cheque.unit_no}`],
    [f('custody'), translate(`chequeRegister.custody.${cheque.custody}`)],
    ...(cheque.custody_note ? [[f('custody_note'), cheque.custody_note] as [string, string]] : []),
    ...(cheque.notes ? [[f('notes'), cheque.notes] as [string, string]] : []),
    ...(cheque.bounced_fee
      ? [[translate('chequeRegister.detail.fee'), formatKwd(cheque.bounced_fee)] as [string, string]]
      : []),
  ];
  return (
    <Stack
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, gap: 1, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Stack key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
            {value}
          </Typography>
        </Stack>
      ))}
      <Typography component="dt" color="text.secondary">
        {f('photo')}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {cheque.photo ? (
          <Link href={assetUrl(cheque.photo.url)} target="_blank" rel="noopener">
            {translate('chequeRegister.detail.open_photo')}: {cheque.photo.name}
          </Link>
        ) : (
          translate('chequeRegister.detail.no_photo')
        )}
      </Typography>
    </Stack>
  );
}

function InvoicesTable({ cheque }: { cheque: ChequeDetail }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`chequeRegister.detail.${key}`);
  if (cheque.invoices.length === 0)
    return (
      <Typography>
        {translate('chequeRegister.detail.no_invoices', { period: periodLabel(cheque.period ?? '') })}
      </Typography>
    );
  return (
    <TableContainer tabIndex={0}>
      <Table size="small" aria-label={t('invoices')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('invoice_no')}</TableCell>
            <TableCell>{t('period')}</TableCell>
            <TableCell align="right">{t('total')}</TableCell>
            <TableCell>{t('status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cheque.invoices.map((i) => (
            <TableRow key={i.id}>
              <TableCell>
                <Link component={RouterLink} to={`/admin-panel/invoices/detail/${i.id}`}>
                  {i.invoice_no}
                </Link>
              </TableCell>
              <TableCell>{periodLabel(i.period)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatKwd(i.total)}
              </TableCell>
              <TableCell>
                {translate(`billing.status.${i.status}`, { _: i.status })}
                {i.payment_id ? ` · ${t('paid_by_it')}` : ''}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Timeline({ cheque }: { cheque: ChequeDetail }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`chequeRegister.detail.${key}`);
  return (
    <TableContainer tabIndex={0}>
      <Table size="small" aria-label={t('timeline')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('when')}</TableCell>
            <TableCell>{t('move')}</TableCell>
            <TableCell>{t('who')}</TableCell>
            <TableCell>{t('why')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cheque.history.map((h) => (
            <TableRow key={h.id} data-testid="cheque-move">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayDateTime(h.created_at)}</TableCell>
              <TableCell>
                {h.from_state
                  ? `${translate(`chequeRegister.states.${h.from_state}`)} → `
                  : `${t('taken_in')}: `}
                {translate(`chequeRegister.states.${h.to_state}`)}
              </TableCell>
              <TableCell>{h.actor_name ?? '-'}</TableCell>
              <TableCell>{h.reason ?? '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack spacing={1} component="section" aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * cheques/detail/{id}: every field, the photo, its invoices, the timeline of moves (who, when,
 * why) and, for the landlord's side holding Update Cheque, the moves open from its state as buttons.
 */
export default function ChequeDetailPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const { mayUpdate } = useChequeUser();
  const queryClient = useQueryClient();
  const [move, setMove] = useState<ChequeTransition | null>(null);
  const [editing, setEditing] = useState(false);
  const key = ['cheques', 'detail', id];
  const { data, error, isPending, refetch } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchCheque(id, signal),
    retry: (count, err) => !(isApiError(err) && err.status < 500) && count < 2,
  });
  const onMoved = () => {
    void refetch();
    void queryClient.invalidateQueries({ queryKey: recordHistoryKey('cheque', id) });
    void queryClient.invalidateQueries({ queryKey: ['cheques', 'getList'] });
  };
  const back = (
    <Button
      component={RouterLink}
      to="/admin-panel/cheques/list"
      startIcon={<ArrowBackIcon sx={mirrorInRtl} />}
      sx={{ mb: 1 }}
    >
      {translate('chequeRegister.detail.back')}
    </Button>
  );
  if (isPending) return <Typography sx={{ p: 2 }}>{translate('ra.page.loading')}</Typography>;
  if (error || !data) {
    const notFound = isApiError(error) && error.status === 404;
    return (
      <>
        <Title title={translate('chequeRegister.title')} />
        {back}
        <Alert severity={notFound ? 'warning' : 'error'}>
          {notFound ? translate('cheques.notFound') : (error?.message ?? translate('chequeRegister.error'))}
        </Alert>
      </>
    );
  }
  const moves = mayUpdate ? chequeMovesFrom(data.state) : [];
  return (
    <>
      <Title title={translate('chequeRegister.detail.title', { no: data.cheque_no })} />
      {back}
      <Card>
        <CardContent>
          <Stack spacing={3}>
            <Section title={translate('chequeRegister.detail.paper')}>
              <ChequeFields cheque={data} />
              {mayUpdate ? (
                <Button variant="outlined" onClick={() => setEditing(true)} sx={{ alignSelf: 'flex-start' }}>
                  {translate('chequeRegister.detail.edit')}
                </Button>
              ) : null}
              {data.replaced_by_id ? (
                <Link component={RouterLink} to={detailPath(data.replaced_by_id)}>
                  {translate('chequeRegister.detail.replaced_by')}
                </Link>
              ) : null}
              {data.replaces_id ? (
                <Link component={RouterLink} to={detailPath(data.replaces_id)}>
                  {translate('chequeRegister.detail.replaces')}
                </Link>
              ) : null}
            </Section>
            {mayUpdate ? (
              <Section title={translate('chequeRegister.detail.next_moves')}>
                {moves.length === 0 ? (
                  <Typography>{translate('chequeRegister.detail.no_moves')}</Typography>
                ) : (
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                    {moves.map((m) => (
                      <Button
                        key={m.to}
                        variant="outlined"
                        color={m.to === 'BOUNCED' || m.to === 'CANCELLED' ? 'error' : 'primary'}
                        onClick={() => setMove(m)}
                      >
                        {translate(`chequeRegister.moves.${m.to}`)}
                      </Button>
                    ))}
                  </Stack>
                )}
              </Section>
            ) : null}
            <Section title={translate('chequeRegister.detail.invoices')}>
              <InvoicesTable cheque={data} />
            </Section>
            <Section title={translate('chequeRegister.detail.timeline')}>
              <Timeline cheque={data} />
            </Section>
          </Stack>
          <RecordHistory record="cheque" recordId={data.id} />
        </CardContent>
      </Card>
      {editing ? (
        <ChequeEditDialog cheque={data} onClose={() => setEditing(false)} onSaved={onMoved} />
      ) : null}
      {move ? (
        <ChequeMoveDialog cheque={data} move={move} onClose={() => setMove(null)} onMoved={onMoved} />
      ) : null}
    </>
  );
}

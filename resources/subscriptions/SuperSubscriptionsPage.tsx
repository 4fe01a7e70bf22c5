import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { formatKwd } from '../../domain/money';
import { SUBSCRIPTION_STATES } from '../../domain/subscriptionFlow';
import { errorText } from '../../src/api/errorText';
import { saveBlob } from '../../src/api/downloadFile';
import { stateKey } from '../subscription/subscriptionLabels';
import {
  endSubscription,
  fetchPlans,
  fetchSubscriptions,
  fetchSubscriptionsCsv,
  markInvoicePaid,
  PLANS_QUERY_KEY,
  type WireSubscriptionRow,
} from './plansApi';
import { SubscriptionTable } from './SubscriptionTable';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 150px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h6" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/**
 * `subscriptions/list` (issue 21 item 5): every landlord's subscription with its monthly recurring
 * revenue, filtered by state and plan (kept in the URL), totals, a CSV of the same rows; mark an
 * invoice paid or end a subscription at once.
 */
export default function SuperSubscriptionsPage() {
  const [params, setParams] = useSearchParams();
  const notify = useNotify();
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`subscriptions.list.${key}`, options);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const filter = { state: params.get('state') ?? '', planId: params.get('planId') ?? '' };
  const page = Number(params.get('page') ?? '1') || 1;
  const plans = useQuery({ queryKey: PLANS_QUERY_KEY, queryFn: ({ signal }) => fetchPlans(signal) });
  const list = useQuery({
    queryKey: ['super', 'subscriptions', filter, page],
    queryFn: ({ signal }) => fetchSubscriptions(filter, page, signal),
    placeholderData: keepPreviousData,
  });
  const setFilter = (key: string, value: string) =>
    setParams((p) => {
      if (value) p.set(key, value);
      else p.delete(key);
      p.delete('page');
      return p;
    });
  const act = async (work: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      notify((await work()).message, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['super', 'subscriptions'] });
    } catch (err) {
      notify(err instanceof Error ? err.message : errorText(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const exportCsv = async () => {
    try {
      saveBlob(new Blob([await fetchSubscriptionsCsv(filter)], { type: 'text/csv' }), 'subscriptions.csv');
    } catch (err) {
      notify(err instanceof Error ? err.message : errorText(err), { type: 'error' });
    }
  };
  const totals = list.data?.totals;
  return (
    <Stack spacing={2}>
      <Title title={t('title')} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('state')}
          value={filter.state}
          onChange={(e) => setFilter('state', e.target.value)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('all_states')}</MenuItem>
          {SUBSCRIPTION_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {translate(stateKey(s))}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('plan')}
          value={filter.planId}
          onChange={(e) => setFilter('planId', e.target.value)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('all_plans')}</MenuItem>
          {(plans.data ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" onClick={() => void exportCsv()}>
          {t('export')}
        </Button>
      </Box>
      {totals ? (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }} data-testid="subscription-totals">
          <Figure label={t('subscriptions')} value={totals.subscriptions} />
          <Figure label={t('mrr_total')} value={formatKwd(totals.mrr)} />
          <Figure label={translate(stateKey('active'))} value={totals.byState.active ?? 0} />
          <Figure label={translate(stateKey('trialing'))} value={totals.byState.trialing ?? 0} />
          <Figure label={translate(stateKey('past_due'))} value={totals.byState.past_due ?? 0} />
        </Box>
      ) : null}
      {list.error ? <Alert severity="error">{errorText(list.error)}</Alert> : null}
      {list.data ? (
        <SubscriptionTable
          rows={list.data.items}
          busy={busy}
          onMarkPaid={(row: WireSubscriptionRow) => void act(() => markInvoicePaid(row.openInvoiceId!))}
          onEnd={(row: WireSubscriptionRow) => {
            if (window.confirm(t('end_confirm', { name: row.landlordName })))
              void act(() => endSubscription(row.id));
          }}
        />
      ) : null}
      {list.data && list.data.totalPages > 1 ? (
        <Pagination
          count={list.data.totalPages}
          page={page}
          siblingCount={2}
          boundaryCount={2}
          onChange={(_e, p) => setParams((q) => (q.set('page', String(p)), q))}
        />
      ) : null}
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
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
import { Title, useNotify, useTranslate } from 'react-admin';
import { formatKwd } from '../../domain/money';
import type { PlanRecord } from '../../domain/planSchemas';
import { errorText } from '../../src/api/errorText';
import { PlanDialog } from './PlanDialog';
import { fetchPlans, PLANS_QUERY_KEY, setPlanOnSale } from './plansApi';

/**
 * `plans/list` (issue 21 item 3): the super admin's plans — add, edit, retire (off sale; its
 * subscribers keep it) and bring back. A change shows on /pricing at the next page load.
 */
export default function PlansPage() {
  const notify = useNotify();
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`subscriptions.plans.${key}`, options);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PlanRecord | null | 'new'>(null);
  const { data, error } = useQuery({
    queryKey: PLANS_QUERY_KEY,
    queryFn: ({ signal }) => fetchPlans(signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY });
  const toggle = async (plan: PlanRecord) => {
    try {
      const answer = await setPlanOnSale(plan.id, !plan.active);
      notify(answer.message, { type: 'success' });
      await refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : errorText(err), { type: 'error' });
    }
  };
  return (
    <Stack spacing={2}>
      <Title title={t('title')} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: 1, minWidth: 200 }}>
          {t('intro')} <a href="/pricing">{t('price_list')}</a>.
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('add')}
        </Button>
      </Box>
      {error ? <Alert severity="error">{errorText(error)}</Alert> : null}
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={t('title')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('plan')}</TableCell>
              <TableCell align="right">{t('monthly')}</TableCell>
              <TableCell align="right">{t('yearly')}</TableCell>
              <TableCell align="right">{t('units')}</TableCell>
              <TableCell align="right">{t('managers')}</TableCell>
              <TableCell align="right">{t('subscribers')}</TableCell>
              <TableCell>{t('actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data ?? []).map((plan) => (
              <TableRow key={plan.id} data-testid={`plan-row-${plan.name}`}>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <strong>{plan.name}</strong>
                    {plan.recommended ? <Chip size="small" color="primary" label={t('recommended')} /> : null}
                    {!plan.active ? <Chip size="small" variant="outlined" label={t('retired')} /> : null}
                  </Box>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatKwd(plan.monthlyPrice)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatKwd(plan.yearlyPrice)}
                </TableCell>
                <TableCell align="right">{plan.maxUnits}</TableCell>
                <TableCell align="right">{plan.maxManagers}</TableCell>
                <TableCell align="right">{plan.subscribers ?? 0}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    onClick={() => setEditing(plan)}
                    aria-label={t('edit_named', { name: plan.name })}
                  >
                    {t('edit')}
                  </Button>
                  {!plan.recommended ? (
                    <Button
                      size="small"
                      color={plan.active ? 'warning' : 'primary'}
                      onClick={() => void toggle(plan)}
                    >
                      {t(plan.active ? 'retire' : 'put_on_sale')}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {editing ? (
        <PlanDialog
          open
          plan={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            notify(message, { type: 'success' });
            void refresh();
          }}
        />
      ) : null}
    </Stack>
  );
}

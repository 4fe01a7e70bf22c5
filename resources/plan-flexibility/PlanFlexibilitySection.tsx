import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { displayDate } from '../../domain/displayDates';
import {
  PLAN_REQUEST_STATES,
  type PlanRequestItem,
  type PlanRequestState,
} from '../../domain/planFlexibility';
import { LandlordSelect } from '../landlords/LandlordSelect';
import { PAGE_SIZE, usePlanOptions, usePlanRequests, usePlanSide } from './planFlexibilityApi';
import { PlanRequestDetailCard, SubscriptionLine } from './PlanRequestDetailCard';
import { PlanRequestForm } from './PlanRequestForm';
import { PlanStateChip } from './PlanStateChip';
import { count, planTitle } from './planWords';

type Open = (id: string) => void;

function TitleLink({ row, open }: { row: PlanRequestItem; open: Open }) {
  const translate = useTranslate();
  return (
    <Link
      component="button"
      type="button"
      onClick={() => open(row.id)}
      sx={{ textAlign: 'left', fontWeight: 600 }}
    >
      {planTitle(translate, row)}
    </Link>
  );
}

function RequestTable({ rows, open, platform }: { rows: PlanRequestItem[]; open: Open; platform: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={translate('planFlexibility.table.label')}>
        <TableHead>
          <TableRow>
            {platform ? <TableCell>{translate('planFlexibility.table.landlord')}</TableCell> : null}
            <TableCell>{translate('planFlexibility.table.request')}</TableCell>
            <TableCell>{translate('planFlexibility.table.asked_on')}</TableCell>
            <TableCell>{translate('planFlexibility.table.last_activity')}</TableCell>
            <TableCell>{translate('planFlexibility.table.answers')}</TableCell>
            <TableCell>{translate('planFlexibility.table.state')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id} hover>
              {platform ? <TableCell>{r.landlordName}</TableCell> : null}
              <TableCell>
                <TitleLink row={r} open={open} />
              </TableCell>
              <TableCell>{displayDate(r.createdAt)}</TableCell>
              <TableCell>{displayDate(r.updatedAt)}</TableCell>
              <TableCell>{count(r.answers)}</TableCell>
              <TableCell>
                <PlanStateChip state={r.state} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** On a phone: one block per request. */
function RequestCards({ rows, open, platform }: { rows: PlanRequestItem[]; open: Open; platform: boolean }) {
  const translate = useTranslate();
  return (
    <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
      {rows.map((r) => (
        <Box key={r.id} sx={{ py: 1.5 }} data-testid="plan-request-card">
          <TitleLink row={r} open={open} />
          <Typography variant="body2" color="text.secondary">
            {[
              platform ? r.landlordName : null,
              translate('planFlexibility.card.asked', { date: displayDate(r.createdAt) }),
              translate('planFlexibility.card.answers', { smart_count: r.answers, n: count(r.answers) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Box sx={{ mt: 0.5 }}>
            <PlanStateChip state={r.state} />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * Plan flexibility on `/admin-panel/feedback` (issue 21 item 6). The landlord's side sees its plan,
 * asks for a change and follows its requests; the platform sees every landlord's, filters them,
 * answers and moves landlords. Filters and the open request live in the address.
 */
export function PlanFlexibilitySection() {
  const translate = useTranslate();
  const { platform, mayAsk } = usePlanSide();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [params, setParams] = useSearchParams();
  const [asking, setAsking] = useState(false);
  const stateParam = params.get('state') ?? '';
  const state = (PLAN_REQUEST_STATES as readonly string[]).includes(stateParam)
    ? (stateParam as PlanRequestState)
    : '';
  const landlordId = params.get('landlord') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = params.get('request');
  const { data, error } = usePlanRequests({ state, landlordId, page });
  const options = usePlanOptions();

  const setParam = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('section', 'plan-flexibility');
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  const open = (id: string) => setParam({ request: id });

  return (
    <Card component="section" aria-labelledby="plan-flexibility-title">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="plan-flexibility-title" component="h2" variant="h6">
          {translate('planFlexibility.title')}
        </Typography>
        {!platform ? (
          <Typography data-testid="plan-current">
            <strong>{translate('planFlexibility.your_plan')}</strong>
            {options.data ? (
              <SubscriptionLine subscription={options.data.subscription} />
            ) : (
              translate('planFlexibility.loading')
            )}
          </Typography>
        ) : null}
        {openId ? (
          <PlanRequestDetailCard id={openId} onBack={() => setParam({ request: null })} />
        ) : (
          <>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              <TextField
                select
                size="small"
                label={translate('planFlexibility.state')}
                value={state}
                onChange={(e) => setParam({ state: e.target.value, page: null })}
                sx={{ minWidth: 160 }}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{translate('planFlexibility.all_states')}</MenuItem>
                {PLAN_REQUEST_STATES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {translate(`planFlexibility.states.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
              {platform ? (
                <LandlordSelect
                  allowAll
                  value={landlordId || null}
                  onChange={(id) => setParam({ landlord: id, page: null })}
                />
              ) : null}
              <Box sx={{ flex: 1 }} />
              {mayAsk ? (
                <Button
                  variant="contained"
                  startIcon={<AddIcon />}
                  disabled={!options.data}
                  onClick={() => setAsking(true)}
                >
                  {translate('planFlexibility.ask')}
                </Button>
              ) : null}
            </Stack>
            {error ? <Alert severity="error">{error.message}</Alert> : null}
            {!data && !error ? <Typography>{translate('planFlexibility.loading')}</Typography> : null}
            {data && data.items.length === 0 ? (
              <Typography>{translate('planFlexibility.none')}</Typography>
            ) : null}
            {data && data.items.length > 0 ? (
              <Box>
                {isSmall ? (
                  <RequestCards rows={data.items} open={open} platform={platform} />
                ) : (
                  <RequestTable rows={data.items} open={open} platform={platform} />
                )}
                <TablePagination
                  component="div"
                  count={data.total}
                  page={Math.min(page - 1, Math.max(0, data.totalPages - 1))}
                  onPageChange={(_, next) => setParam({ page: next > 0 ? String(next + 1) : null })}
                  rowsPerPage={PAGE_SIZE}
                  rowsPerPageOptions={[PAGE_SIZE]}
                />
              </Box>
            ) : null}
          </>
        )}
      </CardContent>
      {asking && options.data ? (
        <PlanRequestForm
          options={options.data}
          onClose={() => setAsking(false)}
          onSent={(id) => {
            setAsking(false);
            open(id);
          }}
        />
      ) : null}
    </Card>
  );
}

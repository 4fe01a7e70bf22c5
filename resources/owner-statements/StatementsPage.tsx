import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
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
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { localDigits } from '../../domain/displayLocale';
import { formatKwd } from '../../domain/money';
import { hasPermission } from '../../domain/permissions';
import { currentMonth } from '../../src/format/dates';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import { fetchStatements, issueStatements } from './ownerStatementsApi';
import { StatementCard } from './StatementCard';

const PAGE_SIZE = 10;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const FIGURES = ['opening', 'collected', 'expenses', 'fee', 'payouts', 'closing'] as const;

/** The month before the current one: what a landlord issues at the start of a month. */
const lastMonth = () => {
  const [y, m] = currentMonth().split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
};

/**
 * owner-statements/list: the statements (an owner: its own), filtered by month; the landlord
 * issues a month's statements for every owner here (each mailed to its owner). Cards on a phone.
 */
export default function StatementsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { menuUser } = useCurrentUser();
  const canIssue = hasPermission(menuUser.permissions, 'Create Owner Statement');
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const monthParam = params.get('month') ?? '';
  const month = MONTH.test(monthParam) ? monthParam : '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const [issueMonth, setIssueMonth] = useState(lastMonth());
  const [busy, setBusy] = useState(false);
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
  const { data, error } = useQuery({
    queryKey: ['owner-statements', 'list', month, page],
    queryFn: ({ signal }) => fetchStatements(month, page, PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
  const issue = async () => {
    setBusy(true);
    try {
      const answer = await issueStatements(issueMonth);
      notify(answer.message, { type: 'success' });
      set('month', issueMonth);
      await queryClient.invalidateQueries({ queryKey: ['owner-statements'] });
    } catch (err) {
      notify(err instanceof Error ? err.message : translate('ownerStatementsPanel.error'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('ownerStatementsPanel.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <TextField
          size="small"
          type="month"
          label={translate('ownerStatementsPanel.filter_month')}
          value={month}
          onChange={(e) => set('month', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {canIssue ? (
          <>
            <TextField
              size="small"
              type="month"
              label={translate('ownerStatementsPanel.issue_month')}
              value={issueMonth}
              onChange={(e) => setIssueMonth(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <MuiButton
              variant="contained"
              disabled={busy || !MONTH.test(issueMonth)}
              onClick={() => void issue()}
            >
              {translate('ownerStatementsPanel.issue')}
            </MuiButton>
          </>
        ) : null}
      </Stack>
      {error ? (
        <Typography color="error">
          {error instanceof Error ? error.message : translate('ownerStatementsPanel.error')}
        </Typography>
      ) : !data ? (
        <Typography>{translate('ownerStatementsPanel.loading')}</Typography>
      ) : data.items.length === 0 ? (
        <Typography>{translate('ownerStatementsPanel.empty')}</Typography>
      ) : isSmall ? (
        <Stack spacing={1}>
          {data.items.map((s) => (
            <StatementCard key={s.id} s={s} />
          ))}
        </Stack>
      ) : (
        <Card variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('ownerStatementsPanel.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('ownerStatementsPanel.fields.owner')}</TableCell>
                <TableCell>{translate('ownerStatementsPanel.fields.month')}</TableCell>
                {FIGURES.map((f) => (
                  <TableCell key={f} align="right">
                    {translate(`ownerStatementsPanel.fields.${f}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((s) => (
                <TableRow key={s.id} data-testid="statement-row">
                  <TableCell>
                    <Link to={`/admin-panel/owner-statements/${s.id}/show`}>{s.owner_name}</Link>
                  </TableCell>
                  <TableCell>{localDigits(s.month)}</TableCell>
                  {FIGURES.map((f) => (
                    <TableCell key={f} align="right" sx={f === 'closing' ? { fontWeight: 600 } : undefined}>
                      {formatKwd(s[f])}
                    </TableCell>
                  ))}
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

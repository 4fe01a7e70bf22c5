import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
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
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { EXPENSE_CATEGORIES, type ExpenseCategory } from '../../domain/expenseSchemas';
import { formatKwd } from '../../domain/money';
import { hasPermission } from '../../domain/permissions';
import { CsvExportButton } from '../../src/export/CsvExportButton';
import { dateLabel } from '../../src/format/dates';
import { DayPicker } from '../../src/inputs/DayPicker';
import { useCurrentUser } from '../../src/layout/useCurrentUser';
import {
  fetchExpenses,
  fetchPropertyChoices,
  removeExpense,
  type ExpenseFilter,
  type ExpenseRecord,
} from './expensesApi';
import { ExpenseCard } from './ExpenseCard';
import { ExpenseDialog } from './ExpenseDialog';

const PAGE_SIZE = 10;
const FILTER_KEYS = ['q', 'property_id', 'category', 'date_from', 'date_to'] as const;

/** expenses/list: the filtered expenses with their total to the fils; cards on a phone. */
export default function ExpensesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { menuUser } = useCurrentUser();
  const can = (p: string) => hasPermission(menuUser.permissions, p);
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(
    FILTER_KEYS.map((k) => [k, params.get(k) ?? '']),
  ) as unknown as ExpenseFilter;
  if (filter.category && !(EXPENSE_CATEGORIES as readonly string[]).includes(filter.category))
    filter.category = '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const [editing, setEditing] = useState<ExpenseRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ExpenseRecord | null>(null);
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
    queryKey: ['expenses', 'list', filter, page],
    queryFn: ({ signal }) => fetchExpenses(filter, page, PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
  const properties = useQuery({ queryKey: ['expenses', 'properties'], queryFn: fetchPropertyChoices });
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['expenses'] });
  const csvRows = async () => {
    const rows: ExpenseRecord[] = [];
    for (let p = 1; ; p += 1) {
      const answer = await fetchExpenses(filter, p, 100);
      rows.push(...answer.items);
      if (p >= answer.totalPages) break;
    }
    return rows.map((e) => ({
      [translate('expensesPanel.fields.date')]: dateLabel(e.date),
      [translate('expensesPanel.fields.property')]: e.property_name,
      [translate('expensesPanel.fields.unit')]: e.unit_no ?? '',
      [translate('expensesPanel.fields.category')]: translate(`expenses.categories.${e.category}`),
      [translate('expensesPanel.fields.vendor')]: e.vendor ?? '',
      [translate('expensesPanel.fields.amount')]: e.amount,
      [translate('expensesPanel.fields.note')]: e.note ?? '',
    }));
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await removeExpense(deleting.id);
      notify('expensesPanel.deleted', { type: 'info' });
      reload();
    } catch (err) {
      notify(err instanceof Error ? err.message : translate('expensesPanel.error'), { type: 'error' });
    } finally {
      setDeleting(null);
    }
  };
  const mayCreate = can('Create Expense');
  const mayUpdate = can('Update Expense');
  const mayDelete = can('Delete Expense');
  const edit = (e: ExpenseRecord) => (mayUpdate ? () => setEditing(e) : undefined);
  const remove = (e: ExpenseRecord) => (mayDelete ? () => setDeleting(e) : undefined);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('expensesPanel.title')} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
        {mayCreate ? (
          <MuiButton variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {translate('expensesPanel.add')}
          </MuiButton>
        ) : null}
        <MuiButton component={Link} to="/admin-panel/expenses/profit" variant="outlined">
          {translate('expensesPanel.profit')}
        </MuiButton>
        <CsvExportButton rows={csvRows} filename="expenses" disabled={!data || data.total === 0} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <TextField
          size="small"
          label={translate('expensesPanel.search')}
          value={filter.q}
          onChange={(e) => set('q', e.target.value)}
          sx={{ minWidth: { sm: 260 } }}
        />
        <TextField
          select
          size="small"
          label={translate('expensesPanel.fields.property')}
          value={filter.property_id}
          onChange={(e) => set('property_id', e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{translate('expensesPanel.all')}</MenuItem>
          {(properties.data ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('expensesPanel.fields.category')}
          value={filter.category}
          onChange={(e) => set('category', e.target.value as ExpenseCategory)}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{translate('expensesPanel.all')}</MenuItem>
          {EXPENSE_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {translate(`expenses.categories.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <DayPicker
          size="small"
          label={translate('expensesPanel.fields.date_from')}
          value={filter.date_from}
          onChange={(v) => set('date_from', v)}
        />
        <DayPicker
          size="small"
          label={translate('expensesPanel.fields.date_to')}
          value={filter.date_to}
          onChange={(v) => set('date_to', v)}
        />
      </Stack>
      {data ? (
        <Typography sx={{ mb: 2, fontWeight: 600 }} data-testid="expenses-total">
          {translate('expensesPanel.total', { amount: formatKwd(data.total_amount) })}
        </Typography>
      ) : null}
      {error ? (
        <Typography color="error">
          {error instanceof Error ? error.message : translate('expensesPanel.error')}
        </Typography>
      ) : isPending ? (
        <Typography>{translate('expensesPanel.loading')}</Typography>
      ) : data.items.length === 0 ? (
        <Typography>{translate('expensesPanel.empty')}</Typography>
      ) : isSmall ? (
        <Stack spacing={1.5}>
          {data.items.map((e) => (
            <ExpenseCard key={e.id} e={e} onEdit={edit(e)} onDelete={remove(e)} />
          ))}
        </Stack>
      ) : (
        <Card variant="outlined">
          <Table size="small" aria-label={translate('expensesPanel.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('expensesPanel.fields.date')}</TableCell>
                <TableCell>{translate('expensesPanel.fields.property')}</TableCell>
                <TableCell>{translate('expensesPanel.fields.category')}</TableCell>
                <TableCell>{translate('expensesPanel.fields.vendor')}</TableCell>
                <TableCell>{translate('expensesPanel.receipts')}</TableCell>
                <TableCell align="right">{translate('expensesPanel.fields.amount')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((e) => (
                <TableRow key={e.id} hover data-testid="expense-row">
                  <TableCell>{dateLabel(e.date)}</TableCell>
                  <TableCell>{e.unit_no ? `${e.property_name} · ${e.unit_no}` : e.property_name}</TableCell>
                  <TableCell>
                    {translate(`expenses.categories.${e.category}`)}
                    {e.maintenance_request_id ? (
                      <Typography variant="caption" component="div" color="text.secondary">
                        {translate('expensesPanel.from_maintenance')}
                        {e.charged_to_tenant ? ` · ${translate('expensesPanel.charged')}` : ''}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{e.vendor ?? ''}</TableCell>
                  <TableCell>
                    {e.receipts.map((r) => (
                      <Box key={r.key}>
                        <a href={r.url} target="_blank" rel="noreferrer">
                          {r.name}
                        </a>
                      </Box>
                    ))}
                  </TableCell>
                  <TableCell align="right">{formatKwd(e.amount)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {mayUpdate ? (
                      <MuiButton size="small" onClick={() => setEditing(e)}>
                        {translate('expensesPanel.edit')}
                      </MuiButton>
                    ) : null}
                    {mayDelete ? (
                      <MuiButton
                        size="small"
                        color="error"
                        startIcon={<DeleteIcon />}
                        onClick={() => setDeleting(e)}
                      >
                        {translate('expensesPanel.delete')}
                      </MuiButton>
                    ) : null}
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
      {editing ? (
        <ExpenseDialog
          open
          expense={editing === 'new' ? null : editing}
          properties={properties.data ?? []}
          onClose={(saved) => {
            setEditing(null);
            if (saved) {
              notify('expensesPanel.saved', { type: 'info' });
              reload();
            }
          }}
        />
      ) : null}
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)}>
        <DialogContent>
          <Typography>
            {deleting
              ? translate('expensesPanel.confirm_delete', { amount: formatKwd(deleting.amount) })
              : ''}
          </Typography>
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setDeleting(null)}>{translate('expensesPanel.cancel')}</MuiButton>
          <MuiButton color="error" variant="contained" onClick={() => void confirmDelete()}>
            {translate('expensesPanel.delete')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

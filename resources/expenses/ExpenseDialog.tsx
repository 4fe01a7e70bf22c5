import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DOCUMENT_ACCEPT } from '../../domain/documents';
import { EXPENSE_CATEGORIES } from '../../domain/expenseSchemas';
import { todayInKuwait } from '../../src/format/dates';
import { DayPicker } from '../../src/inputs/DayPicker';
import { saveExpense, type ExpenseInput, type ExpenseRecord } from './expensesApi';

export const emptyInput = (): ExpenseInput => ({
  property_id: '',
  date: todayInKuwait(),
  amount: '',
  category: '',
  vendor: '',
  note: '',
  recurrence: 'none',
});

/** The add and edit dialog of an expense, with its receipts (expenses/list). */
export function ExpenseDialog({
  open,
  expense,
  properties,
  onClose,
}: {
  open: boolean;
  expense: ExpenseRecord | null;
  properties: { id: string; name: string }[];
  onClose: (saved: boolean) => void;
}) {
  const translate = useTranslate();
  const [form, setForm] = useState<ExpenseInput>(() =>
    expense
      ? {
          property_id: expense.property_id,
          date: expense.date,
          amount: expense.amount,
          category: expense.category,
          vendor: expense.vendor ?? '',
          note: expense.note ?? '',
          recurrence: expense.recurrence,
        }
      : emptyInput(),
  );
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (key: keyof ExpenseInput) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = async () => {
    setBusy(true);
    setError('');
    try {
      await saveExpense(expense?.id ?? null, form, files);
      onClose(true);
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : translate('expensesPanel.error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={() => onClose(false)} fullWidth maxWidth="sm">
      <DialogTitle>{translate(expense ? 'expensesPanel.edit' : 'expensesPanel.add')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextField
            select
            required
            label={translate('expensesPanel.fields.property')}
            value={form.property_id}
            onChange={set('property_id')}
            fullWidth
          >
            {properties.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
          <DayPicker
            label={translate('expensesPanel.fields.date')}
            value={form.date}
            onChange={(v) => setForm((f) => ({ ...f, date: v }))}
            fullWidth
          />
          <TextField
            required
            label={translate('expensesPanel.fields.amount')}
            value={form.amount}
            onChange={set('amount')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            fullWidth
          />
          <TextField
            select
            required
            label={translate('expensesPanel.fields.category')}
            value={form.category}
            onChange={set('category')}
            fullWidth
          >
            {EXPENSE_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {translate(`expenses.categories.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('expensesPanel.fields.vendor')}
            value={form.vendor}
            onChange={set('vendor')}
            fullWidth
          />
          <TextField
            label={translate('expensesPanel.fields.note')}
            value={form.note}
            onChange={set('note')}
            multiline
            minRows={2}
            fullWidth
          />
          <TextField
            select
            label={translate('expensesPanel.fields.recurrence')}
            value={form.recurrence}
            onChange={set('recurrence')}
            fullWidth
          >
            <MenuItem value="none">{translate('expensesPanel.recurrence.none')}</MenuItem>
            <MenuItem value="monthly">{translate('expensesPanel.recurrence.monthly')}</MenuItem>
          </TextField>
          <Box>
            <MuiButton component="label" variant="outlined">
              {files.length ? files.map((f) => f.name).join(', ') : translate('expensesPanel.receipts')}
              <input
                hidden
                type="file"
                multiple
                accept={DOCUMENT_ACCEPT}
                data-testid="expense-receipts"
                onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
              />
            </MuiButton>
            <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
              {translate('expensesPanel.receipts_hint')}
            </Typography>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={() => onClose(false)}>{translate('expensesPanel.cancel')}</MuiButton>
        <MuiButton variant="contained" onClick={() => void submit()} disabled={busy}>
          {translate('expensesPanel.save')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

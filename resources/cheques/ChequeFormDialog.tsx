import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { invoicesContract } from '../../domain/contracts/invoices';
import { formatKwd } from '../../domain/money';
import { payloadForm } from '../../src/api/payloadForm';
import { dateLabel } from '../../src/format/dates';
import { DayPicker } from '../../src/inputs/DayPicker';
import { dataProvider as appDataProvider } from '../../src/providers/dataProvider';
import { failureText } from './chequeModel';
import { contractLabel, useContractChoices } from './useContractChoices';

const OWED = ['UNPAID', 'PARTIALLY_PAID', 'OVERDUE'];

/** "Add cheque": one cheque taken in by hand, for an invoice of a contract, with its photo. */
export function AddChequeButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={translate('chequeRegister.actions.add')} onClick={() => setOpen(true)}>
        <AddIcon />
      </Button>
      {open ? <ChequeFormDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The contract's invoices still owed (the tenant's invoices list, narrowed to the contract). */
function useOwedInvoices(tenantId: string | undefined, contractId: string) {
  return useQuery({
    queryKey: ['cheque-invoices', contractId],
    enabled: Boolean(tenantId),
    queryFn: ({ signal }) =>
      appDataProvider
        .call(invoicesContract.endpoints.list, {
          query: { tenantId: tenantId!, page: 1, pageSize: 100, sort: 'dueDate', order: 'asc' },
          signal,
        })
        .then((a) => a.items.filter((i) => i.contractId === contractId && OWED.includes(i.status))),
  });
}

function ChequeFormDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const dataProvider = useDataProvider();
  const contracts = useContractChoices();
  const [form, setForm] = useState({
    contract_id: '',
    invoice_id: '',
    bank: '',
    cheque_no: '',
    drawer_name: '',
    amount: '',
    due_date: '',
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const contract = contracts.data?.find((c) => c.id === form.contract_id);
  const invoices = useOwedInvoices(contract?.tenantId, form.contract_id);
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));
  const chooseInvoice = (e: { target: { value: string } }) => {
    const invoice = invoices.data?.find((i) => i.id === e.target.value);
    setForm((f) => ({
      ...f,
      invoice_id: e.target.value,
      amount: f.amount || invoice?.balance || '',
      due_date: f.due_date || invoice?.dueDate || '',
      drawer_name: f.drawer_name || contract?.tenantName || '',
    }));
  };
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const { contract_id: _c, invoice_id, ...paper } = form;
      const payload = { ...paper, invoice_ids: invoice_id ? [invoice_id] : [] };
      const { data } = await dataProvider.create('cheques', {
        data: payloadForm(payload, photo ? [photo] : []),
      });
      notify(translate('cheques.created'), { type: 'success' });
      refresh();
      onClose();
      navigate(`/admin-panel/cheques/detail/${String(data.id)}`);
    } catch (err) {
      setError(failureText(err, translate));
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof typeof form, extra: object = {}) => (
    <TextField
      label={translate(`resources.cheques.fields.${name}`)}
      value={form[name]}
      onChange={set(name)}
      required
      fullWidth
      {...extra}
    />
  );
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="cheque-form-title">
      <DialogTitle id="cheque-form-title">{translate('chequeRegister.form.add_title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={translate('resources.cheques.fields.contract_id')}
            value={form.contract_id}
            onChange={(e) => setForm((f) => ({ ...f, contract_id: e.target.value, invoice_id: '' }))}
            required
            fullWidth
          >
            {(contracts.data ?? []).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {contractLabel(c)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={translate('resources.cheques.fields.invoice_ids')}
            value={form.invoice_id}
            onChange={chooseInvoice}
            disabled={!form.contract_id}
            helperText={
              !form.contract_id
                ? translate('chequeRegister.form.contract_first')
                : invoices.data?.length === 0
                  ? translate('chequeRegister.form.no_invoices')
                  : undefined
            }
            required
            fullWidth
          >
            {(invoices.data ?? []).map((i) => (
              <MenuItem key={i.id} value={i.id}>
                {i.invoiceNo} · {dateLabel(i.dueDate)} · {formatKwd(i.balance)}
              </MenuItem>
            ))}
          </TextField>
          {field('bank')}
          {field('cheque_no')}
          {field('drawer_name')}
          {field('amount', { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
          <DayPicker
            label={translate('resources.cheques.fields.due_date')}
            value={form.due_date}
            onChange={(v) => setForm((f) => ({ ...f, due_date: v }))}
            fullWidth
          />
          <MuiButton component="label" variant="outlined">
            {photo ? photo.name : translate('resources.cheques.fields.photo')}
            <input
              hidden
              type="file"
              accept="image/jpeg,image/png,application/pdf"
              onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
            />
          </MuiButton>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton variant="contained" onClick={() => void save()} disabled={busy}>
          {translate('ra.action.save')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  );
}

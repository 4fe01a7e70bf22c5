import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import Alert from '@mui/material/Alert';
import MuiButton from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import { formatKwd, sumMoney } from '../../domain/money';
import { DayPicker } from '../../src/inputs/DayPicker';
import { failureText } from './chequeModel';
import { proposeSchedule, saveSchedule, type ProposedCheque } from './chequesApi';
import { contractLabel, useContractChoices } from './useContractChoices';

/** "Make schedule from contract": a button of the register's toolbar. */
export function ScheduleButton() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={translate('chequeRegister.actions.schedule')} onClick={() => setOpen(true)}>
        <EventRepeatIcon />
      </Button>
      {open ? <ScheduleDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/**
 * Asks contract, bank, first number and drawer; the server proposes one cheque per rent month
 * (dry run), shown as an editable table (number, amount, date); Save sends the edited list.
 */
function ScheduleDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const contracts = useContractChoices();
  const [ask, setAsk] = useState({ contract_id: '', bank: '', first_number: '', drawer_name: '' });
  const [proposal, setProposal] = useState<ProposedCheque[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof typeof ask) => (e: { target: { value: string } }) =>
    setAsk((a) => ({ ...a, [field]: e.target.value }));
  const sent = () => ({
    contract_id: ask.contract_id,
    bank: ask.bank.trim(),
    first_number: ask.first_number.trim(),
    ...(ask.drawer_name.trim() ? { drawer_name: ask.drawer_name.trim() } : {}),
  });
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError(failureText(err, translate));
    } finally {
      setBusy(false);
    }
  };
  const propose = () => run(async () => setProposal(await proposeSchedule(sent())));
  const save = () =>
    run(async () => {
      const answer = await saveSchedule(sent(), proposal ?? []);
      notify(answer.message, { type: 'success' });
      refresh();
      onClose();
    });
  const edit = (i: number, field: 'cheque_no' | 'amount' | 'due_date', value: string) =>
    setProposal((rows) => rows && rows.map((r, j) => (j === i ? { ...r, [field]: value } : r)));

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="cheque-schedule-title">
      <DialogTitle id="cheque-schedule-title">{translate('chequeRegister.schedule.title')}</DialogTitle>
      <DialogContent>
        {proposal ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>{translate('chequeRegister.schedule.proposed')}</Typography>
            <Table size="small" aria-label={translate('chequeRegister.schedule.proposed')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.cheques.fields.cheque_no')}</TableCell>
                  <TableCell>{translate('resources.cheques.fields.amount')}</TableCell>
                  <TableCell>{translate('resources.cheques.fields.due_date')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {proposal.map((row, i) => {
                  const n = localDigits(String(i + 1));
                  const label = (field: string) =>
                    `${translate('chequeRegister.schedule.row', { n })}: ${translate(`resources.cheques.fields.${field}`)}`;
                  return (
                    <TableRow key={`${row.period ?? ''}${row.invoice_ids.join()}`}>
                      <TableCell>
                        <TextField
                          size="small"
                          value={row.cheque_no}
                          onChange={(e) => edit(i, 'cheque_no', e.target.value)}
                          slotProps={{ htmlInput: { 'aria-label': label('cheque_no') } }}
                        />
                      </TableCell>
                      <TableCell>
                        <TextField
                          size="small"
                          value={row.amount}
                          onChange={(e) => edit(i, 'amount', e.target.value)}
                          slotProps={{ htmlInput: { 'aria-label': label('amount'), inputMode: 'decimal' } }}
                        />
                      </TableCell>
                      <TableCell>
                        <DayPicker
                          size="small"
                          label={label('due_date')}
                          value={row.due_date}
                          onChange={(v) => edit(i, 'due_date', v)}
                        />
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <Typography sx={{ fontWeight: 600 }}>
              {translate('chequeRegister.deposit.total', {
                total: formatKwd(sumMoney(proposal.map((r) => r.amount || '0'))),
              })}
            </Typography>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              label={translate('chequeRegister.schedule.contract')}
              value={ask.contract_id}
              onChange={set('contract_id')}
              fullWidth
              required
            >
              {(contracts.data ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {contractLabel(c)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('resources.cheques.fields.bank')}
              value={ask.bank}
              onChange={set('bank')}
              required
              fullWidth
            />
            <TextField
              label={translate('chequeRegister.schedule.first_number')}
              value={ask.first_number}
              onChange={set('first_number')}
              required
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              label={translate('resources.cheques.fields.drawer_name')}
              value={ask.drawer_name}
              onChange={set('drawer_name')}
              fullWidth
            />
          </Stack>
        )}
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={proposal ? () => setProposal(null) : onClose}>
          {translate(proposal ? 'chequeRegister.schedule.back' : 'ra.action.cancel')}
        </MuiButton>
        {proposal ? (
          <MuiButton variant="contained" onClick={() => void save()} disabled={busy || proposal.length === 0}>
            {translate('chequeRegister.schedule.save', { count: localDigits(String(proposal.length)) })}
          </MuiButton>
        ) : (
          <MuiButton
            variant="contained"
            onClick={() => void propose()}
            disabled={busy || !ask.contract_id || !ask.bank.trim() || !ask.first_number.trim()}
          >
            {translate('chequeRegister.schedule.propose')}
          </MuiButton>
        )}
      </DialogActions>
    </Dialog>
  );
}

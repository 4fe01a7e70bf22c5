import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { settingLateFeesContract } from '../../domain/contracts/setting-late-fees';
import { LATE_FEE_MODES, type LateFeeMode } from '../../domain/lateFeeSchemas';
import { formatKwd, withoutThousandsSeparators } from '../../domain/money';
import { dataProvider } from '../../src/providers/dataProvider';

const E = settingLateFeesContract.endpoints;
const KEY = ['setting', 'late-fees'];
type Saved = Awaited<ReturnType<typeof fetchRule>>;
const fetchRule = (signal?: AbortSignal) => dataProvider.call(E.read, { signal }).then((r) => r.data);

/**
 * App Setting, late fees (issue 34 item 4): off by default; after the grace days past an invoice's
 * due date, the invoice job adds one fee to it (fixed, or a percent of the overdue balance, under a
 * cap). The landlord edits it; a manager reads it.
 */
export function LateFeesCard({ editable }: { editable: boolean }) {
  const translate = useTranslate();
  const query = useQuery({ queryKey: KEY, queryFn: ({ signal }) => fetchRule(signal) });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
          {translate('settings.late_fees.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('settings.late_fees.intro')}
        </Typography>
        {query.isPending ? <Typography>{translate('settings.loading')}</Typography> : null}
        {query.isError ? <Alert severity="error">{query.error.message}</Alert> : null}
        {query.data ? (
          <RuleForm key={JSON.stringify(query.data)} saved={query.data} editable={editable} />
        ) : null}
      </CardContent>
    </Card>
  );
}

function RuleForm({ saved, editable }: { saved: Saved; editable: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [grace, setGrace] = useState(String(saved.grace_days));
  const [mode, setMode] = useState<LateFeeMode>(saved.mode);
  const [amount, setAmount] = useState(saved.amount);
  const [cap, setCap] = useState(saved.cap ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (!editable)
    return (
      <Typography data-testid="late-fee-summary">
        {saved.enabled
          ? translate(
              saved.mode === 'percent'
                ? 'settings.late_fees.summary_percent'
                : 'settings.late_fees.summary_fixed',
              {
                amount: saved.mode === 'percent' ? saved.amount : formatKwd(saved.amount),
                days: saved.grace_days,
              },
            )
          : translate('settings.late_fees.off')}
      </Typography>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await dataProvider.call(E.save, {
        body: {
          enabled,
          grace_days: Number(grace),
          mode,
          amount: withoutThousandsSeparators(amount.trim()),
          cap: cap.trim() ? withoutThousandsSeparators(cap.trim()) : null,
        },
      });
      queryClient.setQueryData(KEY, answer.data);
      notify(answer.message, { type: 'success' });
    } catch (err) {
      setError(err instanceof Error ? err.message : translate('settings.late_fees.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <FormControlLabel
          control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
          label={translate('settings.late_fees.enabled')}
        />
        <TextField
          label={translate('settings.late_fees.grace_days')}
          value={grace}
          onChange={(e) => setGrace(e.target.value)}
          disabled={!enabled}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          select
          label={translate('settings.late_fees.mode')}
          value={mode}
          onChange={(e) => setMode(e.target.value as LateFeeMode)}
          disabled={!enabled}
        >
          {LATE_FEE_MODES.map((m) => (
            <MenuItem key={m} value={m}>
              {translate(`settings.late_fees.modes.${m}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate(mode === 'percent' ? 'settings.late_fees.percent' : 'settings.late_fees.amount')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          disabled={!enabled}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label={translate('settings.late_fees.cap')}
          value={cap}
          onChange={(e) => setCap(e.target.value)}
          disabled={!enabled}
          helperText={translate('settings.late_fees.cap_help')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        {error ? <Alert severity="error">{error}</Alert> : null}
        <div>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('settings.late_fees.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

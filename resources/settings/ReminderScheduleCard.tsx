import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import { settingRemindersContract } from '../../domain/contracts/setting-reminders';
import type { DataOf } from '../../src/api/callEndpoint';
import { dataProvider } from '../../src/providers/dataProvider';
import { MAX_STEPS, rowOf, stepsOf, type StepRow, type StepSide } from './reminderSteps';

/** GET/PUT of the landlord's reminder schedule (issue 35), typed by its contract. */
const { read, save } = settingRemindersContract.endpoints;
type ReminderSetting = DataOf<typeof read>;

const KEY = ['setting', 'reminders'];
const SIDES: StepSide[] = ['before', 'on', 'after'];
const fetchSchedule = (signal?: AbortSignal) => dataProvider.call(read, { signal }).then((r) => r.data);

/** One step in words: "3 days before the due date", "On the due date", "7 days after the due date". */
export function useStepLabel() {
  const translate = useTranslate();
  return (step: number) =>
    step === 0
      ? translate('settings.reminders.on_due')
      : localDigits(
          translate(step < 0 ? 'settings.reminders.days_before' : 'settings.reminders.days_after', {
            smart_count: Math.abs(step),
          }),
        );
}

/**
 * App Setting, rent reminders (issue 35 item 3): on by default; each step sends the tenant a
 * reminder that many days before or after an unpaid invoice's due date. The landlord edits it, a
 * manager reads it (the server decides both).
 */
export function ReminderScheduleCard({ editable }: { editable: boolean }) {
  const translate = useTranslate();
  const query = useQuery({ queryKey: KEY, queryFn: ({ signal }) => fetchSchedule(signal) });
  return (
    <Card variant="outlined" data-testid="reminder-schedule">
      <CardContent>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
          {translate('settings.reminders.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('settings.reminders.intro')}
        </Typography>
        {query.isPending ? <Typography>{translate('settings.loading')}</Typography> : null}
        {query.isError ? <Alert severity="error">{query.error.message}</Alert> : null}
        {query.data ? (
          <ScheduleForm key={JSON.stringify(query.data)} saved={query.data} editable={editable} />
        ) : null}
      </CardContent>
    </Card>
  );
}

function ScheduleForm({ saved, editable }: { saved: ReminderSetting; editable: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const label = useStepLabel();
  const [enabled, setEnabled] = useState(saved.enabled);
  const [rows, setRows] = useState<StepRow[]>(saved.steps.map(rowOf));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  if (!editable)
    return saved.enabled ? (
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="reminder-summary">
        {saved.steps.map((s) => (
          <Chip key={s} label={label(s)} />
        ))}
      </Stack>
    ) : (
      <Typography data-testid="reminder-summary">{translate('settings.reminders.off')}</Typography>
    );

  const change = (i: number, next: Partial<StepRow>) =>
    setRows((old) => old.map((r, j) => (j === i ? { ...r, ...next } : r)));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = stepsOf(rows);
    if ('problem' in checked) {
      setError(translate(checked.problem, { max: MAX_STEPS }));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const answer = await dataProvider.call(save, { body: { enabled, steps: checked.steps } });
      queryClient.setQueryData(KEY, answer.data);
      notify(answer.message, { type: 'success' });
    } catch (err) {
      setError(err instanceof Error ? err.message : translate('settings.reminders.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack spacing={2} sx={{ maxWidth: 520 }}>
        <FormControlLabel
          control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
          label={translate('settings.reminders.enabled')}
        />
        {rows.map((row, i) => (
          <Stack
            key={i}
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
            data-testid="reminder-step"
          >
            <TextField
              size="small"
              label={translate('settings.reminders.days')}
              value={row.side === 'on' ? '0' : row.days}
              onChange={(e) => change(i, { days: e.target.value })}
              disabled={!enabled || row.side === 'on'}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ width: 96 }}
            />
            <TextField
              select
              size="small"
              label={translate('settings.reminders.when')}
              value={row.side}
              onChange={(e) => change(i, { side: e.target.value as StepSide })}
              disabled={!enabled}
              sx={{ flexGrow: 1 }}
            >
              {SIDES.map((s) => (
                <MenuItem key={s} value={s}>
                  {translate(`settings.reminders.sides.${s}`)}
                </MenuItem>
              ))}
            </TextField>
            <IconButton
              aria-label={translate('settings.reminders.remove', { n: i + 1 })}
              onClick={() => setRows((old) => old.filter((_, j) => j !== i))}
              disabled={!enabled || rows.length === 1}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <div>
          <Button
            onClick={() => setRows((old) => [...old, { days: '1', side: 'after' }])}
            disabled={!enabled || rows.length >= MAX_STEPS}
          >
            {translate('settings.reminders.add')}
          </Button>
        </div>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <div>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('settings.reminders.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { formatKwd } from '../../domain/money';
import { partialPaymentSettingSchema, type PartialPaymentSetting } from '../../domain/partialPayments';
import { fetchPartialSetting, PARTIAL_SETTING_QUERY_KEY, updatePartialSetting } from './settingApi';

/**
 * App Setting, online payments (issue 20 item 5): whether tenants may pay part of an invoice
 * online, from what minimum. The landlord edits it; a manager reads it.
 */
export function OnlinePaymentsCard({ editable }: { editable: boolean }) {
  const translate = useTranslate();
  const query = useQuery({
    queryKey: PARTIAL_SETTING_QUERY_KEY,
    queryFn: ({ signal }) => fetchPartialSetting(signal),
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h3" variant="h6" sx={{ fontWeight: 600 }}>
          {translate('settings.online.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('settings.online.intro')}
        </Typography>
        {query.isPending ? <Typography>{translate('settings.loading')}</Typography> : null}
        {query.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void query.refetch()}>
                {translate('settings.retry')}
              </Button>
            }
          >
            {query.error.message}
          </Alert>
        ) : null}
        {query.data ? (
          <PartialForm key={JSON.stringify(query.data)} saved={query.data} editable={editable} />
        ) : null}
      </CardContent>
    </Card>
  );
}

function PartialForm({ saved, editable }: { saved: PartialPaymentSetting; editable: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [allow, setAllow] = useState(saved.allow_partial);
  const [minimum, setMinimum] = useState(saved.minimum_amount);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = partialPaymentSettingSchema.safeParse({ allow_partial: allow, minimum_amount: minimum });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const answer = await updatePartialSetting(parsed.data);
      queryClient.setQueryData(PARTIAL_SETTING_QUERY_KEY, answer.data);
      notify(answer.message, { type: 'success' });
    } catch (err) {
      notify(err instanceof Error ? err.message : translate('settings.online.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (!editable) {
    return (
      <Typography data-testid="partial-setting-summary">
        {saved.allow_partial
          ? translate('settings.online.allowed_from', { amount: formatKwd(saved.minimum_amount) })
          : translate('settings.online.not_allowed')}
      </Typography>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <FormControlLabel
          control={<Switch checked={allow} onChange={(e) => setAllow(e.target.checked)} />}
          label={translate('settings.online.allow')}
        />
        <TextField
          label={translate('settings.online.minimum')}
          value={minimum}
          onChange={(e) => {
            setMinimum(e.target.value);
            setError(undefined);
          }}
          disabled={!allow}
          error={!!error}
          helperText={error ?? translate('settings.online.minimum_help')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <div>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(busy ? 'settings.online.saving' : 'settings.online.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

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
import { tenantMessagePreferencesContract } from '../../domain/contracts/tenant-message-preferences';
import { MESSAGE_CHANNELS, type MessageChannel } from '../../domain/tenantMessages';
import type { DataOf } from '../../src/api/callEndpoint';
import { dataProvider } from '../../src/providers/dataProvider';

/** A tenant's message preferences, read and saved (issue 35), typed by their contract. */
const { read, save } = tenantMessagePreferencesContract.endpoints;
type Preference = DataOf<typeof read>;

/**
 * A tenant's messages: the channel tried first (the others follow when it fails) and whether rent
 * reminders go at all (receipts and notices always do). On the tenant's edit screen for the
 * landlord and its managers, and on the tenant's own profile; the server decides who may save.
 */
export function MessagePreferenceCard({ tenantId, own }: { tenantId: string; own?: boolean }) {
  const translate = useTranslate();
  const query = useQuery({
    queryKey: ['tenant-message-preferences', tenantId],
    queryFn: ({ signal }) =>
      dataProvider.call(read, { params: { id: tenantId }, signal }).then((r) => r.data),
  });
  return (
    <Card variant="outlined" data-testid="message-preference">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {translate('tenantMessagesPanel.preference.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate(
            own ? 'tenantMessagesPanel.preference.intro_own' : 'tenantMessagesPanel.preference.intro',
          )}
        </Typography>
        {query.isPending ? <Typography>{translate('tenantMessagesPanel.loading')}</Typography> : null}
        {query.isError ? <Alert severity="error">{query.error.message}</Alert> : null}
        {query.data ? <PreferenceForm key={JSON.stringify(query.data)} saved={query.data} /> : null}
      </CardContent>
    </Card>
  );
}

function PreferenceForm({ saved }: { saved: Preference }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [channel, setChannel] = useState(saved.channel);
  const [remindersOff, setRemindersOff] = useState(saved.remindersOff);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const answer = await dataProvider.call(save, {
        params: { id: saved.id },
        body: { channel, remindersOff },
      });
      queryClient.setQueryData(['tenant-message-preferences', saved.id], answer.data);
      notify(answer.message, { type: 'success' });
    } catch (err) {
      setError(err instanceof Error ? err.message : translate('tenantMessagesPanel.preference.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <TextField
          select
          size="small"
          label={translate('tenantMessagesPanel.preference.channel')}
          value={channel}
          onChange={(e) => setChannel(e.target.value as MessageChannel)}
        >
          {MESSAGE_CHANNELS.map((c) => (
            <MenuItem key={c} value={c}>
              {translate(`tenantMessagesPanel.channels.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={remindersOff} onChange={(e) => setRemindersOff(e.target.checked)} />}
          label={translate('tenantMessagesPanel.preference.reminders_off')}
        />
        {error ? <Alert severity="error">{error}</Alert> : null}
        <div>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('tenantMessagesPanel.preference.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

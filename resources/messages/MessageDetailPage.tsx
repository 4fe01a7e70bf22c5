import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { fetchMessage, type MessageRecord } from './messagesApi';
import { MessageStateChip } from './MessageStateChip';
import { messageCost, messageTime } from './messageValues';

/** One labelled line of the detail (a definition list, so a screen reader pairs label and value). */
function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { sm: 2 }, py: 0.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 160 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

function MessageDetail({ m }: { m: MessageRecord }) {
  const translate = useTranslate();
  const f = (k: string) => translate(`tenantMessagesPanel.fields.${k}`);
  const times = (['queued_at', 'sent_at', 'delivered_at', 'read_at', 'failed_at'] as const).filter(
    (k) => m[k],
  );
  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {`${translate(`tenantMessagesPanel.templates.${m.template}`)} · ${m.tenant_name}`}
            </Typography>
            <MessageStateChip state={m.state} />
          </Stack>
          <Box component="dl" sx={{ m: 0 }}>
            <Line label={f('channel')}>{translate(`tenantMessagesPanel.channels.${m.channel}`)}</Line>
            <Line label={f('to')}>
              <span dir="ltr">{m.to}</span>
            </Line>
            {m.invoice_no ? (
              <Line label={f('invoice')}>
                {m.invoice_id ? (
                  <Link to={`/admin-panel/invoices/detail/${m.invoice_id}`}>{m.invoice_no}</Link>
                ) : (
                  m.invoice_no
                )}
              </Line>
            ) : null}
            {m.reminder_step !== null ? (
              <Line label={f('reminder_step')}>
                {translate(
                  m.reminder_step < 0
                    ? 'tenantMessagesPanel.step_before'
                    : m.reminder_step === 0
                      ? 'tenantMessagesPanel.step_on'
                      : 'tenantMessagesPanel.step_after',
                  { smart_count: Math.abs(m.reminder_step) },
                )}
              </Line>
            ) : null}
            <Line label={f('attempt_no')}>{m.attempt_no}</Line>
            {times.map((k) => (
              <Line key={k} label={f(k)}>
                {messageTime(m[k])}
              </Line>
            ))}
            <Line label={f('provider')}>{m.provider}</Line>
            <Line label={f('provider_id')}>{m.provider_id ?? '—'}</Line>
            {m.provider_error ? (
              <Line label={f('provider_error')}>
                <Box component="span" sx={{ color: 'error.main' }}>
                  {m.provider_error}
                </Box>
              </Line>
            ) : null}
            <Line label={f('cost')}>{messageCost(m)}</Line>
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {f('body')}
          </Typography>
          <Typography
            component="pre"
            variant="body2"
            // The body is in the tenant's language, whatever the reader's.
            dir="auto"
            lang={m.language}
            data-testid="message-body"
            sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
          >
            {m.body}
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** messages/detail/{id}: the body as sent, its state and the state's times, the provider's id, error and cost. */
export default function MessageDetailPage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { data, error, isPending } = useQuery({
    queryKey: ['messages', 'one', id],
    queryFn: ({ signal }) => fetchMessage(id, signal),
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('tenantMessagesPanel.detail_title')} />
      <Box sx={{ mb: 2 }}>
        <Link to="/admin-panel/messages/list">{translate('tenantMessagesPanel.back')}</Link>
      </Box>
      {error ? (
        <Typography color="error">
          {error instanceof Error ? error.message : translate('tenantMessagesPanel.error')}
        </Typography>
      ) : isPending ? (
        <Typography>{translate('tenantMessagesPanel.loading')}</Typography>
      ) : (
        <MessageDetail m={data} />
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { MESSAGE_CHANNELS, MESSAGE_STATES, MESSAGE_TEMPLATES } from '../../domain/tenantMessages';
import { CsvExportButton } from '../../src/export/CsvExportButton';
import { MessageFilters } from './MessageFilters';
import { fetchMessages, MESSAGE_FILTER_KEYS, type MessageFilter, type MessageRecord } from './messagesApi';
import { MessagesTable } from './MessagesTable';
import { messageCost, messageTime } from './messageValues';

const PAGE_SIZE = 10;

/** A value from the URL kept only when it is one of the choices (a hand-edited link is ignored). */
const oneOf = (value: string, choices: readonly string[]) => (choices.includes(value) ? value : '');

/** messages/list: every attempt of every tenant message, newest first; filters in the URL; cards on a phone. */
export default function MessagesPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const raw = Object.fromEntries(MESSAGE_FILTER_KEYS.map((k) => [k, params.get(k) ?? '']));
  const filter = {
    ...raw,
    channel: oneOf(raw.channel ?? '', MESSAGE_CHANNELS),
    state: oneOf(raw.state ?? '', MESSAGE_STATES),
    template: oneOf(raw.template ?? '', MESSAGE_TEMPLATES),
  } as MessageFilter;
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
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
    queryKey: ['messages', 'list', filter, page],
    queryFn: ({ signal }) => fetchMessages(filter, page, PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
  const f = (k: string) => translate(`tenantMessagesPanel.fields.${k}`);
  const csvRows = async () => {
    const rows: MessageRecord[] = [];
    for (let p = 1; ; p += 1) {
      const answer = await fetchMessages(filter, p, 100);
      rows.push(...answer.items);
      if (p >= answer.totalPages) break;
    }
    return rows.map((m) => ({
      [f('queued_at')]: messageTime(m.queued_at),
      [f('tenant')]: m.tenant_name,
      [f('invoice')]: m.invoice_no ?? '',
      [f('template')]: translate(`tenantMessagesPanel.templates.${m.template}`),
      [f('channel')]: translate(`tenantMessagesPanel.channels.${m.channel}`),
      [f('to')]: m.to,
      [f('state')]: translate(`tenantMessagesPanel.states.${m.state}`),
      [f('sent_at')]: m.sent_at ? messageTime(m.sent_at) : '',
      [f('delivered_at')]: m.delivered_at ? messageTime(m.delivered_at) : '',
      [f('read_at')]: m.read_at ? messageTime(m.read_at) : '',
      [f('failed_at')]: m.failed_at ? messageTime(m.failed_at) : '',
      [f('provider_id')]: m.provider_id ?? '',
      [f('provider_error')]: m.provider_error ?? '',
      [f('cost')]: m.cost === null ? '' : messageCost(m),
      [f('body')]: m.body,
    }));
  };
  // The tenant and invoice filters come from a link (a statement, an invoice): shown, and removable.
  const linked = (['tenant_id', 'invoice_id'] as const).filter((k) => filter[k]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('tenantMessagesPanel.title')} />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <CsvExportButton rows={csvRows} filename="messages" disabled={!data || data.total === 0} />
        {linked.map((k) => (
          <Chip
            key={k}
            label={translate(`tenantMessagesPanel.linked.${k}`)}
            onDelete={() => set(k, '')}
            data-testid={`linked-${k}`}
          />
        ))}
      </Stack>
      <MessageFilters filter={filter} set={set} />
      {error ? (
        <Typography color="error">
          {error instanceof Error ? error.message : translate('tenantMessagesPanel.error')}
        </Typography>
      ) : isPending ? (
        <Typography>{translate('tenantMessagesPanel.loading')}</Typography>
      ) : data.items.length === 0 ? (
        <Typography>{translate('tenantMessagesPanel.empty')}</Typography>
      ) : (
        <MessagesTable items={data.items} label={translate('tenantMessagesPanel.title')} />
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

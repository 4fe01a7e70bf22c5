import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { MESSAGE_CHANNELS, MESSAGE_STATES, MESSAGE_TEMPLATES } from '../../domain/tenantMessages';
import { DayPicker } from '../../src/inputs/DayPicker';
import type { MessageFilter } from './messagesApi';

/** One select of the filters row: '' (All) or one of the choices, each with its translated word. */
function ChoiceFilter({
  name,
  value,
  choices,
  onChange,
}: {
  name: 'channel' | 'state' | 'template';
  value: string;
  choices: readonly string[];
  onChange: (value: string) => void;
}) {
  const translate = useTranslate();
  const plural = { channel: 'channels', state: 'states', template: 'templates' }[name];
  return (
    <TextField
      select
      size="small"
      label={translate(`tenantMessagesPanel.fields.${name}`)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{translate('tenantMessagesPanel.all')}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c} value={c}>
          {translate(`tenantMessagesPanel.${plural}.${c}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** MESSAGES' filters: search, channel, state, template and a date range; kept in the URL. */
export function MessageFilters({
  filter,
  set,
}: {
  filter: MessageFilter;
  set: (key: keyof MessageFilter, value: string) => void;
}) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
      <TextField
        size="small"
        label={translate('tenantMessagesPanel.search')}
        value={filter.q}
        onChange={(e) => set('q', e.target.value)}
        sx={{ minWidth: { sm: 260 } }}
      />
      <ChoiceFilter
        name="channel"
        value={filter.channel}
        choices={MESSAGE_CHANNELS}
        onChange={(v) => set('channel', v)}
      />
      <ChoiceFilter
        name="state"
        value={filter.state}
        choices={MESSAGE_STATES}
        onChange={(v) => set('state', v)}
      />
      <ChoiceFilter
        name="template"
        value={filter.template}
        choices={MESSAGE_TEMPLATES}
        onChange={(v) => set('template', v)}
      />
      <DayPicker
        size="small"
        label={translate('tenantMessagesPanel.fields.date_from')}
        value={filter.date_from}
        onChange={(v) => set('date_from', v)}
      />
      <DayPicker
        size="small"
        label={translate('tenantMessagesPanel.fields.date_to')}
        value={filter.date_to}
        onChange={(v) => set('date_to', v)}
      />
    </Stack>
  );
}

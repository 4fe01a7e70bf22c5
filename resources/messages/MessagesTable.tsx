import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MessageRecord } from './messagesApi';
import { MessageCard } from './MessageCard';
import { MessageStateChip } from './MessageStateChip';
import { messageTime, stateTime } from './messageValues';

/**
 * Message attempts as a table on a desktop and cards on a phone; shared by MESSAGES and the
 * Messages panels of an invoice and a tenant's statement.
 */
export function MessagesTable({ items, label }: { items: MessageRecord[]; label: string }) {
  const translate = useTranslate();
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const f = (k: string) => translate(`tenantMessagesPanel.fields.${k}`);
  if (isSmall)
    return (
      <Stack spacing={1.5}>
        {items.map((m) => (
          <MessageCard key={m.id} m={m} />
        ))}
      </Stack>
    );
  return (
    <Card variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{f('time')}</TableCell>
            <TableCell>{f('tenant')}</TableCell>
            <TableCell>{f('invoice')}</TableCell>
            <TableCell>{f('template')}</TableCell>
            <TableCell>{f('channel')}</TableCell>
            <TableCell>{f('state')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((m) => (
            <TableRow key={m.id} hover data-testid="message-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link to={`/admin-panel/messages/detail/${m.id}`}>{messageTime(stateTime(m))}</Link>
              </TableCell>
              <TableCell>{m.tenant_name}</TableCell>
              <TableCell>{m.invoice_no ?? '—'}</TableCell>
              <TableCell>{translate(`tenantMessagesPanel.templates.${m.template}`)}</TableCell>
              <TableCell>{translate(`tenantMessagesPanel.channels.${m.channel}`)}</TableCell>
              <TableCell>
                <MessageStateChip state={m.state} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MessageRecord } from './messagesApi';
import { MessageStateChip } from './MessageStateChip';
import { messageTime, stateTime } from './messageValues';

/** One message attempt on a phone: who, which template on which channel, its state and when. */
export function MessageCard({ m }: { m: MessageRecord }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="article" data-testid="message-card">
      <CardActionArea component={Link} to={`/admin-panel/messages/detail/${m.id}`}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{m.tenant_name}</Typography>
            <MessageStateChip state={m.state} />
          </Stack>
          <Typography variant="body2">
            {`${translate(`tenantMessagesPanel.templates.${m.template}`)} · ${translate(
              `tenantMessagesPanel.channels.${m.channel}`,
            )}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {m.invoice_no ? `${m.invoice_no} · ${messageTime(stateTime(m))}` : messageTime(stateTime(m))}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { List, Pagination, SearchInput, useListContext } from 'react-admin';
import { MAIL_OUTBOX_MESSAGES, type MailOutboxItem } from '../../domain/mailOutboxSchemas';

/** The panel's date format (DD-MM-YYYY) with the time, as mails arrive minutes apart. */
const when = (iso: string) => dayjs(iso).format('DD-MM-YYYY HH:mm');

function DeliveryChip({ mail }: { mail: MailOutboxItem }) {
  if (mail.error) return <Chip size="small" color="error" variant="outlined" label="Not delivered" />;
  if (mail.sentAt) return <Chip size="small" color="success" variant="outlined" label="Sent" />;
  return <Chip size="small" variant="outlined" label={mail.body === null ? 'Sending' : 'Kept here'} />;
}

/** One card per mail: cards rather than a table, so the texts read at 390 px as at 1280 px. */
function MailCards() {
  const { data, isPending } = useListContext<MailOutboxItem & { id: string }>();
  if (isPending) return null;
  if (!data?.length) return <Typography sx={{ p: 2 }}>{MAIL_OUTBOX_MESSAGES.empty}</Typography>;
  const smtp = data.some((mail) => mail.body === null);
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Alert severity="info">{smtp ? MAIL_OUTBOX_MESSAGES.smtpMode : MAIL_OUTBOX_MESSAGES.outboxMode}</Alert>
      {data.map((mail) => (
        <Card key={mail.id} variant="outlined" component="article" aria-label={`Mail to ${mail.to}`}>
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
                {mail.subject}
              </Typography>
              <DeliveryChip mail={mail} />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              To {mail.to} · {when(mail.createdAt)}
            </Typography>
            {mail.error && (
              <Typography variant="body2" color="error">
                {mail.error}
              </Typography>
            )}
            {mail.body !== null && (
              <Typography
                component="pre"
                variant="body2"
                sx={{
                  mt: 1.5,
                  mb: 0,
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  fontFamily: 'inherit',
                }}
              >
                {mail.body}
              </Typography>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search mails" />];

/** mail-outbox/list: every mail the server wrote, newest first (super admin only, server-checked). */
export default function MailOutboxPage() {
  return (
    <List
      resource="mail-outbox"
      title={MAIL_OUTBOX_MESSAGES.title}
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
      exporter={false}
      empty={false}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      <MailCards />
    </List>
  );
}

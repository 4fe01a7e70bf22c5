import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { List, Pagination, SearchInput, useListContext, useTranslate } from 'react-admin';
import { localDigits } from '../../domain/displayLocale';
import type { MailOutboxItem } from '../../domain/mailOutboxSchemas';

/** The panel's date format (DD-MM-YYYY) with the time, as mails arrive minutes apart. */
const when = (iso: string) => localDigits(dayjs(iso).format('DD-MM-YYYY HH:mm'));

function DeliveryChip({ mail }: { mail: MailOutboxItem }) {
  const translate = useTranslate();
  if (mail.error) {
    return (
      <Chip size="small" color="error" variant="outlined" label={translate('mailOutbox.not_delivered')} />
    );
  }
  if (mail.sentAt) {
    return <Chip size="small" color="success" variant="outlined" label={translate('mailOutbox.sent')} />;
  }
  const waiting = mail.body === null ? 'mailOutbox.sending' : 'mailOutbox.kept_here';
  return <Chip size="small" variant="outlined" label={translate(waiting)} />;
}

/** One card per mail: cards rather than a table, so the texts read at 390 px as at 1280 px. */
function MailCards() {
  const { data, isPending } = useListContext<MailOutboxItem & { id: string }>();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data?.length) return <Typography sx={{ p: 2 }}>{translate('mailOutbox.empty')}</Typography>;
  const smtp = data.some((mail) => mail.body === null);
  const mode = smtp ? 'mailOutbox.smtpMode' : 'mailOutbox.outboxMode';
  return (
    <Stack spacing={2} sx={{ p: { xs: 1, sm: 2 } }}>
      <Alert severity="info">{translate(mode)}</Alert>
      {data.map((mail) => (
        <Card
          key={mail.id}
          variant="outlined"
          component="article"
          aria-label={translate('mailOutbox.card_label', { to: mail.to })}
        >
          <CardContent>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
                {mail.subject}
              </Typography>
              <DeliveryChip mail={mail} />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {translate('mailOutbox.to', { to: mail.to, when: when(mail.createdAt) })}
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
                // A mail is in its recipient's language, whatever the reader's: the browser sets
                // its direction from its first strong letter.
                dir="auto"
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

/** mail-outbox/list: every mail the server wrote, newest first (super admin only, server-checked). */
export default function MailOutboxPage() {
  const translate = useTranslate();
  const filters = [<SearchInput key="q" source="q" alwaysOn placeholder={translate('mailOutbox.search')} />];
  return (
    <List
      resource="mail-outbox"
      title={translate('mailOutbox.title')}
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

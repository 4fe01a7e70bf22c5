import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { fetchMessages } from './messagesApi';
import { MessagesTable } from './MessagesTable';

const SHOWN = 10;

/**
 * The Messages panel of an invoice or a tenant's statement: the newest attempts sent about it,
 * with a link to MESSAGES filtered the same way for the rest. Shown to holders of 'View Message'.
 */
export function MessagesPanel({ by, id }: { by: 'invoice_id' | 'tenant_id'; id: string }) {
  const translate = useTranslate();
  const { data, error, isPending } = useQuery({
    queryKey: ['messages', 'panel', by, id],
    queryFn: ({ signal }) => fetchMessages({ [by]: id }, 1, SHOWN, signal),
  });
  const title = translate('tenantMessagesPanel.panel_title');
  return (
    <Card variant="outlined" component="section" aria-label={title} data-testid="messages-panel">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {data && data.total > 0 ? (
            <Link to={`/admin-panel/messages/list?${by}=${encodeURIComponent(id)}`}>
              {translate('tenantMessagesPanel.see_all', { count: data.total })}
            </Link>
          ) : null}
        </Stack>
        {error ? (
          <Typography color="error">
            {error instanceof Error ? error.message : translate('tenantMessagesPanel.error')}
          </Typography>
        ) : isPending ? (
          <Typography>{translate('tenantMessagesPanel.loading')}</Typography>
        ) : data.items.length === 0 ? (
          <Typography>{translate('tenantMessagesPanel.none_here')}</Typography>
        ) : (
          <Box>
            <MessagesTable items={data.items} label={title} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

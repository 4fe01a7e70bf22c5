import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { displayDateTime } from '../../domain/displayDates';
import { MAINTENANCE_MESSAGES, MAX_MAINTENANCE_FILES } from '../../domain/maintenanceSchemas';
import { dataProvider } from '../../src/providers/dataProvider';
import { ReplyForm, type Reply } from '../../src/thread/ReplyForm';
import { ThreadMessage, ThreadView } from '../../src/thread/ThreadView';
import {
  errorText,
  maintenanceWork,
  useMaintenanceLabels,
  useMaintenanceMessage,
  type MaintenanceDetail,
} from './maintenanceUi';
import { MAINTENANCE_PICKER_ACCEPT } from './maintenanceFiles';

/** Photos and PDFs the API checked by content; the file dialog offers only these. */
export const MAINTENANCE_FILE_ACCEPT = MAINTENANCE_PICKER_ACCEPT;

/** Every status change, oldest first: who, when, from, to and why. */
export function Timeline({ history }: { history: MaintenanceDetail['history'] }) {
  const translate = useTranslate();
  const labels = useMaintenanceLabels();
  return (
    <Box
      component="ol"
      aria-label={translate('reportedTickets.timeline.label')}
      sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}
    >
      {history.map((h) => (
        <Typography component="li" variant="body2" key={h.id} data-testid="maintenance-history">
          {h.from_status
            ? `${labels.status(h.from_status)} → ${labels.status(h.to_status)}`
            : translate('reportedTickets.timeline.reported', { status: labels.status(h.to_status) })}
          {' · '}
          {h.actor_name ?? translate('reportedTickets.timeline.system')} · {displayDateTime(h.created_at)}
          {h.reason ? ` · ${h.reason}` : ''}
        </Typography>
      ))}
    </Box>
  );
}

/** The request's comments (a tenant never receives the internal ones) and a form to add one. */
export function Comments({
  id,
  internalChoice,
  pending,
  onSend,
}: {
  id: string;
  /** The landlord's side chooses internal or visible to the tenant. */
  internalChoice: boolean;
  pending: boolean;
  onSend: (c: { body: string; internal: boolean; files: File[] }) => Promise<unknown>;
}) {
  const notify = useNotify();
  const translate = useTranslate();
  const message = useMaintenanceMessage();
  const comments = useQuery({
    queryKey: ['maintenance', 'comments', id],
    queryFn: () => dataProvider.call(maintenanceWork.comments, { params: { id } }),
  });
  useEffect(() => {
    if (comments.error)
      notify(errorText(comments.error, translate('reportedTickets.comments.read_failed')), { type: 'error' });
  }, [comments.error, notify, translate]);
  const [internal, setInternal] = useState(false);
  const send = async (reply: Reply) => {
    await onSend({ ...reply, internal: internalChoice && internal });
    setInternal(false);
  };

  return (
    <Stack spacing={1.5}>
      <ThreadView
        label={translate('reportedTickets.comments.label')}
        emptyText={translate(
          comments.isPending ? 'reportedTickets.comments.loading' : 'reportedTickets.comments.empty',
        )}
      >
        {(comments.data?.items ?? []).map((c) => (
          <ThreadMessage
            key={c.id}
            testId="maintenance-comment"
            caption={`${c.author_name ?? translate('reportedTickets.comments.someone')} · ${displayDateTime(c.created_at)}${
              c.internal ? translate('reportedTickets.comments.internal_suffix') : ''
            }`}
            body={c.body}
            files={c.attachments}
            shaded={c.internal}
          />
        ))}
      </ThreadView>
      <ReplyForm
        label={translate('reportedTickets.comments.field')}
        submitLabel={translate('reportedTickets.comments.submit')}
        fileInputLabel={translate('reportedTickets.comments.attach')}
        accept={MAINTENANCE_FILE_ACCEPT}
        maxFiles={MAX_MAINTENANCE_FILES}
        messages={{
          bodyRequired: message(MAINTENANCE_MESSAGES.comment),
          tooManyFiles: message(MAINTENANCE_MESSAGES.files),
        }}
        pending={pending}
        onSend={send}
        extraControls={
          internalChoice ? (
            <FormControlLabel
              control={<Checkbox checked={internal} onChange={(e) => setInternal(e.target.checked)} />}
              label={translate('reportedTickets.comments.internal')}
            />
          ) : null
        }
      />
    </Stack>
  );
}

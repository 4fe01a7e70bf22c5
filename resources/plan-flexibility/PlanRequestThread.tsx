import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { displayDate, displayDateTime } from '../../domain/displayDates';
import {
  PLAN_REQUEST_STATE_LABELS,
  type PlanRequestDetail,
  type PlanRequestEvent,
} from '../../domain/planFlexibility';
import { ThreadMessage, ThreadView } from '../../src/thread/ThreadView';

/** A state change or a move is a line across the thread, not a message. */
function EventLine({ event }: { event: PlanRequestEvent }) {
  const parts: string[] = [];
  if (event.stateTo)
    parts.push(
      `${event.author.name} moved the request from ${PLAN_REQUEST_STATE_LABELS[event.stateFrom ?? 'open']} to ${PLAN_REQUEST_STATE_LABELS[event.stateTo]}`,
    );
  if (event.planName)
    parts.push(
      event.moveAt === 'now'
        ? `${event.author.name} moved the landlord to ${event.planName}, at once`
        : `${event.author.name} moved the landlord to ${event.planName} from ${displayDate(event.effectiveAt)}`,
    );
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ textAlign: 'center' }}
      data-testid="plan-request-event"
    >
      {parts.join('; ')} · {displayDateTime(event.createdAt)}
    </Typography>
  );
}

/**
 * The request's history, oldest first: the landlord's request, the platform's answers (on the
 * left, shaded), and each state change or move as a line, each with who and when.
 */
export function PlanRequestThread({ request }: { request: PlanRequestDetail }) {
  const translate = useTranslate();
  const entries = request.thread.flatMap((event) => {
    const shown = [];
    if (event.body)
      shown.push(
        <ThreadMessage
          key={`${event.id}-body`}
          testId="plan-request-answer"
          caption={`${event.author.name}${event.fromPlatform ? ' · Platform' : ''} · ${displayDateTime(event.createdAt)}`}
          body={event.body}
          files={[]}
          shaded={event.fromPlatform}
          align={event.fromPlatform ? 'start' : 'end'}
        />,
      );
    if (event.stateTo || event.planName) shown.push(<EventLine key={`${event.id}-line`} event={event} />);
    return shown;
  });
  return (
    <ThreadView label={translate('planFlexibility.thread.history')} emptyText="">
      {[
        <ThreadMessage
          key="request"
          testId="plan-request-message"
          caption={`${request.requestedBy.name} asked · ${displayDateTime(request.createdAt)}`}
          body={request.message || 'No message.'}
          files={[]}
          align="end"
        />,
        ...entries,
        ...(entries.length === 0
          ? [
              <Typography key="waiting" color="text.secondary">
                {translate('planFlexibility.thread.no_answer')}
              </Typography>,
            ]
          : []),
      ]}
    </ThreadView>
  );
}

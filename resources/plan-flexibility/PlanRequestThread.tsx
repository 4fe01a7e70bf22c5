import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { displayDate, displayDateTime } from '../../domain/displayDates';
import type { PlanRequestDetail, PlanRequestEvent } from '../../domain/planFlexibility';
import { ThreadMessage, ThreadView } from '../../src/thread/ThreadView';

/** A state change or a move is a line across the thread, not a message. */
function EventLine({ event }: { event: PlanRequestEvent }) {
  const translate = useTranslate();
  const name = event.author.name;
  const parts: string[] = [];
  if (event.stateTo)
    parts.push(
      translate('planFlexibility.thread.event_state', {
        name,
        from: translate(`planFlexibility.states.${event.stateFrom ?? 'open'}`),
        to: translate(`planFlexibility.states.${event.stateTo}`),
      }),
    );
  if (event.planName)
    parts.push(
      event.moveAt === 'now'
        ? translate('planFlexibility.thread.event_move_now', { name, plan: event.planName })
        : translate('planFlexibility.thread.event_move_at', {
            name,
            plan: event.planName,
            date: displayDate(event.effectiveAt),
          }),
    );
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      sx={{ textAlign: 'center' }}
      data-testid="plan-request-event"
    >
      {parts.join(translate('planFlexibility.thread.joiner'))} · {displayDateTime(event.createdAt)}
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
          caption={translate(
            event.fromPlatform ? 'planFlexibility.thread.caption_platform' : 'planFlexibility.thread.caption',
            { name: event.author.name, date: displayDateTime(event.createdAt) },
          )}
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
          caption={translate('planFlexibility.thread.asked', {
            name: request.requestedBy.name,
            date: displayDateTime(request.createdAt),
          })}
          body={request.message || translate('planFlexibility.thread.no_message')}
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

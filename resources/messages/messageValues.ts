import dayjs from 'dayjs';
import { localDigits } from '../../domain/displayLocale';
import { formatKwd } from '../../domain/money';
import type { MessageRecord } from './messagesApi';

/** A message's instant as the panel shows times: DD-MM-YYYY HH:mm (messages go out minutes apart). */
export const messageTime = (iso: string | null | undefined): string =>
  iso ? localDigits(dayjs(iso).format('DD-MM-YYYY HH:mm')) : '—';

/** What the provider charged: KWD to the fils, another currency as the provider wrote it. */
export function messageCost(m: Pick<MessageRecord, 'cost' | 'currency'>): string {
  if (m.cost === null) return '—';
  if (!m.currency || m.currency === 'KWD') return formatKwd(m.cost);
  return localDigits(`${m.cost} ${m.currency}`);
}

/** The time of the state a message reached (the last one it moved to). */
export function stateTime(m: MessageRecord): string | null {
  switch (m.state) {
    case 'read':
      return m.read_at;
    case 'delivered':
      return m.delivered_at;
    case 'sent':
      return m.sent_at;
    case 'failed':
    case 'skipped':
      return m.failed_at ?? m.queued_at;
    default:
      return m.queued_at;
  }
}

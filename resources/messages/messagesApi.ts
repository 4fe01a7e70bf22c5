import { messagesContract } from '../../domain/contracts/messages';
import type { MessageRecord } from '../../domain/messageRecord';
import type { MessageChannel, MessageState, MessageTemplate } from '../../domain/tenantMessages';
import { dataProvider } from '../../src/providers/dataProvider';

/** The tenant messages' calls to /api/messages (issue 35 item 4), typed by the contract. */

export type { MessageRecord };

/** The list's filters as the URL keeps them ('' for none). */
export interface MessageFilter {
  q: string;
  channel: '' | MessageChannel;
  state: '' | MessageState;
  template: '' | MessageTemplate;
  tenant_id: string;
  invoice_id: string;
  date_from: string;
  date_to: string;
}

export const MESSAGE_FILTER_KEYS = [
  'q',
  'channel',
  'state',
  'template',
  'tenant_id',
  'invoice_id',
  'date_from',
  'date_to',
] as const satisfies readonly (keyof MessageFilter)[];

export const fetchMessages = (
  filter: Partial<MessageFilter>,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) =>
  dataProvider.call(messagesContract.endpoints.list, {
    query: {
      q: filter.q || undefined,
      channel: filter.channel || undefined,
      state: filter.state || undefined,
      template: filter.template || undefined,
      tenant_id: filter.tenant_id || undefined,
      invoice_id: filter.invoice_id || undefined,
      date_from: filter.date_from || undefined,
      date_to: filter.date_to || undefined,
      page,
      pageSize,
    },
    signal,
  });

export const fetchMessage = (id: string, signal?: AbortSignal) =>
  dataProvider.call(messagesContract.endpoints.get, { params: { id }, signal }).then((r) => r.data);

import type { MessageChannel } from '../../domain/tenantMessages';
import type { MessageChannelAdapter } from './channel';

/**
 * The default adapter of every channel: nothing leaves the machine; the messages table is the
 * mailbox the super admin reads. A message counts as sent.
 */
export function createOutboxChannel(channel: MessageChannel): MessageChannelAdapter {
  return {
    channel,
    provider: 'outbox',
    send: (message) => Promise.resolve({ ok: true, providerId: `outbox-${message.messageId}` }),
  };
}

import type { Messages } from '../../src/i18n/messages';

/** MESSAGES and the Messages panels (issue 35) in English. */
const messages: Messages = {
  resources: {
    messages: { name: 'Messages' },
  },
  tenantMessagesPanel: {
    title: 'Messages',
    detail_title: 'Message',
    panel_title: 'Messages',
    back: 'Back to messages',
    search: 'Search tenant, address, text or invoice',
    all: 'All',
    loading: 'Loading…',
    empty: 'No messages match these filters.',
    none_here: 'No messages sent yet.',
    error: 'The messages could not be loaded.',
    see_all: 'See all %{count}',
    send_reminder: 'Send reminder',
    step: '%{days} days from the due date',
    preference: {
      title: 'Messages and reminders',
      intro:
        'The channel tried first for this tenant; the others follow if it fails. Receipts and notices are always sent.',
      intro_own:
        'How we reach you first; the other channels follow if it fails. Receipts and notices are always sent.',
      channel: 'Preferred channel',
      reminders_off: 'No rent reminders',
      save: 'Save message preferences',
      failed: 'The message preferences could not be saved.',
    },
    linked: {
      tenant_id: 'This tenant only',
      invoice_id: 'This invoice only',
    },
    fields: {
      time: 'Time',
      tenant: 'Tenant',
      invoice: 'Invoice',
      template: 'Message',
      channel: 'Channel',
      state: 'State',
      to: 'To',
      body: 'Text as sent',
      reminder_step: 'Reminder step',
      attempt_no: 'Attempt',
      queued_at: 'Queued',
      sent_at: 'Sent',
      delivered_at: 'Delivered',
      read_at: 'Read',
      failed_at: 'Failed',
      provider: 'Provider',
      provider_id: 'Provider id',
      provider_error: 'Provider error',
      cost: 'Cost',
      date_from: 'From',
      date_to: 'To date',
    },
    channels: { whatsapp: 'WhatsApp', sms: 'SMS', email: 'Email' },
    states: {
      queued: 'Queued',
      sent: 'Sent',
      delivered: 'Delivered',
      read: 'Read',
      failed: 'Failed',
      skipped: 'Skipped',
    },
    templates: {
      invoiceIssued: 'Invoice issued',
      rentDueSoon: 'Rent due soon',
      rentDueToday: 'Rent due today',
      rentOverdue1: 'Rent overdue (first)',
      rentOverdue2: 'Rent overdue (second)',
      rentOverdue3: 'Rent overdue (final)',
      paymentReceived: 'Payment received',
      chequeDueForDeposit: 'Cheque due for deposit',
      chequeBounced: 'Cheque bounced',
      maintenanceStatusChanged: 'Maintenance update',
    },
  },
};

export default messages;

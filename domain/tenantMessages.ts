/*
 * Tenant messages (issue 35): the channels, states, kinds and templates shared by the server
 * (server/messaging/) and the panel. Pure: no I/O.
 */

export const MESSAGE_CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** The default order a tenant message tries its channels in (issue 35 item 3). */
export const DEFAULT_CHANNEL_ORDER: readonly MessageChannel[] = ['whatsapp', 'sms', 'email'];

/** A message's state; delivery moves it forward only (see MESSAGE_STATE_RANK). */
export const MESSAGE_STATES = ['queued', 'sent', 'delivered', 'read', 'failed', 'skipped'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

/**
 * How far along a state is. A delivery status moves a message only to a higher rank, so a replayed
 * or out-of-order status never moves it backwards (read never goes back to delivered). `failed`
 * ranks with `delivered`: a provider may report failure after sent, never after delivered/read.
 */
export const MESSAGE_STATE_RANK: Record<MessageState, number> = {
  skipped: 0,
  queued: 1,
  sent: 2,
  failed: 3,
  delivered: 3,
  read: 4,
};

export const canMoveMessageState = (from: MessageState, to: MessageState): boolean =>
  from !== 'skipped' && MESSAGE_STATE_RANK[to] > MESSAGE_STATE_RANK[from];

export const MESSAGE_KINDS = ['reminder', 'notice', 'receipt'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const MESSAGE_TEMPLATES = [
  'invoiceIssued',
  'rentDueSoon',
  'rentDueToday',
  'rentOverdue1',
  'rentOverdue2',
  'rentOverdue3',
  'paymentReceived',
  'chequeDueForDeposit',
  'chequeBounced',
  'maintenanceStatusChanged',
] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

/** The named parameters a template fills; every value already formatted for display by the caller? No: raw, formatted by the renderer. */
export interface MessageParams {
  tenantName: string;
  /** Amount in KWD as a decimal string with 3 decimals ("450.000"); rendered "450.000 KWD". */
  amount?: string;
  /** ISO date (YYYY-MM-DD); rendered DD-MM-YYYY. */
  dueDate?: string;
  invoiceNumber?: string;
  /** Days until the due date (rentDueSoon). */
  days?: number;
  /** Pay link (reminders) — built by the server from the invoice, see payLinkFor. */
  payLink?: string;
  /** Receipt link (paymentReceived). */
  receiptLink?: string;
  chequeNumber?: string;
  /** Maintenance request's title, and its new status as its code (said in the tenant's words when rendered). */
  requestTitle?: string;
  requestStatus?: string;
}

/**
 * Each template's WhatsApp template name and the order its body parameters are sent in — the
 * one place a landlord reads what to register with Meta (listed in README).
 */
export const WHATSAPP_TEMPLATES: Record<MessageTemplate, { name: string; params: (keyof MessageParams)[] }> =
  {
    invoiceIssued: {
      name: 'rent_invoice_issued',
      params: ['tenantName', 'invoiceNumber', 'amount', 'dueDate', 'payLink'],
    },
    rentDueSoon: {
      name: 'rent_due_soon',
      params: ['tenantName', 'amount', 'invoiceNumber', 'days', 'dueDate', 'payLink'],
    },
    rentDueToday: { name: 'rent_due_today', params: ['tenantName', 'amount', 'invoiceNumber', 'payLink'] },
    rentOverdue1: {
      name: 'rent_overdue_1',
      params: ['tenantName', 'amount', 'invoiceNumber', 'dueDate', 'payLink'],
    },
    rentOverdue2: {
      name: 'rent_overdue_2',
      params: ['tenantName', 'amount', 'invoiceNumber', 'dueDate', 'payLink'],
    },
    rentOverdue3: {
      name: 'rent_overdue_3',
      params: ['tenantName', 'amount', 'invoiceNumber', 'dueDate', 'payLink'],
    },
    paymentReceived: {
      name: 'rent_payment_received',
      params: ['tenantName', 'amount', 'invoiceNumber', 'receiptLink'],
    },
    chequeDueForDeposit: {
      name: 'cheque_due_for_deposit',
      params: ['tenantName', 'chequeNumber', 'amount', 'dueDate'],
    },
    chequeBounced: { name: 'cheque_bounced', params: ['tenantName', 'chequeNumber', 'amount'] },
    maintenanceStatusChanged: {
      name: 'maintenance_status_changed',
      params: ['tenantName', 'requestTitle', 'requestStatus'],
    },
  };

/** The overdue template for an escalation step (1, 2, 3; beyond 3 stays at 3). */
export const overdueTemplateFor = (step: number): MessageTemplate =>
  step <= 1 ? 'rentOverdue1' : step === 2 ? 'rentOverdue2' : 'rentOverdue3';

/** A Kuwaiti number in E.164 (+965 and 8 digits), or undefined when it is not one. */
export function toE164Kuwait(input: string | null | undefined): string | undefined {
  if (!input) return undefined;
  const digits = input.replace(/\D/g, '');
  const local =
    digits.startsWith('965') && digits.length === 11
      ? digits.slice(3)
      : digits.startsWith('00965') && digits.length === 13
        ? digits.slice(5)
        : digits;
  return /^[9654]\d{7}$/.test(local) ? `+965${local}` : undefined;
}

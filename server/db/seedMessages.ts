import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type {
  MessageChannel,
  MessageParams,
  MessageState,
  MessageTemplate,
} from '../../domain/tenantMessages';
import { renderTenantMessage } from '../messaging/render';
import type { Database } from './client';
import { invoices, messages, users } from './schema';

/*
 * The demo tenant messages (issue 35, embedded default only, after the demo billing): a week of
 * rent reminders and notices to the demo landlord's tenants in every state a landlord meets —
 * read, delivered, sent, a WhatsApp failure that fell back to SMS, and a reminder skipped because
 * the tenant opted out — so MESSAGES, an invoice's Messages panel and the super admin's outbox
 * show them on first start. Bodies are rendered from the templates (renderTenantMessage) in each
 * tenant's language; the second tenant reads Arabic. Written as rows, not sent: the providers'
 * later states (delivered, read) come from their webhooks, which a demo cannot receive.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The demo's pay links point at the invoice in the panel (the server builds real ones from its URL). */
const PAY_LINK_BASE = 'https://rentals.example.com/admin-panel/invoices/detail/';

interface Attempt {
  channel: MessageChannel;
  state: MessageState;
  /** Hours after the message was queued that it moved to sent, delivered, read or failed. */
  sent?: number;
  delivered?: number;
  read?: number;
  failed?: number;
  error?: string;
  cost?: string;
}

interface DemoMessage {
  template: MessageTemplate;
  kind: 'reminder' | 'notice' | 'receipt';
  step: number | null;
  /** Days before now it was queued. */
  daysAgo: number;
  attempts: Attempt[];
}

/** The demo tenant's week: the reminder schedule's -3, 0 and +3 steps, and a notice. */
const FIRST_TENANT: DemoMessage[] = [
  { template: 'invoiceIssued', kind: 'notice', step: null, daysAgo: 7, attempts: [{ channel: 'email', state: 'delivered', sent: 0.01, delivered: 0.02 }] }, // prettier-ignore
  { template: 'rentDueSoon', kind: 'reminder', step: -3, daysAgo: 6, attempts: [{ channel: 'whatsapp', state: 'read', sent: 0.01, delivered: 0.02, read: 2.5, cost: '0.005' }] }, // prettier-ignore
  { template: 'rentDueToday', kind: 'reminder', step: 0, daysAgo: 3, attempts: [{ channel: 'whatsapp', state: 'delivered', sent: 0.01, delivered: 0.05, cost: '0.005' }] }, // prettier-ignore
  {
    template: 'rentOverdue1',
    kind: 'reminder',
    step: 3,
    daysAgo: 0.2,
    attempts: [
      { channel: 'whatsapp', state: 'failed', failed: 0.01, error: '(#131026) Message undeliverable: the number is not on WhatsApp' }, // prettier-ignore
      { channel: 'sms', state: 'sent', sent: 0.02, cost: '0.012' },
    ],
  },
];

/** The second tenant (Arabic): a reminder read, then one skipped after it turned reminders off. */
const SECOND_TENANT: DemoMessage[] = [
  { template: 'rentDueSoon', kind: 'reminder', step: -3, daysAgo: 5, attempts: [{ channel: 'whatsapp', state: 'read', sent: 0.01, delivered: 0.03, read: 0.6, cost: '0.005' }] }, // prettier-ignore
  { template: 'rentDueToday', kind: 'reminder', step: 0, daysAgo: 2, attempts: [{ channel: 'whatsapp', state: 'skipped' }] }, // prettier-ignore
];

export async function seedDemoMessages(db: Database, now = new Date()): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(messages);
  if (count > 0) return false;
  const [landlord] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'landlord@example.com'));
  if (!landlord) return false;
  // Each tenant's newest invoice: the demo tenant's first, then another tenant's.
  const rows = await db
    .select({
      id: invoices.id,
      tenantId: invoices.tenantId,
      invoiceNo: invoices.invoiceNo,
      total: invoices.total,
      dueDate: invoices.dueDate,
      tenantName: invoices.tenantName,
      email: users.email,
      phone: users.phone,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.tenantId))
    .where(and(eq(invoices.landlordId, landlord.id), ne(invoices.status, 'CANCELLED')))
    .orderBy(desc(invoices.dueDate), asc(invoices.id));
  const demo = rows.find((r) => r.email === 'tenant@example.com');
  const other = rows.find((r) => r.tenantId !== demo?.tenantId);
  const plan: [typeof demo, 'en' | 'ar', DemoMessage[]][] = [
    [demo, 'en', FIRST_TENANT],
    [other, 'ar', SECOND_TENANT],
  ];
  let written = 0;
  for (const [invoice, language, week] of plan) {
    if (!invoice) continue;
    const dueDate = String(invoice.dueDate);
    const params: MessageParams = {
      tenantName: invoice.tenantName,
      amount: String(invoice.total),
      dueDate,
      invoiceNumber: invoice.invoiceNo,
      days: 3,
      payLink: `${PAY_LINK_BASE}${invoice.id}`,
    };
    const body = (template: MessageTemplate) => renderTenantMessage(language, template, params);
    for (const m of week) {
      const queued = now.getTime() - m.daysAgo * DAY;
      const at = (hours: number | undefined) =>
        hours === undefined ? null : new Date(queued + hours * HOUR);
      const group = randomUUID();
      for (const [i, a] of m.attempts.entries()) {
        const to = a.channel === 'email' ? invoice.email : `+965${invoice.phone ?? '99000000'}`;
        await db.insert(messages).values({
          landlordId: landlord.id,
          tenantId: invoice.tenantId,
          invoiceId: invoice.id,
          channel: a.channel,
          provider: 'outbox',
          template: m.template,
          kind: m.kind,
          reminderStep: m.step,
          language,
          toAddress: to,
          body: body(m.template),
          state: a.state,
          attemptGroup: group,
          attemptNo: i + 1,
          providerId: a.sent === undefined ? null : `demo-${group.slice(0, 8)}-${i + 1}`,
          providerError: a.error ?? null,
          cost: a.cost ?? null,
          currency: a.cost ? 'KWD' : null,
          queuedAt: new Date(queued),
          sentAt: at(a.sent),
          deliveredAt: at(a.delivered),
          readAt: at(a.read),
          failedAt: a.state === 'skipped' ? new Date(queued) : at(a.failed),
          createdAt: new Date(queued + i),
        });
        written += 1;
      }
    }
  }
  return written > 0;
}
